import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as markup from '../../../src/model/markup.js'

// Issue 16: the markup of Markdown components is named once (src/model/markup.ts). The transforms
// and the client import those names; this test holds the theme's CSS to them, both ways.
const CSS_FILES = [
  'theme/components.css',
  'theme/client.css',
  'theme/css/code.css',
  'theme/css/admonitions.css',
  'theme/css/markdown.css',
]
const css = CSS_FILES.map((file) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')).join('\n')
const uncommented = css.replace(/\/\*[\s\S]*?\*\//g, '')
const cssClasses = new Set([...uncommented.matchAll(/\.([a-z][a-z0-9-]*)/g)].map((m) => m[1] as string))

type Part = { readonly attr?: Readonly<Record<string, string>> } & Readonly<Record<string, unknown>>
const parts = Object.entries(markup).filter(([, value]) => typeof value === 'object') as [string, Part][]
const classes = parts.flatMap(([part, names]) =>
  Object.entries(names)
    .filter(([key, value]) => key !== 'attr' && typeof value === 'string')
    .map(([key, value]) => ({ part, key, name: value as string })),
)
const attributes = parts.flatMap(([, names]) => Object.values(names.attr ?? {}))
/** Other frameworks' class names the contract gives its markup too (Infima's on a Docusaurus site: `TABS.infima`). */
const frameworkClasses = parts.flatMap(([, names]) =>
  Object.entries(names)
    .filter(([key, value]) => key !== 'attr' && typeof value === 'object' && value !== null)
    .flatMap(([, value]) => Object.values(value as Record<string, unknown>).filter((v) => typeof v === 'string')),
)

/** Classes that are hooks for custom themes and scripts, on purpose not styled by ours. */
const UNSTYLED = new Set(['code-block-live', 'column-left', 'column-right'])
/** Component classes made from a name in the Markdown (`badge-gold`, `admonition-tip`). */
const VARIANT =
  /^(?:badge|admonition)-(?:gold|beta|alpha|note|tip|info|caution|warning|danger|strapi|callout|prerequisites)$/
/** Prefixes of the component classes the CSS may use. */
const COMPONENT =
  /^(?:tabs|code-block|code-copy|live|admonition|api-call|columns?|doc-card|badge|table-scroll|show-line-numbers|math|mermaid)\b/

describe('markup contract', () => {
  it('names every class once', () => {
    const names = classes.map((c) => c.name)
    expect(names.length).toBe(new Set(names).size)
  })

  it.each(classes.filter((c) => !UNSTYLED.has(c.name)))('the CSS styles .$name', ({ name }) => {
    expect(cssClasses.has(name)).toBe(true)
  })

  it('every component class in the CSS is named in the contract', () => {
    const named = new Set([...classes.map((c) => c.name), ...frameworkClasses])
    const strays = [...cssClasses].filter((name) => COMPONENT.test(name) && !named.has(name) && !VARIANT.test(name))
    expect(strays).toEqual([])
  })

  it('every data attribute of a component the CSS uses is named in the contract', () => {
    const used = [...css.matchAll(/\[(data-[a-z-]+)/g)].map((m) => m[1] as string)
    const componentAttributes = used.filter((name) =>
      /^data-(?:tabs|group|value|label|live|copy|language|admonition|mermaid|drawn)/.test(name),
    )
    expect(componentAttributes.filter((name) => !attributes.includes(name))).toEqual([])
  })

  it('a panel not shown is hidden by one rule, and only once the client script runs', () => {
    expect(css).toContain(`html[data-js] .${markup.TABS.inactive} {`)
    expect(css).not.toMatch(/\.tabs-panel\[hidden\]/)
  })
})

import { resolveConfig } from '../../src/config/load.js'
import type { ResolvedConfig, SiteConfigInput } from '../../src/config/schema.js'
import type { CompiledPage, Frontmatter, PageLink } from '../../src/model/page.js'

/** A compiled page with just the fields a graph test cares about. */
export function page(source: string, fm: Partial<Frontmatter> = {}, extra: Partial<CompiledPage> = {}): CompiledPage {
  const title =
    fm.title ??
    source
      .replace(/\.mdx?$/, '')
      .split('/')
      .at(-1) ??
    source
  return {
    source,
    id: source.replace(/\.mdx?$/, ''),
    frontmatter: { extra: {}, ...fm },
    title,
    description: '',
    html: '<p>x</p>',
    headings: [],
    anchors: [],
    links: [],
    dependencies: [],
    sections: [],
    diagnostics: [],
    ...extra,
  }
}

/** A link as the compiler records it. */
export function link(partial: Partial<PageLink> & Pick<PageLink, 'url' | 'kind'>): PageLink {
  return { element: 'a', position: { line: 3, column: 1 }, ...partial }
}

/** A resolved config for tests (root `/site`). */
export function config(input: SiteConfigInput = {}): ResolvedConfig {
  return resolveConfig({ title: 'Test Docs', ...input }, { rootDir: '/site', configFile: 'site.config.ts' })
}

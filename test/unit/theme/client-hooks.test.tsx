import { describe, expect, it } from 'vitest'
import { routePath } from '../../../src/model/index.js'
import { createPageProps, createPropsContext } from '../../../src/render/index.js'
import { baseUrlBannerScript, headScript } from '../../../theme/head-script.js'
import { renderPage } from '../../../theme/index.js'
import { sampleInput } from '../render/sample-site.js'
import { byTag, findAll, getByRole, parseHtml, text } from './dom.js'
import { chromeProps, docPageProps, headProps, navbarProps } from './fixtures.js'

// The markup the client script (src/client) hooks into: present, presentational, and inert
// without JavaScript.
describe('theme markup for the client script', () => {
  it('loads the entry as a module and runs the early scripts before it', () => {
    const root = parseHtml(
      renderPage(
        docPageProps({
          head: headProps({
            scripts: [{ src: '/assets/main.89ab4567.js', type: 'module' }],
            baseUrl: '/docs/',
            routePath: '/guide',
          }),
        }),
      ),
    )
    const scripts = byTag(root, 'script')
    expect(scripts.find((s) => s.attrs.src)?.attrs.type).toBe('module')
    const inline = scripts.filter((s) => !s.attrs.src).map(text)
    expect(inline).toHaveLength(1)
    expect(inline[0]).toContain("'docsgen.sidebar.hidden'")
    expect(inline[0]).toContain('"/docs/"')
    expect(inline[0]).toContain('"/guide"')
  })

  it('offers the mobile drawer parts, the sidebar show button and the search dialog', () => {
    const root = parseHtml(
      renderPage(docPageProps({ chrome: chromeProps({ navbar: navbarProps({ hideOnScroll: true }) }) })),
    )
    expect(byTag(root, 'header')[0]?.attrs['data-hide-on-scroll']).toBeDefined()
    expect(getByRole(root, 'button', { name: 'Close navigation bar' }).attrs['data-mobile-menu-close']).toBeDefined()
    expect(getByRole(root, 'button', { name: '← Back to main menu' }).attrs['data-mobile-menu-back']).toBeDefined()
    expect(findAll(root, (el) => el.attrs['data-mobile-menu-backdrop'] !== undefined)).toHaveLength(1)
    expect(getByRole(root, 'button', { name: 'Expand sidebar' }).attrs['data-sidebar-show']).toBeDefined()
    const dialog = byTag(root, 'dialog')[0]
    expect(dialog?.attrs['data-search-modal']).toBeDefined()
    expect(dialog?.attrs.open).toBeUndefined()
  })

  it('marks the version menu with its docs area and each item with its version name', () => {
    const props = createPageProps(
      createPropsContext(sampleInput()),
      sampleInput().graph.routes.get(routePath('/dev-docs/configurations/database')) ?? fail(),
    )
    expect(props.chrome.navbar.versions).toMatchObject({ docsArea: 'dev-docs', items: [{ version: 'current' }] })
    expect(props.chrome.navbar.hideOnScroll).toBe(true)
    expect(props.head).toMatchObject({ baseUrl: '/', routePath: '/dev-docs/configurations/database' })
    expect(props.head.scripts[0]).toMatchObject({ type: 'module' })
  })
})

describe('early scripts', () => {
  it('guard every storage access and only hide an announcement with the current id', () => {
    const code = headScript({
      colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, storageKey: 'docsgen.theme' },
      announcementId: '</script>bar',
    })
    expect(code).toContain('"\\u003c/script>bar"')
    expect(code.match(/try\{/g)).toHaveLength(2)
  })

  it('escape the base URL and route path', () => {
    const code = baseUrlBannerScript({ baseUrl: '/</script>/', routePath: '/a' })
    expect(code).not.toContain('</script>')
  })
})

function fail(): never {
  throw new Error('route missing from the sample site')
}

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Navbar, type NavbarProps } from '../../../theme/Navbar.js'
import { byTag, closest, getByRole, getByText, parseHtml, queryAllByRole, text } from './dom.js'
import { navbarProps } from './fixtures.js'

const render = (props: NavbarProps = navbarProps()) => parseHtml(renderToStaticMarkup(<Navbar {...props} />))

describe('Navbar', () => {
  it('marks the active area and leaves the others plain', () => {
    const root = render()
    expect(getByRole(root, 'link', { name: 'Developer Docs' }).attrs['aria-current']).toBe('true')
    expect(getByRole(root, 'link', { name: 'User Guide' }).attrs['aria-current']).toBeUndefined()
  })

  it('shows both logo variants for CSS to switch, inside the home link', () => {
    const root = render()
    const home = getByRole(root, 'link', { name: /Strapi Documentation Logo/ })
    expect(home.attrs.href).toBe('/')
    expect(byTag(home, 'img').map((img) => img.attrs.src)).toEqual(['/img/logo.svg', '/img/logo-dark.svg'])
  })

  it('has version and language menus that open without JavaScript', () => {
    const root = render()
    const version = closest(getByText(root, 'Docs version: Next'), (el) => el.tag === 'details')
    expect(version).toBeDefined()
    const language = closest(getByText(root, 'Language: English'), (el) => el.tag === 'details')
    expect(language && getByRole(language, 'link', { name: 'English' }).attrs.lang).toBe('en')
  })

  it('has a search form to /search with a q field and the Ctrl K hint', () => {
    const root = render()
    const form = getByRole(root, 'search')
    expect(form.tag).toBe('form')
    expect(form.attrs.action).toBe('/search')
    expect(getByRole(form, 'searchbox').attrs.name).toBe('q')
    expect(byTag(form, 'kbd').map(text)).toEqual(['Ctrl', 'K'])
  })

  it('has the colour switch, the GitHub link and the mobile menu button', () => {
    const root = render()
    const toggle = getByRole(root, 'button', { name: 'Switch between dark and light mode' })
    expect(toggle.attrs['data-theme-toggle']).toBeDefined()
    const github = getByRole(root, 'link', { name: 'GitHub repository' })
    expect(byTag(github, 'svg')).toHaveLength(1)
    expect(github.attrs.target).toBe('_blank')
    const menu = getByRole(root, 'button', { name: 'Toggle navigation bar' })
    expect(menu.attrs['data-mobile-menu-toggle']).toBeDefined()
    expect(menu.attrs['aria-controls']).toBe('navbar-menu')
  })

  it('leaves out what the site turns off', () => {
    const { searchAction, logo, ...rest } = navbarProps()
    const root = render({ ...rest, colorModeSwitch: false, title: 'Docs' })
    expect(queryAllByRole(root, 'search')).toHaveLength(0)
    expect(queryAllByRole(root, 'button', { name: /dark and light/ })).toHaveLength(0)
    expect(getByRole(root, 'link', { name: 'Docs' }).attrs.href).toBe('/')
  })
})

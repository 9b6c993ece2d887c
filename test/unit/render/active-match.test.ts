import { describe, expect, it } from 'vitest'
import { compileRoutePattern, isNavbarItemActive } from '../../../src/render/index.js'
import { sampleNode } from './sample-site.js'

const home = sampleNode({ path: '/', kind: 'home', title: 'Home', docId: 'dev-docs/intro' })
const userIntro = sampleNode({ path: '/user-docs/intro', title: 'User', docId: 'user-docs/intro' })
const devPage = sampleNode({
  path: '/dev-docs/migration/v4/guide',
  title: 'Guide',
  docId: 'dev-docs/migration/v4/guide',
})
const userPage = sampleNode({
  path: '/user-docs/content-manager',
  title: 'CM',
  docId: 'user-docs/content-manager/intro',
})
const status = sampleNode({ path: '/status', kind: 'status', title: 'Status' })

describe('compileRoutePattern', () => {
  it('matches named segments and rest segments', () => {
    const rest = compileRoutePattern('/user-docs/:rest*')
    expect(['/user-docs', '/user-docs/a', '/user-docs/a/b'].every((p) => rest.test(p))).toBe(true)
    expect(rest.test('/user-docs-x')).toBe(false)
    const one = compileRoutePattern('/api/:name')
    expect(one.test('/api/rest')).toBe(true)
    expect(one.test('/api/rest/x')).toBe(false)
    expect(compileRoutePattern('/').test('/')).toBe(true)
    expect(compileRoutePattern('/a.b/*').test('/axb')).toBe(false)
  })
})

describe('isNavbarItemActive', () => {
  const devDocs = (current: typeof home) => isNavbarItemActive({ to: '/', current, target: home })
  const userGuide = (current: typeof home) => isNavbarItemActive({ to: '/user-docs/intro', current, target: userIntro })

  it('"Developer Docs" (/) is active on / and every /dev-docs page, not elsewhere', () => {
    expect(devDocs(home)).toBe(true)
    expect(devDocs(devPage)).toBe(true)
    expect(devDocs(userPage)).toBe(false)
    expect(devDocs(status)).toBe(false)
  })

  it('"User Guide" is active on every /user-docs page', () => {
    expect(userGuide(userIntro)).toBe(true)
    expect(userGuide(userPage)).toBe(true)
    expect(userGuide(home)).toBe(false)
  })

  it('uses activeMatch when given, and prefix matching otherwise', () => {
    expect(isNavbarItemActive({ to: '/', activeMatch: '/dev-docs/:rest*', current: devPage })).toBe(true)
    expect(isNavbarItemActive({ to: '/', activeMatch: '/dev-docs/:rest*', current: userPage })).toBe(false)
    expect(isNavbarItemActive({ to: '/user-docs', current: userPage })).toBe(true)
    expect(isNavbarItemActive({ to: '/', current: status })).toBe(false)
  })
})

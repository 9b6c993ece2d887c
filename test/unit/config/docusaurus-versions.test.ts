import { describe, expect, it } from 'vitest'
import { mapVersions } from '../../../src/config/docusaurus/map-versions.js'
import { writeSite } from '../../helpers/build-fixture.js'

// Issue 25: the docs plugin's versions with Docusaurus's defaults (paths, labels, banners).

const site = (versions: string[]) =>
  writeSite({
    'versions.json': JSON.stringify(versions),
    ...Object.fromEntries(versions.map((v) => [`versioned_docs/version-${v}/a.md`, '# A\n'])),
  })

describe('mapVersions', () => {
  it('puts the last version at the base, current at next, and banners newer and older versions', async () => {
    const rootDir = await site(['3.0', '2.0', '1.0'])
    const notes: string[] = []
    const mapped = mapVersions({ lastVersion: '2.0' }, { rootDir, note: (key) => notes.push(key), where: 'docs' })
    expect(mapped?.lastVersion).toBe('2.0')
    expect(mapped?.versions.map(({ name, label, path, banner }) => ({ name, label, path, banner }))).toEqual([
      { name: 'current', label: 'Next', path: 'next', banner: 'unreleased' },
      { name: '3.0', label: '3.0', path: '3.0', banner: 'unreleased' },
      { name: '2.0', label: '2.0', path: '', banner: 'none' },
      { name: '1.0', label: '1.0', path: '1.0', banner: 'unmaintained' },
    ])
    expect(mapped?.versions[1]).toMatchObject({
      contentDir: 'versioned_docs/version-3.0',
      sidebarsPath: expect.stringMatching(/versioned_sidebars\/version-3\.0-sidebars\.json$/),
    })
    expect(notes).toEqual([])
  })

  it('takes labels, paths, banners, badges and noIndex from `versions`, and notes what it does not know', async () => {
    const rootDir = await site(['1.0'])
    const notes: string[] = []
    const mapped = mapVersions(
      {
        onlyIncludeVersions: ['current', '1.0'],
        versions: {
          current: { label: 'Dev', path: '/dev/', badge: false },
          '1.0': { banner: 'none', noIndex: true, className: 'old' },
          '0.9': { label: 'Gone' },
        },
      },
      { rootDir, note: (key) => notes.push(key), where: 'docs' },
    )
    expect(mapped?.versions).toEqual([
      { name: 'current', label: 'Dev', path: 'dev', banner: 'unreleased', badge: false },
      expect.objectContaining({ name: '1.0', label: '1.0', path: '', banner: 'none', noIndex: true }),
    ])
    expect(notes).toEqual(['docs.versions.0.9 (no such version)', 'docs.versions.1.0.className'])
  })

  it('leaves a site without versions.json or version options to the default of one version', async () => {
    const rootDir = await writeSite({ 'docs/a.md': '# A\n' })
    expect(mapVersions({}, { rootDir, note: () => undefined, where: 'docs' })).toBeUndefined()
  })
})

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

  it('reads "current" in versions.json as the place of the current docs, as Docusaurus does', async () => {
    const rootDir = await writeSite({
      'versions.json': JSON.stringify(['2.0', 'current', '1.0']),
      'versioned_docs/version-2.0/a.md': '# A\n',
      'versioned_docs/version-1.0/a.md': '# A\n',
    })
    const mapped = mapVersions({}, { rootDir, note: () => undefined, where: 'docs' })
    expect(mapped?.lastVersion).toBe('2.0')
    expect(mapped?.versions.map(({ name, path, contentDir }) => ({ name, path, contentDir }))).toEqual([
      { name: '2.0', path: '', contentDir: 'versioned_docs/version-2.0' },
      { name: 'current', path: 'next', contentDir: undefined },
      { name: '1.0', path: '1.0', contentDir: 'versioned_docs/version-1.0' },
    ])
  })

  it('reports a repeated, empty or non-string entry of versions.json at its line', async () => {
    const rootDir = await writeSite({
      'versions.json': JSON.stringify(['2.0', '1.0', '1.0', '', 3], null, 2),
      'versioned_docs/version-2.0/a.md': '# A\n',
      'versioned_docs/version-1.0/a.md': '# A\n',
    })
    expect(() => mapVersions({}, { rootDir, note: () => undefined, where: 'docs' })).toThrow(
      expect.objectContaining({
        exitCode: 2,
        diagnostics: [
          {
            severity: 'error',
            code: 'config/invalid',
            file: 'versions.json',
            position: { line: 4, column: 3 },
            message: 'versions.json:4: version "1.0" is listed twice (first on line 3)',
            hint: 'Docusaurus builds one version per name: remove the repeated "1.0".',
          },
          expect.objectContaining({
            position: { line: 5, column: 3 },
            message: 'versions.json:5: "" is not a version name',
          }),
          expect.objectContaining({
            position: { line: 6, column: 3 },
            message: 'versions.json:6: version names are strings; found 3',
          }),
        ],
      }),
    )
  })

  it('refuses includeCurrentVersion: false without a released version, naming the option', async () => {
    const rootDir = await writeSite({ 'docs/a.md': '# A\n' })
    expect(() =>
      mapVersions({ includeCurrentVersion: false }, { rootDir, note: () => undefined, where: 'presets[0].docs' }),
    ).toThrow(
      expect.objectContaining({
        exitCode: 2,
        diagnostics: [
          expect.objectContaining({
            file: 'docusaurus.config.js',
            message:
              'docusaurus.config.js: presets[0].docs.includeCurrentVersion: includeCurrentVersion is false and versions.json lists no released version: there is no docs version to build',
            hint: expect.stringContaining('docusaurus docs:version'),
          }),
        ],
      }),
    )
  })

  it('makes the included version the last one when onlyIncludeVersions leaves one, as Docusaurus does', async () => {
    const rootDir = await site(['2.0', '1.0'])
    const mapped = mapVersions({ onlyIncludeVersions: ['1.0'] }, { rootDir, note: () => undefined, where: 'docs' })
    expect(mapped?.lastVersion).toBe('1.0')
    expect(mapped?.versions.map(({ name, path, banner }) => ({ name, path, banner }))).toEqual([
      { name: '1.0', path: '', banner: 'none' },
    ])
  })

  it('refuses a lastVersion that onlyIncludeVersions leaves out, or an unknown one', async () => {
    const rootDir = await site(['2.0', '1.0'])
    const at = { rootDir, note: () => undefined, where: 'docs' }
    expect(() => mapVersions({ onlyIncludeVersions: ['1.0'], lastVersion: '2.0' }, at)).toThrow(
      expect.objectContaining({
        diagnostics: [
          expect.objectContaining({
            message:
              'docusaurus.config.js: docs.lastVersion: lastVersion "2.0" is not among onlyIncludeVersions ("1.0")',
            hint: expect.stringContaining(
              'Docusaurus requires lastVersion to be one of the versions onlyIncludeVersions builds',
            ),
          }),
        ],
      }),
    )
    expect(() => mapVersions({ lastVersion: '2.1' }, at)).toThrow(
      expect.objectContaining({
        diagnostics: [
          expect.objectContaining({
            message: 'docusaurus.config.js: docs.lastVersion: lastVersion "2.1" is not a version of this site',
            hint: 'Did you mean "2.0"? The versions are "current", "2.0", "1.0".',
          }),
        ],
      }),
    )
    expect(() => mapVersions({ onlyIncludeVersions: ['3.0'] }, at)).toThrow(
      expect.objectContaining({
        diagnostics: [
          expect.objectContaining({
            message:
              'docusaurus.config.js: docs.onlyIncludeVersions: onlyIncludeVersions names "3.0", not a version of this site',
            hint: 'The versions are "current", "2.0", "1.0".',
          }),
        ],
      }),
    )
  })

  it('leaves a site without versions.json or version options to the default of one version', async () => {
    const rootDir = await writeSite({ 'docs/a.md': '# A\n' })
    expect(mapVersions({}, { rootDir, note: () => undefined, where: 'docs' })).toBeUndefined()
  })
})

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findSitePages } from '../../../src/scan/site-pages.js'

// Issue 25: the files of a pages folder that are pages, as Docusaurus's pages plugin includes and
// excludes them by default.

describe('findSitePages', () => {
  it('lists Markdown and component modules at any depth, without partials, tests and type declarations', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'docsgen-pages-'))
    const files = [
      'index.js',
      'index.module.css',
      'help.tsx',
      'about.md',
      'notes.mdx',
      'team/index.jsx',
      'team/members.ts',
      'team/types.d.ts',
      '_draft.md',
      '_parts/header.js',
      'home.test.js',
      '__tests__/home.js',
      '.hidden.md',
      'node_modules/pkg/index.js',
      'logo.svg',
      'readme.txt',
    ]
    for (const file of files) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true })
      await writeFile(path.join(root, file), 'x')
    }
    expect(await findSitePages(root)).toEqual([
      'about.md',
      'help.tsx',
      'index.js',
      'notes.mdx',
      'team/index.jsx',
      'team/members.ts',
    ])
  })

  it('has none for a missing folder', async () => {
    expect(await findSitePages(path.join(tmpdir(), 'docsgen-no-such-folder'))).toEqual([])
  })
})

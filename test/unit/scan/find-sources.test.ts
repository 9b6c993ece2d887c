import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fg from 'fast-glob'
import { describe, expect, it } from 'vitest'
import { findSources } from '../../../src/scan/scan.js'

describe('findSources', () => {
  it('finds what the fast-glob patterns it replaced found', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'docsgen-scan-'))
    const files = [
      'a/x.md',
      'a/b/y.mdx',
      'a/_category_.json',
      '.hidden/x/z.md',
      '.dot.md',
      'node_modules/p/q.md',
      'a/node_modules/r.md',
      '_part/s.md',
      'build/t.md',
      'static/u.md',
      'theme/v.md',
      'openapi/w.md',
      'dist/d.md',
      'realdir/in.md',
      'A.MD',
      'b.markdown',
      'c.md/inner.md',
      'top.md',
      'x.Md',
      '_category_.json',
    ]
    for (const file of files) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true })
      await writeFile(path.join(root, file), '# x\n')
    }
    await symlink(path.join(root, 'realdir'), path.join(root, 'linkdir'))
    await symlink(path.join(root, 'top.md'), path.join(root, 'link.md'))
    await symlink(path.join(root, 'missing.md'), path.join(root, 'broken.md'))
    const glob = (ignore: string[]) =>
      fg(['**/*.md', '**/*.mdx', '**/_category_.json'], {
        cwd: root,
        onlyFiles: true,
        dot: false,
        followSymbolicLinks: false,
        ignore,
      })
    expect((await findSources(root)).sort()).toEqual((await glob(['**/node_modules/**'])).sort())
    const rootIgnores = ['**/node_modules/**', 'build/**', 'dist/**', 'static/**', 'theme/**', 'openapi/**']
    const skip = new Set(['build', 'dist', 'static', 'theme', 'openapi'])
    expect((await findSources(root, skip)).sort()).toEqual((await glob(rootIgnores)).sort())
    expect(await findSources(path.join(root, 'nowhere'))).toEqual([])
  })
})

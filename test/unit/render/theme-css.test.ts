import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleThemeCss } from '../../../src/render/theme-css.js'

describe('bundleThemeCss', () => {
  it('follows @import, and with a cache folder reuses its result until an imported file changes', async () => {
    const theme = await mkdtemp(path.join(tmpdir(), 'docsgen-theme-css-'))
    const cacheDir = path.join(theme, 'cache')
    await writeFile(path.join(theme, 'styles.css'), '@import "./parts.css";\nbody { margin: 0 }\n')
    await writeFile(path.join(theme, 'parts.css'), 'a { color: red }\n')
    const first = await bundleThemeCss(theme, { cacheDir })
    expect(first.contents).toContain('color:red')
    expect(first.fileName).toMatch(/^assets\/styles\.[0-9a-f]{8}\.css$/)
    // What is stored is what comes back while the inputs are unchanged (edited here to tell it apart).
    const stored = path.join(cacheDir, 'theme-css.json')
    const record = JSON.parse(await readFile(stored, 'utf8')) as { value: string }
    await writeFile(stored, JSON.stringify({ ...record, value: `${record.value}/*stored*/` }))
    expect((await bundleThemeCss(theme, { cacheDir })).contents).toContain('/*stored*/')
    expect((await bundleThemeCss(theme)).contents).toBe(first.contents)
    await writeFile(path.join(theme, 'parts.css'), 'a { color: blue }\n')
    const changed = await bundleThemeCss(theme, { cacheDir })
    expect(changed.contents).toContain('color:#00f')
    expect(changed.fileName).not.toBe(first.fileName)
  })
})

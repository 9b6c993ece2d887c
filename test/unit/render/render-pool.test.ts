import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RENDER_BATCH, RenderPool, renderWorkerScript } from '../../../src/render/render-pool.js'
import type { PageProps } from '../../../theme/types.js'

// A stand-in theme: names the page and the size of its sidebar, and fails on one title.
const THEME = `
export const themeInfo = { name: 'test' }
export function renderPage(props) {
  if (props.title === 'boom') throw new Error('the theme failed')
  return '<p>' + props.title + ':' + (props.sidebar ? props.sidebar.items.length : '-') + '</p>'
}
`

describe('RenderPool', () => {
  it('renders pages sent in batches, each with its own sidebar and its own failure', async () => {
    const script = renderWorkerScript()
    expect(script, 'dist/render-worker.js is missing: run `npm run prepare`').toBeDefined()
    const themeFile = path.join(tmpdir(), `docsgen-test-theme-${process.pid}.mjs`)
    await writeFile(themeFile, THEME)
    const pool = new RenderPool(script ?? '', themeFile, 2)
    const sidebars = [{ items: [1, 2, 3] }, { items: [1, 2, 3, 4, 5] }]
    const count = RENDER_BATCH * 7 + 1
    const props = (i: number) =>
      ({
        title: i === 9 ? 'boom' : `p${i}`,
        ...(i % 3 === 2 ? {} : { sidebar: sidebars[i % 3] }),
      }) as unknown as PageProps
    const results = await Promise.allSettled(Array.from({ length: count }, (_, i) => pool.render(props(i))))
    await pool.close()
    results.forEach((result, i) => {
      if (i === 9) expect(result).toMatchObject({ status: 'rejected', reason: { message: 'the theme failed' } })
      else {
        const size = i % 3 === 2 ? '-' : String(sidebars[i % 3]?.items.length)
        expect(result).toMatchObject({ status: 'fulfilled', value: { html: `<p>p${i}:${size}</p>` } })
      }
    })
  })
})

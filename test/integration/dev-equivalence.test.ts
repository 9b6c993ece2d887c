import { afterAll, describe, expect, it } from 'vitest'
import { themeDirOf } from '../../src/cli/context.js'
import { type DevBuildEvent, type DevServer, startDevServer } from '../../src/serve/index.js'
import {
  type Built,
  type Edit,
  equivalenceSite,
  expectSameFiles,
  notServedAlike,
  servedFiles,
} from '../helpers/equivalence-site.js'

// Issue 26, "No output difference", for `docsgen serve`: after every kind of edit, told which
// files changed (as its watcher tells it), the dev server serves exactly what a cold
// `docsgen build` of the same input writes, file for file and byte for byte, but for the
// live-reload client it adds to each page. Every file is asked for, so pages rendered when first
// asked for and files made on request (search index, Markdown files) are compared too.

let server: DevServer | undefined
afterAll(async () => {
  await server?.close()
})

describe('the dev server serves what a cold build writes, after every kind of edit (issue 26)', () => {
  it('first build, body, body shown on a category page, heading, title, front matter, snippet, sidebar config, navbar config, theme file, rename, delete, add', async () => {
    const s = await equivalenceSite()
    const builds: DevBuildEvent[] = []
    const dev = await startDevServer({
      rootDir: s.rootDir,
      port: 0,
      themeDir: themeDirOf,
      buildDate: '2026-01-01',
      cache: 'memory',
      watch: false,
      onBuild: (event) => builds.push(event),
    })
    server = dev
    const served = (cold: Built) => servedFiles(dev.url, cold)
    const devEqualsCold = async (edit: Pick<Edit, 'what' | 'reports'>) => {
      const { what } = edit
      const cold = await s.cold(edit)
      const dev = await served(cold.built)
      expectSameFiles(what, dev, cold.built, notServedAlike)
      // The same problems reported, in the same order (a link pass that kept results of earlier builds too).
      expect(builds.at(-1)?.diagnostics, `${what}: diagnostics`).toEqual(cold.diagnostics)
      return dev
    }
    await devEqualsCold({ what: 'first build' })
    for (const { edit, make } of s.edits) {
      await make()
      await dev.rebuild(edit.changed.map(s.abs))
      edit.check(await devEqualsCold(edit))
    }
  }, 120_000)
})

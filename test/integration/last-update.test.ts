import { execFileSync } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mapDocusaurusConfig } from '../../src/config/docusaurus/map-config.js'
import { buildFixture, writeSite } from '../helpers/build-fixture.js'

// Issue 25: "Last updated on … by …" under each doc, from git, as Docusaurus's docs options
// `showLastUpdateTime` and `showLastUpdateAuthor` show it.

async function siteInGit(docs: string): Promise<string> {
  const rootDir = await writeSite({
    'site.config.ts': `export default { title: 'Updated', docs: { ${docs} } }\n`,
    'content/intro.md': '# Intro\n\nFirst words.\n',
    'content/guide/setup.md': '# Setup\n\nSteps.\n',
  })
  const git = (args: string[], date: string, author = 'Ada Park') =>
    execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=a@example.com', ...args], {
      cwd: rootDir,
      stdio: 'ignore',
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    })
  git(['init', '-q'], '2020-01-02T12:00:00Z')
  git(['add', '.'], '2020-01-02T12:00:00Z')
  git(['commit', '-q', '-m', 'first'], '2020-01-02T12:00:00Z')
  await writeFile(path.join(rootDir, 'content/guide/setup.md'), '# Setup\n\nSteps, revised.\n')
  git(['commit', '-q', '-am', 'revise'], '2023-11-26T09:00:00Z', 'Grace Hopper')
  return rootDir
}

const lastUpdated = (html: string) => /<p class="last-updated">([\s\S]*?)<\/p>/.exec(html)?.[1]

describe('the last update of each doc', () => {
  it('shows the date and the author of the last commit that changed the page', async () => {
    const rootDir = await siteInGit('showLastUpdateTime: true, showLastUpdateAuthor: true')
    const build = await buildFixture(rootDir)
    expect(build.result.ok).toBe(true)
    expect(lastUpdated(build.file('intro/index.html'))).toBe(
      'Last updated on <time dateTime="2020-01-02T12:00:00.000Z">Jan 2, 2020</time> by <b>Ada Park</b>',
    )
    expect(lastUpdated(build.file('guide/setup/index.html'))).toBe(
      'Last updated on <time dateTime="2023-11-26T09:00:00.000Z">Nov 26, 2023</time> by <b>Grace Hopper</b>',
    )
    await rm(rootDir, { recursive: true, force: true })
  })

  it('shows only what the config asks for, and nothing by default', async () => {
    const timeOnly = await siteInGit('showLastUpdateTime: true')
    expect(lastUpdated((await buildFixture(timeOnly)).file('intro/index.html'))).toBe(
      'Last updated on <time dateTime="2020-01-02T12:00:00.000Z">Jan 2, 2020</time>',
    )
    const neither = await siteInGit("contentDir: 'content'")
    expect((await buildFixture(neither)).file('intro/index.html')).not.toContain('last-updated')
    await rm(timeOnly, { recursive: true, force: true })
    await rm(neither, { recursive: true, force: true })
  })

  it('takes front matter last_update over git, field by field, as Docusaurus does', async () => {
    const rootDir = await siteInGit('showLastUpdateTime: true, showLastUpdateAuthor: true')
    await writeFile(
      path.join(rootDir, 'content/intro.md'),
      '---\nlast_update:\n  author: Team Docs\n---\n\n# Intro\n\nFirst words.\n',
    )
    await writeFile(
      path.join(rootDir, 'content/guide/setup.md'),
      '---\nlast_update:\n  date: 2019-03-04\n  author: Lin\n---\n\n# Setup\n',
    )
    // A page git has never seen, with a date only, and one with the date in milliseconds.
    await writeFile(
      path.join(rootDir, 'content/new.md'),
      "---\nlast_update: { date: '2021-05-06T10:00:00Z' }\n---\n\n# New\n",
    )
    await writeFile(
      path.join(rootDir, 'content/epoch.md'),
      '---\nlast_update: { date: 1620295200000 }\n---\n\n# Epoch\n',
    )
    const build = await buildFixture(rootDir)
    expect(build.result.ok, JSON.stringify(build.diagnostics)).toBe(true)
    // The author given, the date of the last commit (the edit above is not committed).
    expect(lastUpdated(build.file('intro/index.html'))).toBe(
      'Last updated on <time dateTime="2020-01-02T12:00:00.000Z">Jan 2, 2020</time> by <b>Team Docs</b>',
    )
    expect(lastUpdated(build.file('guide/setup/index.html'))).toBe(
      'Last updated on <time dateTime="2019-03-04T00:00:00.000Z">Mar 4, 2019</time> by <b>Lin</b>',
    )
    expect(lastUpdated(build.file('new/index.html'))).toBe(
      'Last updated on <time dateTime="2021-05-06T10:00:00.000Z">May 6, 2021</time>',
    )
    expect(lastUpdated(build.file('epoch/index.html'))).toBe(
      'Last updated on <time dateTime="2021-05-06T10:00:00.000Z">May 6, 2021</time>',
    )
    await rm(rootDir, { recursive: true, force: true })
  })

  it('rejects a last_update that is not a date and an author', async () => {
    const build = await buildFixture({
      'site.config.ts': "export default { title: 'Updated', docs: { showLastUpdateTime: true } }\n",
      'content/a.md': '---\nlast_update: yesterday\n---\n\n# A\n',
      'content/b.md': '---\nlast_update:\n  date: not a date\n---\n\n# B\n',
      'content/c.md': '---\nlast_update:\n  author: 3\n---\n\n# C\n',
      'content/d.md': "---\nlast_update:\n  author: ''\n---\n\n# D\n",
    })
    const errors = build.diagnostics.filter((d) => d.severity === 'error')
    expect(errors.map((d) => [d.file, d.code])).toEqual([
      ['content/a.md', 'frontmatter/invalid-type'],
      ['content/b.md', 'frontmatter/invalid-value'],
      ['content/c.md', 'frontmatter/invalid-type'],
      ['content/d.md', 'frontmatter/invalid-type'],
    ])
    expect(errors[0]?.message).toContain('front matter "last_update" must be a mapping with a date, an author or both')
  })

  it('is read from a Docusaurus config’s docs options', () => {
    const docs = (options: Record<string, unknown>) =>
      mapDocusaurusConfig({ presets: [['classic', { docs: options }]] }, '/site').config.docs as Record<string, unknown>
    expect(docs({ showLastUpdateTime: true, showLastUpdateAuthor: true })).toMatchObject({
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
    })
  })
})

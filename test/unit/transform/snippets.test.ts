import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMarkdownCompiler, type MarkdownCompiler } from '../../../src/transform/index.js'

let root: string
let compiler: MarkdownCompiler

async function put(rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true })
  await writeFile(path.join(root, rel), text)
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'docsgen-snippets-'))
  await put(
    'snippets/install-npm-yarn.md',
    '---\ntitle: x\n---\n\n## From the snippet\n\nSee [the CLI](../dev/cli.md).\n',
  )
  await put('_partials/broken.md', '---\ntitle: x\n---\n\nFine line.\n\n<Unknwn />\n')
  compiler = await createMarkdownCompiler({
    contentDir: 'content',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    codeThemes: { light: 'github-light', dark: 'github-dark' },
    sanitize: false,
    contentRoot: root,
  })
  // compileSync needs the grammars loaded; `compile` loads them itself.
  await compiler.loadLanguages(['js', 'jsx', 'ts', 'bash', 'json', 'yaml', 'php', 'python'])
})

const compile = (text: string) => compiler.compileSync({ source: 'dev/page.md', text })

describe('snippet includes from the content folder', () => {
  it('splices the snippet, records the dependency, and maps its headings and links to the include tag', () => {
    const page = compile(
      "---\ntitle: P\n---\nimport Install from '/snippets/install-npm-yarn.md'\n\nIntro.\n\n<Install />\n",
    )
    expect(page.html).toContain(
      '<h2 id="from-the-snippet">From the snippet<a class="hash-link" href="#from-the-snippet" aria-label="Direct link to From the snippet">#</a></h2>',
    )
    expect(page.dependencies).toEqual(['snippets/install-npm-yarn.md'])
    expect(page.headings).toEqual([
      { depth: 2, id: 'from-the-snippet', text: 'From the snippet', position: { line: 8, column: 1 } },
    ])
    expect(page.links[0]).toMatchObject({
      kind: 'markdown-file',
      targetSource: 'dev/cli.md',
      position: { line: 8, column: 1 },
    })
    expect(page.diagnostics).toEqual([])
  })

  it('names the including file and line of a missing snippet, with a did-you-mean', () => {
    const page = compile("---\ntitle: P\n---\n\nimport Install from '/snippets/install-npm-yran.md'\n\n<Install />\n")
    expect(page.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'includes/missing-snippet',
        message:
          'Snippet "/snippets/install-npm-yran.md" imported by dev/page.md does not exist (no file snippets/install-npm-yran.md)',
        hint: 'did you mean "/snippets/install-npm-yarn.md"?',
        file: 'content/dev/page.md',
        position: { line: 5, column: 1 },
      },
    ])
    // Every place looked in: the content folder, then the site's static/ folder and the site folder.
    expect(page.dependencies).toEqual([
      '../snippets/install-npm-yran.md',
      '../static/snippets/install-npm-yran.md',
      'snippets/install-npm-yran.md',
    ])
  })

  it('points problems inside a partial at the partial file', () => {
    const page = compile("import Broken from '../_partials/broken.md'\n\n<Broken />\n")
    expect(page.html).toContain('<p>Fine line.</p>')
    expect(page.diagnostics.map((d) => [d.code, d.file, d.position])).toEqual([
      ['components/unknown-component', 'content/_partials/broken.md', { line: 7, column: 1 }],
    ])
  })

  it('sees a snippet edited between builds (one compiler lives across dev-server rebuilds)', async () => {
    const text = "import Note from '/snippets/note.md'\n\n<Note />\n"
    await put('snippets/note.md', 'First version.\n')
    expect(compile(text).html).toContain('First version.')
    await put('snippets/note.md', 'Second, longer version.\n')
    const later = new Date(Date.now() + 5_000)
    await utimes(path.join(root, 'snippets/note.md'), later, later)
    expect(compile(text).html).toContain('Second, longer version.')
  })
})

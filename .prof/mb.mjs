// .prof/mb.ts
import { readFileSync } from 'node:fs'
import fg from 'fast-glob'
import { directiveFromMarkdown } from 'mdast-util-directive'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { directive } from 'micromark-extension-directive'
import { gfm } from 'micromark-extension-gfm'

var files = fg.sync('**/*.md', { cwd: '/tmp/corp/c300' }).map((f) => readFileSync(`/tmp/corp/c300/${f}`, 'utf8'))
var bytes = files.reduce((a, b) => a + b.length, 0)
console.log('pages', files.length, 'avg KB', (bytes / files.length / 1024).toFixed(1))
function time(name, fn) {
  for (let r = 0; r < 3; r++) {
    const t = performance.now()
    for (const f of files) fn(f)
    if (r === 2) console.log(name, ((performance.now() - t) / files.length).toFixed(2), 'ms/page')
  }
}
time('commonmark', (s) => fromMarkdown(s))
time('gfm', (s) => fromMarkdown(s, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }))
time('gfm+directive', (s) =>
  fromMarkdown(s, { extensions: [gfm(), directive()], mdastExtensions: [gfmFromMarkdown(), directiveFromMarkdown()] }),
)

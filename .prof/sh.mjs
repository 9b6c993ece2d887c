// .prof/sh.ts
import { readdirSync, readFileSync } from 'node:fs'
import { createCssVariablesTheme, createHighlighter } from 'shiki'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'

var dir = '/tmp/corp/c300'
var blocks = []
for (const f of readdirSync(dir, { recursive: true })) {
  if (!f.endsWith('.md')) continue
  const t = readFileSync(`${dir}/${f}`, 'utf8')
  for (const m of t.matchAll(/```(\w+)[^\n]*\n([\s\S]*?)```/g)) blocks.push({ lang: m[1], code: m[2] })
}
console.log(
  'blocks',
  blocks.length,
  'avg lines',
  (blocks.reduce((a, b) => a + b.code.split('\n').length, 0) / blocks.length).toFixed(1),
)
var langs = ['javascript', 'typescript', 'json', 'bash', 'yaml', 'shellscript']
var css = createCssVariablesTheme({ name: 'css-vars', variablePrefix: '--sh-' })
for (const [name, opts] of [
  ['oniguruma', {}],
  ['js-engine', { engine: createJavaScriptRegexEngine() }],
]) {
  const h = await createHighlighter({ themes: ['github-light-default', 'github-dark-default', css], langs, ...opts })
  const run = (label, fn) => {
    for (let r = 0; r < 2; r++) {
      const t = performance.now()
      for (const b of blocks) fn(b)
      if (r === 1) console.log(name, label, ((performance.now() - t) / blocks.length).toFixed(2), 'ms/block')
    }
  }
  run('dual', (b) =>
    h.codeToHast(b.code, {
      lang: b.lang,
      themes: { light: 'github-light-default', dark: 'github-dark-default' },
      defaultColor: false,
    }),
  )
  run('single', (b) => h.codeToHast(b.code, { lang: b.lang, theme: 'github-light-default' }))
  run('cssvars', (b) => h.codeToHast(b.code, { lang: b.lang, theme: 'css-vars' }))
  run('tokens-only', (b) => h.codeToTokensBase(b.code, { lang: b.lang, theme: 'github-light-default' }))
}

import { HtmlValidate } from 'html-validate'
import { expect, test } from 'vitest'
import { compileFixture } from './helpers.js'

test('the reference html is valid and accessible markup', async () => {
  const validator = new HtmlValidate({ extends: ['html-validate:recommended'] })
  for (const name of ['blog.yaml', 'cyclic.yaml']) {
    const report = await validator.validateString(`<main>${compileFixture(name).html}</main>`)
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))
    expect(messages).toEqual([])
  }
})

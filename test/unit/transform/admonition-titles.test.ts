import { describe, expect, it } from 'vitest'
import { normalizeAdmonitionTitles } from '../../../src/transform/admonition-titles.js'

describe('normalizeAdmonitionTitles', () => {
  it('turns the Docusaurus title form into a directive label', () => {
    expect(normalizeAdmonitionTitles(':::tip Pro tip\nx\n:::')).toBe(':::tip[Pro tip]\nx\n:::')
    expect(normalizeAdmonitionTitles('  - :::note In a list  \n')).toBe('  - :::note[In a list]\n')
    expect(normalizeAdmonitionTitles('> :::info Quoted')).toBe('> :::info[Quoted]')
    expect(normalizeAdmonitionTitles('::::danger Outer')).toBe('::::danger[Outer]')
  })

  it('leaves labels, attributes, plain closers and code fences alone', () => {
    const unchanged = [':::tip[Label]', ':::tip{#id}', ':::', '```md\n:::tip Title\n```', '~~~~\n:::tip Title\n~~~~']
    for (const text of unchanged) expect(normalizeAdmonitionTitles(text)).toBe(text)
  })

  it('resumes after a fence closes and keeps the line count', () => {
    const text = '```\n:::tip A\n```\n:::tip B\n'
    expect(normalizeAdmonitionTitles(text)).toBe('```\n:::tip A\n```\n:::tip[B]\n')
  })

  it('escapes brackets that do not pair up and keeps those that do', () => {
    expect(normalizeAdmonitionTitles(':::tip See [docs](x)')).toBe(':::tip[See [docs](x)]')
    expect(normalizeAdmonitionTitles(':::tip Odd ] bracket')).toBe(':::tip[Odd \\] bracket]')
  })
})

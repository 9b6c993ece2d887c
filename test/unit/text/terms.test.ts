import { describe, expect, it } from 'vitest'
import {
  compounds,
  countTerms,
  editDistance,
  phraseOf,
  shardOf,
  termOf,
  termsOf,
  words,
} from '../../../src/text/index.js'

describe('words', () => {
  it('lower-cases words and keeps where each starts', () => {
    expect(words('Hello, APP_KEYS!')).toEqual([
      { word: 'hello', start: 0, end: 5 },
      { word: 'app_keys', start: 7, end: 15 },
    ])
  })

  it('splits on hyphens and dots (compounds are found separately)', () => {
    expect(words('create-strapi-app 4.6.1').map((w) => w.word)).toEqual(['create', 'strapi', 'app', '4', '6', '1'])
  })
})

describe('termOf', () => {
  it('stems English words, so inflections meet', () => {
    expect(termOf('populating')).toBe(termOf('populate'))
    expect(termOf('webhooks')).toBe(termOf('webhook'))
    expect(termOf('configuration')).toBe(termOf('configurations'))
  })

  it('keeps names, numbers, compounds and short words as they are', () => {
    expect(termOf('app_keys')).toBe('app_keys')
    expect(termOf('v4')).toBe('v4')
    expect(termOf('4.6.1')).toBe('4.6.1')
    expect(termOf('create-strapi-app')).toBe('create-strapi-app')
    expect(termOf('api')).toBe('api')
  })
})

describe('termsOf', () => {
  it('leaves stop words out and adds each compound whole', () => {
    expect(termsOf('Run the create-strapi-app installer')).toEqual([
      'run',
      'creat',
      'strapi',
      'app',
      termOf('installer'),
      'create-strapi-app',
    ])
  })
})

describe('countTerms', () => {
  it('counts each term as often as termsOf gives it, across texts and calls', () => {
    const texts = [
      'Run the create-strapi-app installer, then run it again: the installers populate APP_KEYS.',
      'Populating relations with populate=* in 4.6.1; strapi.entityService.findMany() works too.',
      'Ünïcode wörter, 東京 and the end. A sentence.End is not a compound of two words-.',
    ]
    const expected = new Map<string, number>()
    for (const term of termsOf(texts.join('\n'))) expected.set(term, (expected.get(term) ?? 0) + 1)
    expect(Object.fromEntries(countTerms(texts))).toEqual(Object.fromEntries(expected))
    // Words seen before are found in the table, and every count starts again at zero.
    expect(Object.fromEntries(countTerms(texts))).toEqual(Object.fromEntries(expected))
    expect(countTerms([...texts, ...texts]).get('run')).toBe(2 * (expected.get('run') ?? 0))
    expect(countTerms(['Webhooks']).get('run')).toBeUndefined()
  })

  it('keeps counting right past the word table growing and starting afresh', () => {
    // 250,000 distinct words: the table doubles many times and is cleared past 200,000 words.
    const many = Array.from({ length: 250 }, (_, t) =>
      Array.from({ length: 1000 }, (_, w) => `word${t}x${w} word${t}x${w} webhook`).join(' '),
    )
    const counted = countTerms(many)
    expect(counted.size).toBe(250_001)
    expect(counted.get('word7x123')).toBe(2)
    expect(counted.get('webhook')).toBe(250_000)
    expect(Object.fromEntries(countTerms(['Webhooks and webhook runs']))).toEqual({ webhook: 2, run: 1 })
  })
})

describe('compounds', () => {
  it('finds words joined by hyphens or dots, not sentence ends', () => {
    expect(compounds('Use strapi.entityService.findMany. Then next-js.').map((c) => c.word)).toEqual([
      'strapi.entityservice.findmany',
      'next-js',
    ])
  })
})

describe('phraseOf', () => {
  it('joins the words of a short heading, and gives nothing for one word or a long text', () => {
    expect(phraseOf('`strapi develop`')).toBe('strapi develop')
    expect(phraseOf('Database')).toBeUndefined()
    expect(phraseOf('one two three four five six seven')).toBeUndefined()
  })
})

describe('shardOf', () => {
  it('uses two characters, or three for the prefixes split further', () => {
    expect(shardOf('middlewar', new Set())).toBe('mi')
    expect(shardOf('middlewar', new Set(['mid']))).toBe('mid')
    expect(shardOf('mi', new Set(['mid']))).toBe('mi')
  })
})

describe('editDistance', () => {
  it('counts one edit for a missing, extra, wrong or swapped letter', () => {
    expect(editDistance('middelware', 'middleware', 1)).toBe(1)
    expect(editDistance('webhok', 'webhook', 1)).toBe(1)
    expect(editDistance('databse', 'database', 1)).toBe(1)
    expect(editDistance('same', 'same', 1)).toBe(0)
  })

  it('stops early once the distance exceeds the limit', () => {
    expect(editDistance('controller', 'service', 1)).toBe(2)
    expect(editDistance('a', 'abcdef', 1)).toBe(2)
  })
})

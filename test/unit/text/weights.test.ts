import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SEARCH_WEIGHTS } from '../../../src/model/index.js'
import { countTerms, phraseOf, termsOf, termWeights } from '../../../src/text/index.js'

type Input = Parameters<typeof termWeights>[0]

/**
 * What a page's terms weigh, said the plain way: terms as `termsOf` gives them, added up in maps.
 * `termWeights` counts by term number in one scan; it must give the same weights.
 */
function expectedWeights(input: Input): Map<string, number> {
  const weights = new Map<string, number>()
  const add = (term: string, weight: number) => weights.set(term, (weights.get(term) ?? 0) + weight)
  for (const term of new Set(termsOf(input.titles.join(' ')))) add(term, SEARCH_WEIGHTS.title)
  for (const term of new Set(termsOf(input.description))) add(term, SEARCH_WEIGHTS.description)
  const headings = new Map<string, number>()
  for (const { heading } of input.sections) {
    for (const term of new Set(termsOf(heading))) headings.set(term, (headings.get(term) ?? 0) + SEARCH_WEIGHTS.heading)
  }
  for (const [term, weight] of headings) add(term, Math.min(weight, SEARCH_WEIGHTS.maxHeading))
  const counts = new Map<string, number>()
  for (const { text } of input.sections) for (const term of termsOf(text)) counts.set(term, (counts.get(term) ?? 0) + 1)
  for (const [term, count] of counts) add(term, Math.min(count * SEARCH_WEIGHTS.body, SEARCH_WEIGHTS.maxBody))
  const phrases: [string, number][] = [
    ...input.sections.map(({ heading }): [string, number] => [heading, SEARCH_WEIGHTS.headingPhrase]),
    ...input.titles.map((title): [string, number] => [title, SEARCH_WEIGHTS.titlePhrase]),
  ]
  for (const [text, weight] of phrases) {
    const term = phraseOf(text)
    if (term !== undefined) weights.set(term, Math.max(weights.get(term) ?? 0, weight))
  }
  return weights
}

const weighed = (input: Input): Map<string, number> => {
  const { terms, weights } = termWeights(input)
  expect(terms).toHaveLength(weights.length)
  expect(new Set(terms).size).toBe(terms.length)
  return new Map(terms.map((term, i) => [term, weights[i] as number]))
}

describe('termWeights', () => {
  it('weighs titles, description, headings, text and phrases', () => {
    const weights = weighed({
      titles: ['Database configuration', 'Database configuration'],
      description: 'Configure the database connection.',
      sections: [
        { heading: '', text: 'The database file lives in ./config/database.js.' },
        { heading: 'Configuration object', text: 'Set DATABASE_CLIENT and run strapi develop.' },
      ],
    })
    expect(weights).toEqual(
      expectedWeights({
        titles: ['Database configuration', 'Database configuration'],
        description: 'Configure the database connection.',
        sections: [
          { heading: '', text: 'The database file lives in ./config/database.js.' },
          { heading: 'Configuration object', text: 'Set DATABASE_CLIENT and run strapi develop.' },
        ],
      }),
    )
    // Title (48) + description (10) + text (two uses: 4).
    expect(weights.get('databas')).toBe(62)
    expect(weights.get('database_client')).toBe(SEARCH_WEIGHTS.body)
    expect(weights.get('database.js')).toBe(SEARCH_WEIGHTS.body)
    expect(weights.get('database configuration')).toBe(SEARCH_WEIGHTS.titlePhrase)
    expect(weights.get('configuration object')).toBe(SEARCH_WEIGHTS.headingPhrase)
    expect(weights.has('the')).toBe(false)
  })

  it('reads words as termsOf does: underscores, joiners, digits, case, text outside ASCII', () => {
    const texts = [
      'APP_KEYS, __init__, _private_, a__b, x_ and _y; ADMIN_JWT_SECRET=abc',
      'create-strapi-app 4.6.2 strapi.entityService.findMany() -- a-.b .leading trailing. -x- 1.2.3.',
      'Populating POPULATE populated; WebHooks webhook’s naïve café İstanbul straße ΣΊΣΥΦΟΣ 数据库 😀 ok',
      'tabs\tand\u00a0spaces    and\nlines\n\nmore-lines_here',
      '',
      '.-_',
    ]
    for (const text of texts) {
      const input: Input = { titles: [text, ''], description: text, sections: [{ heading: text, text }] }
      expect(weighed(input), text).toEqual(expectedWeights(input))
    }
  })

  it('weighs every page of this site as the plain way does', () => {
    const root = path.resolve('content')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'))
    expect(files.length).toBeGreaterThan(150)
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8')
      // Sections cut at `##` lines stand in for compiled sections: the scan sees the same characters.
      const sections = text.split(/^## /m).map((part) => {
        const [heading = '', ...rest] = part.split('\n')
        return { heading, text: rest.join('\n') }
      })
      const input: Input = { titles: [file, sections[0]?.heading ?? ''], description: text.slice(0, 160), sections }
      expect(weighed(input), file).toEqual(expectedWeights(input))
    }
  })

  it('keeps its tables clean between pages: a page weighs the same before and after others', () => {
    const page: Input = {
      titles: ['Webhooks', ''],
      description: 'Events',
      sections: [{ heading: 'Events', text: 'entry.create entry.update' }],
    }
    const first = weighed(page)
    weighed({
      titles: ['Other page'],
      description: 'Webhooks events',
      sections: [{ heading: 'Entry', text: 'webhooks '.repeat(50) }],
    })
    expect(weighed(page)).toEqual(first)
  })

  it('starts afresh after a page that failed half-way, so its counts do not leak into the next', () => {
    const broken = { titles: ['Webhooks zebra'], description: undefined, sections: [] } as unknown as Input
    expect(() => termWeights(broken)).toThrow()
    const page: Input = { titles: ['Webhooks', ''], description: 'zebra', sections: [] }
    expect(weighed(page)).toEqual(expectedWeights(page))
  })

  it('counts terms the same way', () => {
    expect(countTerms(['Populate populating the API_TOKEN', 'api_token x.y'])).toEqual(
      new Map([
        ['popul', 2],
        ['api_token', 2],
        ['x', 1],
        ['y', 1],
        ['x.y', 1],
      ]),
    )
  })
})

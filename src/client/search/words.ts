import { SEARCH_WORDS, SEARCH_WORDS_ATTR, type SearchWordName, type SearchWords } from '../../model/search-words.js'

// The words of search in the page's language: a translated locale's, which the search dialog
// carries (`data-search-words`), else English.

let read: { json: string; words: SearchWords } | undefined

/** The translated locale's word `name`, if the page has one. */
export function translatedWord(name: SearchWordName): string | undefined {
  const json = document.querySelector('dialog[data-search-modal]')?.getAttribute(SEARCH_WORDS_ATTR) ?? ''
  if (read?.json !== json) {
    let words: SearchWords = {}
    try {
      const value: unknown = json === '' ? {} : JSON.parse(json)
      if (typeof value === 'object' && value !== null) words = value as SearchWords
    } catch {
      // A page with broken words shows English ones.
    }
    read = { json, words }
  }
  const word = read.words[name]
  return typeof word === 'string' ? word : undefined
}

/** The word `name` in the page's language. */
export function searchWord(name: keyof typeof SEARCH_WORDS): string {
  return translatedWord(name) ?? SEARCH_WORDS[name]
}

/**
 * A message of plural forms (`One document found|{count} documents found`) for `count`, as
 * Docusaurus's usePluralForm picks the form: by the plural category of the page's language, in the
 * order zero, one, two, few, many, other (those the language has); the last form where fewer are
 * given. `{count}` is replaced.
 */
export function pluralWord(message: string, count: number): string {
  const forms = message.split('|')
  let index = count === 1 ? 0 : 1
  try {
    const rules = new Intl.PluralRules(document.documentElement.lang || undefined)
    const categories: readonly string[] = rules.resolvedOptions().pluralCategories
    const order = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((c) => categories.includes(c))
    index = order.indexOf(rules.select(count))
  } catch {
    // No plural rules for the language: English's one and other.
  }
  const form = forms.length === 1 ? forms[0] : forms[Math.min(Math.max(index, 0), forms.length - 1)]
  return (form ?? '').replaceAll('{count}', String(count))
}

// Text analysis shared by the search index (built with the site) and the search client (in the
// browser): words, English stems, stop words, shard keys, typo distance. Plain code: the client
// bundle includes it.

export { countTerms } from './term-counter.js'
export {
  compounds,
  editDistance,
  phraseOf,
  STOP_WORDS,
  shardOf,
  termOf,
  termsOf,
  words,
} from './terms.js'
export { type SearchTerms, termWeights } from './weights.js'

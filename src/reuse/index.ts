// Every cache, memo and reuse decision of a run, owned by one object that the pipeline hands to the
// stages it speeds up. "No reuse" is a value of it (`noReuse()`), not a dozen optional fields.

export {
  noReuse,
  otherLocaleFolders,
  type PageReuse,
  type Reuse,
  reuseForBuild,
  reuseForCheck,
  reuseForDevServer,
} from './reuse.js'
export {
  type KeptBuild,
  recordBuild,
  type SiteInputs,
  type SiteKey,
  siteKeyOf,
  UpToDate,
} from './up-to-date.js'

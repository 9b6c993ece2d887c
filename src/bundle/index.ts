export { bundleClient, type ClientAsset, type ClientBundle, clientEntry, contentHash } from './bundle-client.js'
export { ENTRY_BUDGET_GZIP_BYTES, type EntrySize, measureClientEntry } from './entry-size.js'

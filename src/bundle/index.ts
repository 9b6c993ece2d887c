// The bundle stage: docsgen's client script (src/client/) in, the hashed entry module and the
// island chunks it loads on demand out (ClientBundle), with the entry's size budget checked.
export { bundleClient, type ClientAsset, type ClientBundle, clientEntry, contentHash } from './bundle-client.js'
export { ENTRY_BUDGET_GZIP_BYTES, type EntrySize, measureClientEntry } from './entry-size.js'

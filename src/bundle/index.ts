export { bundleClient, type ClientAsset, type ClientBundle, clientEntry, contentHash } from './bundle-client.js'

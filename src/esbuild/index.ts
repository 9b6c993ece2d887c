// esbuild, shared by the stages that bundle (the config, the client script, the theme): loaded on
// first use, and its products kept on disk between runs while their inputs do not change.
export { type BundleCacheEntry, cachedBundle } from './cached-bundle.js'
export { esbuildVersion, loadEsbuild } from './load.js'

import docusaurus from './docusaurus.js'
import starlight, { starlightNode20 } from './starlight.js'
import vitepress from './vitepress.js'

/** Every peer run by `--peers`, in the order they are run (alternating with docsgen within each run). */
export const PEERS = [docusaurus, vitepress, starlight]

/** Peers run only when named (`--peers=starlight-node20`): older lines, kept for comparison. */
export const EXTRA_PEERS = [starlightNode20]

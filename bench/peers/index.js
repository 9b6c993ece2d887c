import docusaurus from './docusaurus.js'
import starlight from './starlight.js'
import vitepress from './vitepress.js'

/** Every peer, in the order they are run (alternating with docsgen within each run). */
export const PEERS = [docusaurus, vitepress, starlight]

import { setupColorMode } from './color-mode.js'

// The page is complete without this script; it only adds behaviour to marked elements.
setupColorMode()

import { readFileSync } from 'node:fs'
import { DocsgenError } from '../../diagnostics/index.js'

/**
 * A JSON file of a Docusaurus site (a sidebars file, a translation file), parsed; a config error
 * naming it (exit 2) when it is not JSON. `rel`: its path from the site folder, for the message.
 */
export function readJsonFile(
  abs: string,
  rel: string,
  hint = 'Fix the JSON; Docusaurus would not read it either.',
): unknown {
  try {
    return JSON.parse(readFileSync(abs, 'utf8'))
  } catch (error) {
    throw new DocsgenError(
      {
        severity: 'error',
        code: 'config/syntax',
        file: rel,
        message: `${rel}: not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
        hint,
      },
      { cause: error, exitCode: 2 },
    )
  }
}

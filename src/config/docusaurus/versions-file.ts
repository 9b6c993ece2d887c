import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DocsgenError, DocsgenErrors } from '../../diagnostics/index.js'
import type { Diagnostic, Position } from '../../model/diagnostic.js'

// versions.json, the released versions of a Docusaurus site (newest first), checked as Docusaurus
// reads it: an array of non-empty strings, each with its folder `versioned_docs/version-<name>/`.
// Problems point at the entry's line, since that is the line to change.

const FILE = 'versions.json'

/** The name Docusaurus gives the docs folder's version; in versions.json it places that version. */
export const CURRENT_VERSION = 'current'

/** The names in `versions.json` (newest first), or none when there is no such file. */
export function readVersionsFile(rootDir: string): string[] {
  const file = path.join(rootDir, FILE)
  if (!existsSync(file)) return []
  const text = readFileSync(file, 'utf8')
  let list: unknown
  try {
    list = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw versionsError(
      `${FILE}: not valid JSON: ${reason}`,
      'Fix the JSON; Docusaurus would not read it either.',
      error,
    )
  }
  if (!Array.isArray(list)) {
    throw versionsError(
      `${FILE}: expected an array of version names (["2.0", "1.0"])`,
      'List the released versions, newest first, as strings.',
    )
  }
  const starts = entryStarts(text)
  const problems: Diagnostic[] = []
  const seen = new Map<string, number>()
  list.forEach((name: unknown, i) => {
    const position = starts[i]
    const problem = entryProblem(name, seen, position)
    if (problem) problems.push(entryError(problem, position))
    if (typeof name === 'string' && !seen.has(name)) seen.set(name, position?.line ?? i + 1)
  })
  if (problems.length > 0) throw new DocsgenErrors(problems, 2)
  const names = list as string[]
  for (const name of names) {
    if (name === CURRENT_VERSION) continue
    if (!existsSync(path.join(rootDir, 'versioned_docs', `version-${name}`))) {
      throw versionsError(
        `${FILE}: version "${name}" has no folder versioned_docs/version-${name}`,
        `Restore the folder (Docusaurus makes it with "docusaurus docs:version ${name}"), or remove "${name}" from ${FILE}.`,
      )
    }
  }
  return names
}

/** What is wrong with one entry, as Docusaurus would refuse it (a name listed twice would make two versions of one name). */
function entryProblem(
  name: unknown,
  seen: ReadonlyMap<string, number>,
  position: Position | undefined,
): { message: string; hint: string } | undefined {
  if (typeof name !== 'string') {
    return {
      message: `version names are strings; found ${JSON.stringify(name) ?? typeof name}`,
      hint: 'Write the version name in quotes ("1.0"), as "docusaurus docs:version" does.',
    }
  }
  if (name.trim() === '') {
    return {
      message: `${JSON.stringify(name)} is not a version name`,
      hint: 'Remove the entry, or write the released version\'s name ("1.0").',
    }
  }
  const first = seen.get(name)
  if (first !== undefined) {
    return {
      message: `version "${name}" is listed twice${position && first !== position.line ? ` (first on line ${first})` : ''}`,
      hint: `Docusaurus builds one version per name: remove the repeated "${name}".`,
    }
  }
  return undefined
}

function entryError(problem: { message: string; hint: string }, position: Position | undefined): Diagnostic {
  const where = position ? `${FILE}:${position.line}` : FILE
  return {
    severity: 'error',
    code: 'config/invalid',
    file: FILE,
    ...(position ? { position } : {}),
    message: `${where}: ${problem.message}`,
    hint: problem.hint,
  }
}

/** Where each entry of the (valid JSON) top-level array in `text` begins. */
function entryStarts(text: string): Position[] {
  const starts: Position[] = []
  let line = 1
  let lineStart = 0
  let depth = 0
  let expectValue = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '\n') {
      line++
      lineStart = i + 1
      continue
    }
    if (c === ' ' || c === '\t' || c === '\r') continue
    if (depth === 1 && expectValue && c !== ']') {
      starts.push({ line, column: i - lineStart + 1 })
      expectValue = false
    }
    if (c === '"') {
      // Skip the string (escapes included); no newline can be in it.
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++
    } else if (c === '[' || c === '{') {
      depth++
      if (depth === 1) expectValue = true
    } else if (c === ']' || c === '}') depth--
    else if (c === ',' && depth === 1) expectValue = true
  }
  return starts
}

function versionsError(message: string, hint: string, cause?: unknown): DocsgenError {
  const diagnostic = { severity: 'error' as const, code: 'config/invalid', file: FILE, message, hint }
  return new DocsgenError(diagnostic, { cause, exitCode: 2 })
}

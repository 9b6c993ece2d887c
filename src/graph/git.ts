import { execFileSync } from 'node:child_process'

/** Git without what a user's config may add to `git log`'s output. */
const GIT = ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false']

/** `git` in `cwd`, its output, or undefined when it fails (no git, not a repository). */
export function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', [...GIT, ...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    })
  } catch {
    return undefined
  }
}

/**
 * `git log -z --name-only` of a folder, as (commit fields, files) pairs, newest commit first:
 * `format` is a `--format` whose fields are separated by `%x1f`; files relative to the folder.
 */
export function commitsWithFiles(dir: string, args: readonly string[], format: string): [string[], string[]][] {
  const out = git(dir, ['log', '-z', `--format=${format}`, '--name-only', '--relative', ...args, '--', '.'])
  const commits: [string[], string[]][] = []
  // NUL-separated: each commit's fields, then its files (the first after a line feed).
  for (const token of out?.split('\0') ?? []) {
    const text = token.replace(/^\n/, '')
    if (text.includes('\x1f')) commits.push([text.split('\x1f'), []])
    else if (text !== '') commits.at(-1)?.[1].push(text)
  }
  return commits
}

/** The commit checked out in `cwd` (`git rev-parse HEAD`), or undefined without git or a repository. */
export function gitHead(cwd: string): string | undefined {
  return git(cwd, ['rev-parse', 'HEAD'])?.trim()
}

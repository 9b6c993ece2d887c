// What a reader reads on a page, measured from its Markdown source: the words of its prose
// (code, tables, tags, link targets and front matter left out) and whether it shows an example.

const FENCE = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\S\n]*$/gm

/** The page's prose: no front matter, imports, fenced code, tables, tags, admonition fences or link targets. */
export function proseOf(markdown: string): string {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(FENCE, ' ')
    .split('\n')
    .filter((line) => !/^\s*(\||import\s|export\s|:::)/.test(line))
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/\]\([^)\s]*\)/g, ']')
}

/** Words of prose (numbers and words with inner apostrophes or hyphens count as one). */
export function proseWords(markdown: string): number {
  return proseOf(markdown).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0
}

/** Whether the page holds a worked example: code, an API call, or a numbered procedure of three steps or more. */
export function hasExample(markdown: string): boolean {
  if (FENCE.test(markdown)) return true
  FENCE.lastIndex = 0
  if (/<ApiCall[\s>]/.test(markdown)) return true
  const steps = markdown.replace(FENCE, ' ').match(/^\s*\d+\.\s+\S/gm) ?? []
  return steps.length >= 3
}

/** Placeholder wording that must never ship. */
export const PLACEHOLDER = /\bTODO\b|\bTBD\b|lorem ipsum|\blorem\b|coming soon|to be written|more to come/i

/**
 * The files for machines the llms stage writes at the site's root, besides each page's Markdown
 * form (`RouteNode.markdownFile`): the llms.txt convention's index and the whole site in one file.
 */
export const LLMS_FILES = { index: 'llms.txt', full: 'llms-full.txt' } as const

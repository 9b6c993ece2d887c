import { type BlogFeedInput, blogFeedFiles, blogFeedKey, renderBlogFeeds } from '../render/index.js'
import type { LazySiteFiles } from './render-and-write.js'

/** The blog's RSS and Atom feeds, made from its posts' final bodies when `blogFeedKey` changed. */
export function blogFeedSiteFiles(input: BlogFeedInput): LazySiteFiles {
  let key: string | undefined
  const files = new Set(blogFeedFiles(input.config))
  return {
    name: 'feeds',
    get key() {
      key ??= blogFeedKey(input)
      return key
    },
    start: () => ({
      page: async () => {},
      finish: async (out) => {
        for (const file of renderBlogFeeds(input)) await out.emit(file)
      },
    }),
    memo: undefined,
    covers: (path) => files.has(path),
  }
}

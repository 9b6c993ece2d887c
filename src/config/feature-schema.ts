import * as z from 'zod'

// Two settings of the site config (schema.ts) with many options of their own: the search index
// (`search`) and the OpenAPI reference pages (`openapi`).

/** Defaults of an OpenAPI reference page (the original site's Redoc settings). */
export const OPENAPI_DEFAULTS = { sidebarWidth: 300, primaryColor: '#4945FF' } as const

/** The local search index and search page (`search` in the config). */
export const searchSchema = z
  .strictObject({
    /** Build the local search index and search page. @default true */
    enabled: z.boolean().default(true),
    /** Headings of this level and above (h2…hN) start a new search record; deeper ones stay in it. @default 3 */
    maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    /**
     * A regular expression: results whose URL matches it open as full page loads (pages of
     * another site, or outside docsgen's client-side navigation); all others are local paths.
     * @default undefined
     */
    externalUrlPattern: z
      .string()
      .refine(
        (pattern) => {
          try {
            new RegExp(pattern)
            return true
          } catch {
            return false
          }
        },
        { message: 'must be a valid regular expression' },
      )
      .optional(),
    /**
     * What "Try searching for" offers when a query finds nothing.
     * @default the labels of the first sidebar's top-level items (up to four)
     */
    suggestions: z.array(z.string().min(1)).optional(),
  })
  .prefault({})

/** One OpenAPI document rendered as an API reference page (an entry of `openapi` in the config). */
export const openapiSchema = z.strictObject({
  /** File inside the site root (`openapi/rest.yaml`). */
  spec: z.string(),
  /** Route of the reference page. @default '/openapi/' */
  route: z.string().default('/openapi/'),
  /** Width of the reference sidebar in px. @default 300 */
  sidebarWidth: z.number().int().positive().default(OPENAPI_DEFAULTS.sidebarWidth),
  /** Primary colour of the reference page. @default '#4945FF' */
  primaryColor: z.string().default(OPENAPI_DEFAULTS.primaryColor),
  /**
   * Render raw HTML written in the document's descriptions; otherwise it is shown as text
   * (a document from another team or generated from code is not trusted). @default false
   */
  trusted: z.boolean().default(false),
  /**
   * Errors in the document: `throw` fails the build; `warn` prints them as warnings and builds
   * the page from what could be read, with the rest of the site. @default 'throw'
   */
  onInvalid: z.enum(['warn', 'throw']).default('throw'),
})

import * as z from 'zod'
import { DEFAULT_MAGIC_COMMENTS } from '../model/magic-comments.js'

// The site config's `markdown` (schema.ts): how pages are read and their code blocks shown.

/** A code block's language as a fence names it (`js`, `c++`, `objective-c`, `f#`): one word. */
export const LANGUAGE_NAME = /^[\w#+.-]+$/

/** One kind of magic comment (Docusaurus's `themeConfig.prism.magicComments` entry). */
export const magicCommentSchema = z
  .strictObject({
    /** Class(es) of the lines it marks (`theme-code-block-highlighted-line`: the theme's highlighted line). */
    className: z
      .string()
      .regex(/^[\w-]+(?: [\w-]+)*$/, 'must be class names (letters, digits, - and _), space-separated'),
    /** The comment that marks the line after it (`highlight-next-line`). */
    line: z.string().min(1).optional(),
    /** The comments around the lines it marks (`highlight-start`, `highlight-end`). */
    block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
  })
  .refine((comment) => comment.line !== undefined || comment.block !== undefined, {
    message: 'needs `line` or `block` (or both)',
  })

/** A Prism theme (`PrismTheme`): prism-react-renderer's shape, CSS properties in camelCase. */
const prismStyleSchema = z.record(z.string(), z.union([z.string(), z.number()]))
export const prismThemeSchema = z.object({
  plain: prismStyleSchema,
  styles: z.array(
    z.object({ types: z.array(z.string()), style: prismStyleSchema, languages: z.array(z.string()).optional() }),
  ),
})

/** `markdown` in the site config. */
export const markdownSchema = z
  .strictObject({
    /** Sanitise raw HTML in Markdown (for sites taking content from untrusted writers). @default false */
    sanitize: z.boolean().default(false),
    /**
     * Code colours in light mode: `'css-variables'` (token classes coloured by the theme's CSS,
     * one highlighting pass, smallest HTML) or a shiki theme name such as `'github-light-default'`.
     * @default 'css-variables'
     */
    codeThemeLight: z.string().default('css-variables'),
    /** Code colours in dark mode (see codeThemeLight). @default 'css-variables' */
    codeThemeDark: z.string().default('css-variables'),
    /**
     * How headings get their ids. `'docsgen'`: a GitHub-style slug of the heading's trimmed text,
     * `h-` before ids that could shadow a page global (`h-constructor`). `'docusaurus'`: exactly
     * as Docusaurus makes them, so deep links into a Docusaurus site keep working: github-slugger
     * over the heading's text with the tags in it left out (a badge after the text leaves its
     * space: `## SSO <GoldBadge />` is `sso-`), no prefix. Both honour `{#id}` and number repeats
     * `-1`, `-2`. @default 'docsgen'
     */
    headingIds: z.enum(['docsgen', 'docusaurus']).default('docsgen'),
    /**
     * Which MDX reads the pages. `'mdx1'` (docsgen's own, and Docusaurus 2's): CommonMark, where
     * four spaces of indentation start a code block. `'mdx3'` (Docusaurus 3's): indentation never
     * makes code, so JSX and Markdown nested and indented inside components keep their meaning,
     * and a string written as an expression (`{'<value>'}`) is its text wherever it is.
     * `'detect'` (Docusaurus 3's `markdown.format: 'detect'`): `.mdx` files as MDX 3, others as
     * `'mdx1'` reads them.
     * @default 'mdx1' (a Docusaurus 3 site: 'mdx3'; 'detect' or 'mdx1' as its markdown.format says)
     */
    dialect: z.enum(['mdx1', 'mdx3', 'detect']).default('mdx1'),
    /**
     * Where a `.md` link's file is looked for. `'docsgen'`: beside the page, or for `/a.md` in the
     * content folder. `'docusaurus'` (Docusaurus 2 to 3.8): a bare `a.md` in the docs folder, the
     * site's folder, then beside the page; `./` and `../` links beside the page only; `/a.md` in
     * the docs folder, then the site's; `@site/docs/a.md` from the site's folder.
     * `'docusaurus-3.9'` (3.9 and later): the same, but a bare link beside the page first.
     * @default 'docsgen' (a Docusaurus site: as the version of Docusaurus it uses)
     */
    markdownLinks: z.enum(['docsgen', 'docusaurus', 'docusaurus-3.9']).default('docsgen'),
    /**
     * The classes an admonition carries besides its own. `'docusaurus-2'`, `'docusaurus-3'`: those
     * of Docusaurus's classic theme too (`theme-admonition theme-admonition-tip alert
     * alert--success`), which a Docusaurus site's CSS is written against, with `warning` coloured
     * as that version shows it (a danger in 2, a caution in 3).
     * @default 'docsgen' (a Docusaurus site: as the version of Docusaurus it uses)
     */
    admonitionClasses: z.enum(['docsgen', 'docusaurus-2', 'docusaurus-3']).default('docsgen'),
    /**
     * TeX math, rendered to HTML by KaTeX when the site is built (no client script): `$…$` in a
     * line, `$$` on lines of their own around a block, or a `math` code block (remark-math's
     * syntax). KaTeX's stylesheet and fonts then ship with the site. `true`, or its settings:
     * `singleDollarTextMath: false` (only `$$…$$` in a line is math, so `$5` stays text) and
     * `macros` (`{ '\\RR': '\\mathbb{R}' }`, as KaTeX takes them). @default false (a Docusaurus
     * site: on when its docs plugin uses remark-math, with its and rehype-katex's settings)
     */
    math: z
      .union([
        z.boolean(),
        z.strictObject({
          singleDollarTextMath: z.boolean().optional(),
          macros: z.record(z.string(), z.string()).optional(),
        }),
      ])
      .default(false),
    /**
     * Magic comments in code blocks, as Docusaurus's `themeConfig.prism.magicComments`: a comment
     * alone on its line (`// highlight-next-line`, `# highlight-start` … `# highlight-end`, in the
     * comment syntax of the block's language) is taken out of the code shown and copied, and the
     * lines it marks get the kind's `className` (`line`: the next line; `block`: the lines between
     * its `start` and `end`). Docusaurus's `theme-code-block-highlighted-line` is the theme's
     * highlighted line (as `{2}` marks it); the first kind's class is also that of `{2}` ranges.
     * `[]`: comments are code like any other.
     * @default Docusaurus's: highlight-next-line, highlight-start … highlight-end (a Docusaurus
     * site: its `themeConfig.prism.magicComments`)
     */
    magicComments: z.array(magicCommentSchema).default(() => DEFAULT_MAGIC_COMMENTS.map((comment) => ({ ...comment }))),
    /**
     * The language of a code block written without one (a fence with no language, an indented
     * block): highlighted, labelled and read by magic comments as that language, as Docusaurus's
     * `themeConfig.prism.defaultLanguage` does. @default none: such a block is plain text (a
     * Docusaurus site: its `themeConfig.prism.defaultLanguage`)
     */
    defaultCodeLanguage: z
      .string()
      .trim()
      .regex(LANGUAGE_NAME, 'a language name (js, bash, json…); leave the setting out for plain text')
      .optional(),
    /**
     * Code blocks of language `mermaid` drawn as diagrams in the browser, by the `mermaid`
     * package installed in the site (`npm install mermaid`), loaded only by pages that have one;
     * without JavaScript the block shows its source. @default false (a Docusaurus site: as its
     * `markdown.mermaid` says)
     */
    mermaid: z.boolean().default(false),
    /**
     * Highlight code with Prism, as Docusaurus does, instead of Shiki: blocks carry Prism's
     * classes (`prism-code`, `token-line`, `token keyword`) for stylesheets written against them,
     * coloured by `theme` (and `darkTheme` in dark mode), prism-react-renderer's theme objects.
     * `languages`: the names highlighted, Prism's language ids and aliases; a block in another
     * language Prism knows is plain text. @default off: Shiki, with codeThemeLight/Dark (a
     * Docusaurus site: on, with the languages of its Docusaurus version and its
     * `themeConfig.prism` themes and `additionalLanguages`)
     */
    prism: z
      .strictObject({
        languages: z.array(z.string().regex(LANGUAGE_NAME)),
        theme: prismThemeSchema,
        darkTheme: prismThemeSchema,
      })
      .optional(),
  })
  .prefault({})

/**
 * The markup contract of Markdown components: the classes and data attributes that the transform
 * stage emits (`src/transform`), the theme's CSS styles (`theme/css/components.css`) and the client
 * script drives (`src/client/ui`, `src/client/islands`). Transforms and the client import these
 * names; a test checks that the CSS uses them (`test/unit/model/markup.test.ts`). Change a name
 * here and every side follows, or the build of the client or that test fails.
 *
 * Plain data with no imports: the client bundle includes it.
 */

/** `<Tabs>` / `<TabItem>`: a tab list, then one panel per tab. */
export const TABS = {
  /** The tab set: `div.tabs[data-tabs][data-group-id]`. */
  set: 'tabs',
  list: 'tabs-list',
  tab: 'tabs-tab',
  panel: 'tabs-panel',
  /**
   * The one way a panel is "not shown": the transform puts it on every panel but the selected
   * one, the client moves it when a tab is chosen, and the CSS hides it only once the client
   * script runs (`html[data-js]`), so without JavaScript every panel stays readable. Never `hidden`.
   */
  inactive: 'tabs-panel-inactive',
  /**
   * On a Docusaurus site, Infima's classes too, which its stylesheets are written against: the set
   * is `tabs-container` instead of `set` (`tabs` is Infima's tab *list*), the list also `tabs`,
   * each tab `tabs__item`, the selected one `tabs__item--active` (moved by the client script: the
   * set names it in `attr.activeClass`).
   */
  infima: { set: 'tabs-container', list: 'tabs', tab: 'tabs__item', active: 'tabs__item--active' },
  attr: {
    set: 'data-tabs',
    /** Tab sets with the same group id switch together; the choice is stored as `tab.<groupId>`. */
    groupId: 'data-group-id',
    /**
     * The URL query parameter that holds the set's selected tab (Docusaurus's `queryString`):
     * `?<key>=<value>` selects it on load, and choosing a tab writes it.
     */
    queryKey: 'data-query-key',
    /** On tabs and panels: the tab's value. */
    value: 'data-value',
    /** On panels: the tab's label, shown above the panel without JavaScript. */
    label: 'data-label',
    /** On a set: the class(es) of its selected tab, moved with the selection (`infima.active`). */
    activeClass: 'data-active-class',
  },
} as const

/** Fenced code: a header row (title, language, copy button), the code, and a live block's result. */
export const CODE_BLOCK = {
  block: 'code-block',
  header: 'code-block-header',
  title: 'code-block-title',
  tools: 'code-block-tools',
  language: 'code-block-language',
  copy: 'code-copy',
  lineNumbers: 'show-line-numbers',
  live: 'code-block-live',
  /**
   * Each line of the code: `span.line`, marked lines (```js {2,4-5}, `// highlight-next-line`) also
   * `.highlighted`, and lines a site's own magic comments mark the classes it gives them.
   */
  line: 'line',
  highlightedLine: 'highlighted',
  liveResult: 'live-result',
  liveResultTitle: 'live-result-title',
  liveOutput: 'live-result-output',
  /** Made by the client: the editor a live block's code becomes, and an error shown as its result. */
  liveEditor: 'live-editor',
  liveError: 'live-error',
  attr: {
    language: 'data-language',
    /** The copy button. */
    copy: 'data-copy',
    /** A live block: the client turns its code into an editor and renders the result. */
    live: 'data-live',
    liveResult: 'data-live-result',
    /** Where the client renders a live block's result, under the "Result" title. */
    liveOutput: 'data-live-output',
  },
} as const

/** `$$` blocks of TeX math (`markdown.math`): KaTeX's HTML in a box that scrolls sideways. */
export const MATH = { display: 'math-display' } as const

/**
 * A `mermaid` code block (`markdown.mermaid`): `div.mermaid[data-mermaid]` around the code block,
 * which stays what a reader without JavaScript sees. The client draws the diagram into a
 * `div.mermaid-diagram` it adds, and marks the wrapper `data-drawn` (the CSS then hides the code),
 * or adds a `div.mermaid-error` under the code when the diagram cannot be drawn.
 */
export const MERMAID = {
  wrapper: 'mermaid',
  diagram: 'mermaid-diagram',
  error: 'mermaid-error',
  /** `data-mermaid`: the path of mermaid's module in the output, from the site's base URL. */
  attr: { wrapper: 'data-mermaid', drawn: 'data-drawn' },
} as const

/** `:::note` … `:::`: `div.admonition.admonition-<type>[data-admonition]`. */
export const ADMONITION = {
  admonition: 'admonition',
  heading: 'admonition-heading',
  content: 'admonition-content',
  attr: { type: 'data-admonition' },
} as const

/** `<ApiCall>` with `<Request>` and `<Response>`; `<Columns>` with `<ColumnLeft>`/`<ColumnRight>`. */
export const API_CALL = {
  call: 'api-call',
  stacked: 'api-call-stacked',
  request: 'api-call-request',
  response: 'api-call-response',
  title: 'api-call-title',
} as const

export const COLUMNS = {
  columns: 'columns',
  column: 'column',
  left: 'column-left',
  right: 'column-right',
  title: 'column-title',
} as const

/** `<GoldBadge />` and the others: `span.badge.badge-<kind>`. */
export const BADGE = { badge: 'badge' } as const

/** `<CustomDocCard>` and the cards `<DocCardList />` becomes. */
export const DOC_CARD = {
  grid: 'doc-card-grid',
  card: 'doc-card',
  title: 'doc-card-title',
  description: 'doc-card-description',
  list: 'doc-card-list',
  /** …on a Docusaurus site, in Docusaurus's markup (`section.row`). */
  infimaList: 'doc-card-row',
} as const

/**
 * On a list of links whose current one the client script moves (the sidebar's page, the table of
 * contents' section): the class names that link carries beside its `aria-current`, space
 * separated (Infima's `menu__link--active` on a Docusaurus site, whose CSS styles it).
 */
export const CURRENT_CLASS = 'data-current-class'

/**
 * On a navbar menu (`<details>`): the class names it carries while open, space separated
 * (Infima's `dropdown--show` on a Docusaurus site, whose CSS styles it).
 */
export const OPEN_CLASS = 'data-open-class'

/** Reader markup added to every page body: wide tables scroll in a focusable box. */
export const READER = { tableScroll: 'table-scroll' } as const

/** `[data-name]` for a data attribute name. */
export function attributeSelector(attribute: string): string {
  return `[${attribute}]`
}

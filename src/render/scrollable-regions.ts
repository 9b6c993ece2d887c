/**
 * Make regions that may scroll sideways reachable by keyboard (WCAG 2.1.1, axe
 * `scrollable-region-focusable`): each `<table>` goes into a focusable scroll box (not a
 * landmark: a page with many tables would flood the landmark list), and
 * each `<pre>` without a `tabindex` gets `tabindex="0"` (shiki's blocks already have one).
 * Runs on the page body HTML, which comes from our own compiler, so tags are well-formed.
 */
export function makeScrollableRegionsFocusable(html: string): string {
  let out = html
  if (out.includes('<table')) {
    out = out
      .replace(/<table(?=[\s>])/g, '<div class="table-scroll" tabindex="0"><table')
      .replace(/<\/table>/g, '</table></div>')
  }
  if (out.includes('<pre')) out = out.replace(/<pre(?![^>]*\btabindex=)(?=[\s>])/g, '<pre tabindex="0"')
  return out
}

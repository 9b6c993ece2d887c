/**
 * How code is coloured: Shiki's themes for light and dark mode, or, with `prism`, Prism with those
 * languages (Docusaurus's highlighter; see `createPrismHighlighter`: its colours are CSS).
 */
export interface CodeThemes {
  light: string
  dark: string
  prism?: readonly string[] | undefined
}

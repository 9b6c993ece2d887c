/** Bundle docsgen into dist/ (or `outDir`); resolves to the CLI entry's path. See build-self.js. */
export function buildSelf(outDir?: string): Promise<string>

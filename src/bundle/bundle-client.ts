import { createHash } from 'node:crypto'
import path from 'node:path'
import { build, type Metafile } from 'esbuild'
import { packageRoot } from '../package-root.js'

/** A built client asset with its content-hashed name. */
export interface ClientAsset {
  /** Path in the output folder (`assets/main.1a2b3c4d.js`). */
  fileName: string
  contents: string
}

/** The client bundle and esbuild's metafile (for size budgets). */
export interface ClientBundle {
  js: ClientAsset[]
  metafile: Metafile
}

/** The browser entry point shipped with docsgen. */
export function clientEntry(): string {
  return path.join(packageRoot(), 'src', 'client', 'entry.ts')
}

/** Bundle the client entry (minified, one file, content-hashed name). */
export async function bundleClient(options: { entry?: string } = {}): Promise<ClientBundle> {
  const result = await build({
    entryPoints: [options.entry ?? clientEntry()],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
    outfile: 'main.js',
  })
  const js: ClientAsset[] = []
  for (const file of result.outputFiles) {
    if (!file.path.endsWith('.js')) continue
    js.push({ fileName: `assets/main.${contentHash(file.text)}.js`, contents: file.text })
  }
  return { js, metafile: result.metafile }
}

/** First 8 hex digits of the SHA-256 of a text: stable asset names. */
export function contentHash(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8)
}

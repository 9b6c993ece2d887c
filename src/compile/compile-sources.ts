import type { ResolvedConfig } from '../config/schema.js'
import type { ApiPage, CategoryMeta } from '../graph/index.js'
import { parseCategoryMeta } from '../graph/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { CompiledPage } from '../model/page.js'
import { compileOpenApi } from '../openapi/index.js'
import { readSourceText, type SourceFile } from '../scan/index.js'
import { createMarkdownCompiler } from '../transform/index.js'

/** Everything the graph stage needs from the sources. */
export interface CompiledSources {
  pages: CompiledPage[]
  apiPages: ApiPage[]
  categories: Map<string, CategoryMeta>
  diagnostics: Diagnostic[]
}

/**
 * Read and compile every source: Markdown pages through the Markdown compiler (one per build,
 * so the highlighter is created once), `_category_.json` files, and OpenAPI documents.
 */
export async function compileSources(files: readonly SourceFile[], config: ResolvedConfig): Promise<CompiledSources> {
  const compiler = await createMarkdownCompiler({
    contentDir: config.docs.contentDir,
    toc: config.tableOfContents,
    codeThemes: { light: config.markdown.codeThemeLight, dark: config.markdown.codeThemeDark },
    sanitize: config.markdown.sanitize,
  })
  const out: CompiledSources = { pages: [], apiPages: [], categories: new Map(), diagnostics: [] }
  const texts = await Promise.all(files.map((f) => readSourceText(f.absPath, f.relPath)))
  files.forEach((file, i) => {
    const read = texts[i]
    if (!read) return
    if (!read.ok) {
      out.diagnostics.push(read.diagnostic)
      return
    }
    try {
      if (file.kind === 'category') {
        const { meta, diagnostics } = parseCategoryMeta(read.text, file.relPath)
        out.categories.set(file.contentPath.replace(/\/?_category_\.json$/, ''), meta)
        out.diagnostics.push(...diagnostics)
      } else if (file.kind === 'openapi') {
        const spec = config.openapi.find((s) => s.spec.replace(/^\.\//, '') === file.relPath)
        const page = compileOpenApi({ file: file.relPath, text: read.text, route: spec?.route ?? '/openapi/' })
        out.diagnostics.push(...page.diagnostics)
        out.apiPages.push({ page, route: spec?.route ?? '/openapi/' })
      } else {
        const page = compiler.compile({ source: file.contentPath, text: read.text })
        out.diagnostics.push(...page.diagnostics)
        out.pages.push(page)
      }
    } catch (error) {
      out.diagnostics.push(internalError(file.relPath, error))
    }
  })
  return out
}

function internalError(file: string, error: unknown): Diagnostic {
  const reason = error instanceof Error ? error.message : String(error)
  return {
    severity: 'error',
    code: 'internal/compile',
    file,
    message: `Internal error: could not compile ${file}: ${reason}`,
    hint: 'This is a docsgen bug; please report it with the file attached. Run with --debug for the stack.',
  }
}

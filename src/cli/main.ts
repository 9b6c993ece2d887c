import path from 'node:path'
import { Command, CommanderError, Option } from 'commander'
import { DocsgenError, DocsgenErrors } from '../diagnostics/error.js'
import { formatDiagnostic } from '../diagnostics/format.js'
import { packageVersion } from '../package-root.js'
import { startPreviewServer } from '../serve/index.js'
import { buildCommand } from './build.js'
import { checkLinksCommand } from './check-links.js'
import { printDiagnostics } from './report.js'

/** Run the CLI with `argv` (without `node` and the script); resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const color = Boolean(process.stderr.isTTY) && !process.env.NO_COLOR
  let exitCode = 0
  const program = new Command('docsgen')
    .description('Build a documentation site from Markdown: fast, static, checked.')
    .version(packageVersion(), '-v, --version')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showSuggestionAfterError(true)

  program
    .command('build')
    .description('Build the site into static HTML')
    .argument('[dir]', 'site folder holding content/ and site.config.ts', '.')
    .option('-o, --out-dir <dir>', 'output folder, relative to the site folder', 'build')
    .option('-c, --config <file>', 'config file (default: site.config.ts in the site folder)')
    .option('--verbose', 'print every stage (exit codes do not change)')
    .option('--debug', 'print timings per stage and stack traces of internal errors')
    .option('--no-cache', 'ignore the build cache (.docsgen-cache/) and compile every page')
    .option('--workers <n>', 'worker threads for compiling pages (default: one per core)')
    .action(
      async (
        dir: string,
        opts: {
          outDir: string
          config?: string
          verbose?: boolean
          debug?: boolean
          cache?: boolean
          workers?: string
        },
      ) => {
        exitCode = await buildCommand({ dir, ...opts, color })
      },
    )

  program
    .command('check-links')
    .description('Check every internal link, image and #anchor; exit 1 if any is broken')
    .argument('[dir]', 'site folder', '.')
    .option('-c, --config <file>', 'config file')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--debug', 'print timings per stage')
    .action(async (dir: string, opts: { config?: string; format: 'text' | 'json'; debug?: boolean }) => {
      exitCode = await checkLinksCommand({ dir, ...opts, color })
    })

  program
    .command('preview')
    .alias('serve')
    .description('Serve the built site folder locally (clean URLs, 404 page); the watching dev server comes later')
    .argument('[dir]', 'site folder', '.')
    .option('-o, --out-dir <dir>', 'built folder to serve, relative to the site folder', 'build')
    .option('--port <port>', 'port', '3000')
    .option('--host <host>', 'interface to bind (only 127.0.0.1 unless asked)', '127.0.0.1')
    .action(async (dir: string, opts: { outDir: string; port: string; host: string }) => {
      if (opts.host !== '127.0.0.1' && opts.host !== 'localhost') {
        process.stderr.write(`warning: serving on ${opts.host}: other machines on the network can reach this server\n`)
      }
      const { url } = await startPreviewServer({
        dir: path.resolve(dir, opts.outDir),
        host: opts.host,
        port: Number(opts.port),
      })
      process.stdout.write(`Serving ${path.join(dir, opts.outDir)} at ${url} (Ctrl+C to stop)\n`)
      await new Promise<never>(() => {})
    })

  try {
    await program.parseAsync([...argv], { from: 'user' })
    return exitCode
  } catch (error) {
    return reportFailure(error, color, argv.includes('--debug'))
  }
}

/** Turn a thrown error into output and an exit code; stack traces only with --debug. */
function reportFailure(error: unknown, color: boolean, debug: boolean): number {
  if (error instanceof CommanderError) {
    return error.code === 'commander.helpDisplayed' ||
      error.code === 'commander.version' ||
      error.code === 'commander.help'
      ? 0
      : 2
  }
  if (error instanceof DocsgenErrors) {
    printDiagnostics(error.diagnostics, { color })
    return error.exitCode
  }
  if (error instanceof DocsgenError) {
    process.stderr.write(`${formatDiagnostic(error.diagnostic, { color })}\n`)
    if (debug && error.cause instanceof Error) process.stderr.write(`${error.cause.stack}\n`)
    return error.exitCode
  }
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(
    `Internal error: ${message}\nThis is a docsgen bug; please report it. Run with --debug for the stack trace.\n`,
  )
  if (debug && error instanceof Error) process.stderr.write(`${error.stack}\n`)
  return 1
}

import { Command, CommanderError, Option } from 'commander'
import { DocsgenError, DocsgenErrors, formatDiagnostic } from '../diagnostics/index.js'
import { packageVersion } from '../package-root.js'
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
    .option('--verbose', 'print every stage, and notes that are quiet by default (exit codes do not change)')
    .option('--debug', 'print timings per stage and stack traces of internal errors')
    .option('--no-cache', 'ignore the build cache (.docsgen-cache/): compile the config and every page')
    .option('--workers <n>', 'worker threads for compiling and rendering pages (default: one per core)')
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
    .command('serve')
    .description('Dev server: build in memory, watch, rebuild what changed, reload open pages')
    .argument('[dir]', 'site folder', '.')
    .option('-c, --config <file>', 'config file')
    .option('--port <port>', 'port (0: any free port)', '3000')
    .option('--host <host>', 'interface to bind; anything but 127.0.0.1 is reachable by others', '127.0.0.1')
    .option('--build', 'serve the built folder without watching (same as `docsgen preview`)')
    .option('-o, --out-dir <dir>', 'built folder for --build, relative to the site folder', 'build')
    .option('--no-cache', 'keep compiled pages in memory only (not in .docsgen-cache/)')
    .option('--locale <code>', 'the locale to build and serve, one of i18n.locales (default: the default locale)')
    .option('--debug', 'print timings per stage')
    .action(
      async (
        dir: string,
        opts: {
          config?: string
          locale?: string
          port: string
          host: string
          build?: boolean
          outDir: string
          cache?: boolean
          debug?: boolean
        },
      ) => {
        exitCode = await (await serveModule()).serveCommand({ dir, ...opts, color })
      },
    )

  program
    .command('preview')
    .description('Serve the built site folder as production would (clean URLs, 404 page), without watching')
    .argument('[dir]', 'site folder', '.')
    .option('-o, --out-dir <dir>', 'built folder to serve, relative to the site folder', 'build')
    .option('-c, --config <file>', 'config file (for baseUrl)')
    .option('--port <port>', 'port (0: any free port)', '3000')
    .option('--host <host>', 'interface to bind; anything but 127.0.0.1 is reachable by others', '127.0.0.1')
    .action(async (dir: string, opts: { outDir: string; config?: string; port: string; host: string }) => {
      exitCode = await (await serveModule()).serveCommand({ dir, ...opts, build: true, color })
    })

  try {
    await program.parseAsync([...argv], { from: 'user' })
    return exitCode
  } catch (error) {
    return reportFailure(error, color, argv.includes('--debug'))
  }
}

/** The dev and preview servers (file watcher, HTTP server), loaded only by the commands that serve. */
function serveModule() {
  return import('./serve.js')
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

import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/browser/**', '**/node_modules/**'],
          // The whole-site tests (every page of content/, built or compiled two ways) took 15-31 s
          // each on a slow two-core machine with CPU steal; one passed 30 s. A hang still fails.
          testTimeout: 90_000,
        },
      },
      {
        // Browser tests drive one Chromium each and measure timings (the 200 ms progress bar):
        // they run after the unit tests, one file at a time, so they never compete for the CPU.
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A poll waits for the page (mermaid's lazy chunk drawing two diagrams took over the
          // default second once, on a loaded two-core machine): it still fails if the page never gets there.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})

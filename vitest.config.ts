import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Whether git-lfs is here, told once: its tests are skipped without it, and CI fails.
    globalSetup: ['test/support/global-setup.ts'],
    // A timeout here only catches a test that hangs. The slowest tests take about 20 s on a 2-core
    // machine busy with another suite (the hostile corpus, a re-run over 1,500 stations): two
    // minutes leave them room on a slower or busier one. What a test asserts never depends on it.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll gives up after a second unless told: a busy machine's loopback answer can take that.
    expect: { poll: { timeout: 30_000 } },
    // Each test file in a process of its own: tests set process.env and capture process.stdout, the
    // action's threads and child processes end with their process. Vitest's default of one worker
    // less than the machine's cores (one on a 2-core runner) leaves a core to the children the tests
    // start: cognito-local, the bundled action, git.
    pool: 'forks',
  },
})

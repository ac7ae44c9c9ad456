import { defineConfig } from "vitest/config";

/** Playwright journeys in Debian Chromium against the production build on workerd. */
export default defineConfig({
  test: {
    // Browser journeys, and the deploy checks that need the production build in Node.
    include: ["tests/e2e/**/*.test.ts", "tests/deploy/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // Tests marked concurrent (the page audits of accessibility.test.ts) run two at a time: one per core.
    maxConcurrency: 2,
    // A client navigation on a busy 2-core CI machine can take longer than expect.poll's 1 s default.
    expect: { poll: { timeout: 10_000 } },
  },
});

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
    // One worker runs the files one after the other, keeping the modules they share (Playwright, the support
    // files) loaded; each file has its own browser and products, so none depends on another's leftovers.
    isolate: false,
    // Tests marked concurrent (the page audits of accessibility.test.ts) run two at a time: one per core.
    maxConcurrency: 2,
    // A client navigation on a busy 2-core CI machine can take longer than expect.poll's 1 s default.
    expect: { poll: { timeout: 10_000 } },
  },
});

import { defineConfig } from "vitest/config";
import { storeFixture } from "./tests/support/store-fixture.ts";

/**
 * Store views from a fixture (tests/stores/): the test builds the shop with the fixture's stores and runs it in
 * workerd; this process sees the same registries (the seed it writes has the fixture's stores too).
 */
export default defineConfig({
  plugins: [storeFixture("tests/fixtures/store-de")],
  test: {
    include: ["tests/stores/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
});

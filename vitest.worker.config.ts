import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

/**
 * Worker tests run inside workerd with real D1, KV and Durable Objects, against the
 * production build (`build/server`, made by `npm run build`) so React Router renders for real.
 */
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: "./build/server/wrangler.json" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations("./worker/db/migrations"),
          CATALOG_TODAY: "2026-06-15",
          CACHE_PURGE_TOKEN: "test-purge-token",
          CUSTOMER_TOKEN_SECRET: "test-customer-token-secret-0123456789abcdef",
          PUBLIC_ORIGIN: "http://shop.test",
          HOSTED_CHECKOUT_BUILTIN: "1",
          // One store with a tag-manager container, so both sides of the CSP and the shell are tested.
          TAG_MANAGER_CONTAINERS: "fi=GTM-TEST123",
        },
      },
    })),
  ],
  test: {
    include: ["tests/worker/**/*.test.ts"],
    setupFiles: ["./tests/worker/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

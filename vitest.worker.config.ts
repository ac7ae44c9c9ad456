import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { createFakeServices } from "./tests/worker/fake-services.ts";

/**
 * The sitemap crawls (a store each, the longest files by far) start first, then vitest's order. Without
 * timings from an earlier run (a fresh clone) vitest starts the largest files first, and these small files
 * came last, leaving one core busy with a crawl after the other had finished.
 */
class CrawlsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const crawl = (file: TestSpecification) => /\/sitemap-crawl-[a-z]+\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(crawl), ...sorted.filter((file) => !crawl(file))];
  }
}

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
          // Unexpected errors go to the fake Sentry ingest of tests/worker/fake-services.ts.
          SENTRY_DSN: "http://publickey@errors.test/42",
          DEPLOY_ENVIRONMENT: "test",
          // Purges are forwarded to the fake Cloudflare purge API of tests/worker/fake-services.ts.
          CLOUDFLARE_ZONE_ID: "0123456789abcdef0123456789abcdef",
          CLOUDFLARE_PURGE_TOKEN: "test-zone-token",
          CLOUDFLARE_API_URL: "http://cloudflare-api.test/client/v4",
          // The tests play Cloudflare's edge: each request names its client in CF-Connecting-IP.
          BEHIND_CLOUDFLARE: "1",
          // One machine, one clock: no skew for a purge's ordering against a fill to allow for (worker/cache/tag-shards.ts).
          CACHE_CLOCK_MARGIN_MS: "0",
        },
        // Called for each test file's workerd: each gets fakes of its own, as it gets its own storage.
        outboundService: createFakeServices(),
        // A database with no tables: a real D1 that fails every query, for outage tests.
        d1Databases: { DB: "00000000-0000-4000-8000-000000000000", EMPTY_DB: "empty-database" },
      },
    })),
  ],
  test: {
    include: ["tests/worker/**/*.test.ts"],
    setupFiles: ["./tests/worker/setup.ts"],
    // Two test files at a time, one per core: each has its own workerd, storage and fakes.
    maxWorkers: 2,
    sequence: { sequencer: CrawlsFirst },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

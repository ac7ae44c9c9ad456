import type { D1Migration } from "@cloudflare/vitest-plugin";

// The worker's bindings come from worker-configuration.d.ts (`npm run types`); tests add their migrations.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** A D1 database without tables (vitest.worker.config.ts), for outage tests. */
      EMPTY_DB: D1Database;
    }
  }
}

import type { D1Migration } from "@cloudflare/vitest-plugin";

// The worker's bindings come from worker-configuration.d.ts (`npm run types`); tests add their migrations.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

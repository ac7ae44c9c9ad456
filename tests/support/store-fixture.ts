import { resolve } from "node:path";
import type { Plugin } from "vite";

const ROOT = resolve(import.meta.dirname, "../..");

/** The registries a store fixture stands in for, and the fixture's file that does. */
const STAND_INS: Record<string, string> = {
  "core/stores/registry.ts": "stores.ts",
  "core/stores/commerce-registry.ts": "commerce-registry.ts",
  "core/i18n/dictionary-registry.server.ts": "dictionaries.ts",
};

/**
 * Builds (or tests) the shop with the store views of a fixture folder: every import of the store
 * registries and of the dictionary registry resolves to the fixture's stores.ts, commerce-registry.ts and
 * dictionaries.ts, which list the shop's stores and dictionaries (each by its own file, so nothing of the
 * fixture imports a registry it stands in for) and the fixture's. No production module changes: vite.config.ts adds this
 * plugin when STORE_FIXTURE names a folder.
 */
export function storeFixture(dir: string): Plugin {
  const fixture = resolve(ROOT, dir);
  const standIns = new Map(Object.entries(STAND_INS).map(([module, file]) => [resolve(ROOT, module), resolve(fixture, file)]));
  return {
    name: "store-fixture",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && standIns.get(resolved.id)) ?? resolved;
    },
  };
}

import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

const ROOT = resolve(import.meta.dirname, "../..");
const read = (env?: string) => unstable_readConfig({ config: resolve(ROOT, "wrangler.toml"), env }, { hideWarnings: true });
type Config = ReturnType<typeof read>;
const bindingsOf = (config: Config) => ({
  d1: config.d1_databases.map((db: Config["d1_databases"][number]) => db.binding),
  kv: config.kv_namespaces.map((kv: Config["kv_namespaces"][number]) => kv.binding),
  durableObjects: config.durable_objects.bindings.map((binding: Config["durable_objects"]["bindings"][number]) => `${binding.name}:${binding.class_name}`),
  ratelimits: config.ratelimits.map((limit: Config["ratelimits"][number]) => `${limit.name}:${limit.simple.limit}/${limit.simple.period}s`),
  vars: Object.keys(config.vars).sort(),
});

describe("wrangler.toml environments (issue 16 item 4): bindings and vars are not inherited, so each declares all", () => {
  const local = read();
  it.each(["staging", "production"])("%s has every binding and var of the local config, its own name, origin and databases", (name) => {
    const config = read(name);
    expect(bindingsOf(config)).toEqual(bindingsOf(local));
    expect(config.name).toBe(`edge-storefront-${name}`);
    expect(config.vars.DEPLOY_ENVIRONMENT).toBe(name);
    expect(String(config.vars.PUBLIC_ORIGIN)).toMatch(/^https:\/\//);
    expect(config.d1_databases[0]!.database_id).not.toBe(local.d1_databases[0]!.database_id);
    expect(config.kv_namespaces[0]!.id).not.toBe(local.kv_namespaces[0]!.id);
  });

  it("staging and production share no database or namespace", () => {
    const [staging, production] = [read("staging"), read("production")];
    expect(staging.d1_databases[0]!.database_id).not.toBe(production.d1_databases[0]!.database_id);
    expect(staging.kv_namespaces[0]!.id).not.toBe(production.kv_namespaces[0]!.id);
  });
});

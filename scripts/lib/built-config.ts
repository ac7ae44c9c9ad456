import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { ROOT } from "./dev-vars.ts";

/** The configuration the build wrote for its environment (`npm run build`, CLOUDFLARE_ENV), as wrangler deploys it. */
export interface BuiltConfig {
  name: string;
  compatibility_date: string;
  compatibility_flags?: string[];
  vars?: Record<string, string>;
  d1_databases: Array<{ binding: string; database_name: string; database_id: string }>;
  kv_namespaces: Array<{ binding: string; id: string }>;
  durable_objects: { bindings: Array<{ name: string; class_name: string }> };
}

export function readBuiltConfig(): BuiltConfig {
  return JSON.parse(readFileSync(resolve(ROOT, "build/server/wrangler.json"), "utf8")) as BuiltConfig;
}

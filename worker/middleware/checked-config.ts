import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { checkConfig } from "../config.ts";

/** What every request gets while the configuration has problems: each one by name, never a secret's value. */
export function configProblemsText(problems: readonly string[]): string {
  return [
    "Service unavailable: the shop's configuration has problems, so it serves nothing until they are fixed.",
    "",
    ...problems.map((problem) => `- ${problem}`),
    "",
    "Variables are set in wrangler.toml [vars]; secrets in .dev.vars locally and with `wrangler secret put` when deployed.",
    "",
  ].join("\n");
}

/**
 * Sets `c.var.config`, the environment's configuration, parsed once per environment (worker/config.ts).
 * A configuration with problems answers every request with a 503 listing them all (also logged, once),
 * rather than serving half-configured: a page built for the wrong origin, a sign-in that fails later.
 */
export function checkedConfig() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const check = checkConfig(c.env);
    if (!check.ok) return c.text(configProblemsText(check.problems), 503, { "Cache-Control": "no-store" });
    c.set("config", check.config);
    await next();
  });
}

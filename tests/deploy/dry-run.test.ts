import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

describe("npm run deploy -- --dry-run (issue 16 item 4)", () => {
  it("bundles the production build for upload and names every binding the shop needs", () => {
    const output = execFileSync(process.execPath, [resolve(ROOT, "scripts/deploy.ts"), "--dry-run", "--skip-build"], { cwd: ROOT, encoding: "utf8", env: { ...process.env, CI: "true" }, stdio: ["ignore", "pipe", "pipe"] });
    expect(output).toMatch(/deploying edge-storefront, dry run/);
    for (const binding of ["env.DB", "env.PAGE_CACHE", "env.CART", "env.HOSTED_CHECKOUT", "env.CACHE_INDEX", "env.PUBLIC_ORIGIN", "env.DEPLOY_ENVIRONMENT", "env.CLOUDFLARE_ZONE_ID"]) {
      expect(output).toContain(binding);
    }
    expect(output).toMatch(/--dry-run: exiting now/);
    const bundle = resolve(ROOT, ".wrangler/dry-run/index.js");
    expect(existsSync(bundle)).toBe(true);
    expect(statSync(bundle).size).toBeGreaterThan(100_000);
  }, 120_000);

  it("refuses a real deploy without an environment, and an unknown one", () => {
    const refused = (args: string[]) => {
      try {
        execFileSync(process.execPath, [resolve(ROOT, "scripts/deploy.ts"), ...args], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
        return null;
      } catch (error) {
        const failed = error as { status: number; stderr: string };
        return { status: failed.status, stderr: failed.stderr };
      }
    };
    expect(refused([])).toEqual({ status: 2, stderr: expect.stringContaining("--env staging or --env production is required") });
    expect(refused(["--env", "prod"])).toEqual({ status: 2, stderr: expect.stringContaining("--env must be one of staging, production") });
  });
});

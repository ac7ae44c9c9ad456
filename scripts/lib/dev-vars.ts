import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

/** The project folder. */
export const ROOT = resolve(import.meta.dirname, "../..");
const DEV_VARS = resolve(ROOT, ".dev.vars");

/** Creates .dev.vars from the committed example the first time the shop starts. */
export function ensureDevVars(): void {
  if (!existsSync(DEV_VARS)) {
    copyFileSync(resolve(ROOT, ".dev.vars.example"), DEV_VARS);
    console.log("created .dev.vars from .dev.vars.example (local secrets; change them for anything but a demo)");
  }
}

/** A value from the environment, else from .dev.vars. */
export function devVar(name: string): string | undefined {
  if (process.env[name]) return process.env[name];
  if (!existsSync(DEV_VARS)) return undefined;
  const line = readFileSync(DEV_VARS, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}=`));
  return line?.slice(name.length + 1).trim().replace(/^"(.*)"$/, "$1") || undefined;
}

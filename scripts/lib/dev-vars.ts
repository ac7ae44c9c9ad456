import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

/** The project folder. */
export const ROOT = resolve(import.meta.dirname, "../..");
const DEV_VARS = resolve(ROOT, ".dev.vars");

/** Creates .dev.vars from the committed example the first time the shop starts; later adds variables the example gained. */
export function ensureDevVars(): void {
  const example = resolve(ROOT, ".dev.vars.example");
  if (!existsSync(DEV_VARS)) {
    copyFileSync(example, DEV_VARS);
    console.log("created .dev.vars from .dev.vars.example (local secrets; change them for anything but a demo)");
    return;
  }
  const present = new Set(readFileSync(DEV_VARS, "utf8").split("\n").map((line) => line.split("=")[0]?.trim()));
  const missing = readFileSync(example, "utf8")
    .split("\n")
    .filter((line) => /^[A-Z_]+=/.test(line) && !present.has(line.split("=")[0]));
  if (missing.length > 0) {
    appendFileSync(DEV_VARS, `\n${missing.join("\n")}\n`);
    console.log(`added ${missing.map((line) => line.split("=")[0]).join(", ")} to .dev.vars from .dev.vars.example`);
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

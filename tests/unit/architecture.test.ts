import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** The source tree's import graph, read as text: which module imports which, and whether only for types. */
const ROOT = resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") || entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["'](\.{1,2}\/[^"']+)["']/gm;

function importsOf(file: string): Import[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(IMPORT)].map((m) => ({ from: file, to: relative(ROOT, resolve(ROOT, dirname(file), m[3]!)), typeOnly: Boolean(m[2]) }));
}

const files = [...sourceFiles("app"), ...sourceFiles("worker")];
const imports = files.flatMap(importsOf);

describe("the commerce port is the one seam", () => {
  it("app/ imports nothing from worker/ but the port's interfaces and types", () => {
    const crossing = imports.filter((i) => i.from.startsWith("app/") && i.to.startsWith("worker/"));
    expect(crossing.length).toBeGreaterThan(0);
    const outside = crossing.filter((i) => !i.to.startsWith("worker/commerce/port/") || !i.typeOnly).map((i) => `${i.from} → ${i.to}`);
    expect(outside).toEqual([]);
  });

  it("the port's types depend on nothing of an adapter", () => {
    const leaks = imports.filter((i) => i.from.startsWith("worker/commerce/port/") && i.to.startsWith("worker/") && !i.to.startsWith("worker/commerce/port/"));
    expect(leaks.map((i) => `${i.from} → ${i.to}`)).toEqual([]);
  });
});

describe("modules", () => {
  it("import each other without cycles (type imports included)", () => {
    const edges = new Map<string, string[]>();
    for (const i of imports) edges.set(i.from, [...(edges.get(i.from) ?? []), i.to]);
    const cycles: string[] = [];
    const state = new Map<string, "visiting" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "visiting") {
        cycles.push([...stack.slice(stack.indexOf(file)), file].join(" → "));
        return;
      }
      state.set(file, "visiting");
      stack.push(file);
      for (const next of edges.get(file) ?? []) visit(next);
      stack.pop();
      state.set(file, "done");
    };
    for (const file of files) visit(file);
    expect(cycles).toEqual([]);
  });
});

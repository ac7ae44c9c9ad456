import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, posix, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };

/**
 * The source tree's import graph, read as text: which module imports which, and whether only for types.
 * The layers import downward only: core/ ← app/ ← worker/ (the worker imports app/ only to render it),
 * and scripts/ (the seed generator, deploy and operations tools) stand above them all.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") || entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

interface Import {
  from: string;
  /** The module imported: a path from the repository's root, or a package's name. */
  to: string;
  specifier: string;
  typeOnly: boolean;
  /** A lazy `import()`: loaded on first use, so it closes no cycle at load time. */
  lazy: boolean;
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;
const SUBPATHS = Object.entries(packageJson.imports).map(([key, target]) => [key.replace("*", ""), target.replace("*", "").replace(/^\.\//, "")] as const);

function resolveSpecifier(from: string, specifier: string): string {
  if (specifier.startsWith(".")) return posix.normalize(posix.join(dirname(from), specifier));
  const subpath = SUBPATHS.find(([prefix]) => specifier.startsWith(prefix));
  return subpath ? subpath[1] + specifier.slice(subpath[0].length) : specifier;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(IMPORT)].map((m) => {
    const specifier = (m[3] ?? m[4])!;
    return { from: file, to: resolveSpecifier(file, specifier), specifier, typeOnly: Boolean(m[2]), lazy: m[4] !== undefined };
  });
}

const LAYERS = ["core", "app", "worker", "scripts", "tests"] as const;
const files = LAYERS.flatMap((layer) => sourceFiles(layer));
const imports = files.flatMap(importsOf);
const local = imports.filter((i) => LAYERS.some((layer) => i.to.startsWith(`${layer}/`)) || i.to.startsWith("locales/"));
const layerOf = (path: string) => path.split("/")[0]!;
const listed = (found: Import[]) => found.map((i) => `${i.from} → ${i.specifier}`);

/** The worker renders the React app here, and only here. */
const RENDERS_THE_APP = ["worker/render-page.ts"];

describe("the layers import downward only", () => {
  it("core/ imports nothing outside core/ but the locales' data", () => {
    const outside = local.filter((i) => i.from.startsWith("core/") && !i.to.startsWith("core/") && !/^locales\/[\w-]+\.json$/.test(i.to));
    expect(listed(outside)).toEqual([]);
  });

  it("core/ needs neither React nor Cloudflare's runtime", () => {
    const platform = imports.filter((i) => i.from.startsWith("core/") && /^(react|react-dom|react-router|@react-router\/|cloudflare:|@cloudflare\/)/.test(i.specifier));
    expect(listed(platform)).toEqual([]);
  });

  it("app/ imports nothing from worker/", () => {
    expect(listed(local.filter((i) => i.from.startsWith("app/") && i.to.startsWith("worker/")))).toEqual([]);
  });

  it("worker/ imports app/ only where it renders the React app", () => {
    const crossing = local.filter((i) => i.from.startsWith("worker/") && i.to.startsWith("app/"));
    expect(crossing.length).toBeGreaterThan(0);
    expect(listed(crossing.filter((i) => !RENDERS_THE_APP.includes(i.from)))).toEqual([]);
  });

  it("no runtime file imports scripts/ (the seed generator, the operations tools) or tests/", () => {
    const runtime = local.filter((i) => ["core", "app", "worker"].includes(layerOf(i.from)) && ["scripts", "tests"].includes(layerOf(i.to)));
    expect(listed(runtime)).toEqual([]);
  });

  it("a layer reaches another by its subpath import (#core/…), never by a ../ chain out of its own folder", () => {
    const chains = local.filter((i) => i.specifier.startsWith(".") && layerOf(i.to) !== layerOf(i.from));
    expect(listed(chains)).toEqual([]);
  });
});

/** The commerce adapters: each implements the port, and none borrows from another. */
const ADAPTERS = ["worker/commerce/d1/", "worker/commerce/upstream/"];
/** The rules every backend shares, composed on the port. */
const SHOP = "worker/commerce/shop/";
/** Of the edge, but no backend: the Durable Objects (a cart's lock and choices, a hosted checkout's state), the generated pictures' vocabulary, the typed configuration. */
const EDGE_INFRASTRUCTURE = ["worker/objects/", "worker/media/art/", "worker/config.ts"];

describe("the commerce port is the one seam", () => {
  it("the port's types depend on nothing of an adapter", () => {
    const leaks = local.filter((i) => i.from.startsWith("core/port/") && !i.to.startsWith("core/"));
    expect(listed(leaks)).toEqual([]);
  });

  it.each(ADAPTERS)("the adapter %s imports no other adapter", (adapter) => {
    expect(files.some((file) => file.startsWith(adapter))).toBe(true);
    const borrowed = local.filter((i) => i.from.startsWith(adapter) && ADAPTERS.some((other) => other !== adapter && i.to.startsWith(other)));
    expect(listed(borrowed)).toEqual([]);
  });

  it("shop/ (the rules every backend shares) imports no adapter, nor anything else of worker/commerce/", () => {
    expect(files.some((file) => file.startsWith(SHOP))).toBe(true);
    const reaching = local.filter((i) => i.from.startsWith(SHOP) && i.to.startsWith("worker/commerce/") && !i.to.startsWith(SHOP));
    expect(listed(reaching)).toEqual([]);
  });

  it("upstream/ reaches the rest of worker/ only through shop/ and the edge's infrastructure: a third adapter needs nothing of the D1 one", () => {
    const upstream = "worker/commerce/upstream/";
    const outside = local.filter((i) => i.from.startsWith(upstream) && i.to.startsWith("worker/"));
    expect(outside.some((i) => i.to.startsWith(SHOP))).toBe(true);
    const allowed = [upstream, SHOP, ...EDGE_INFRASTRUCTURE];
    expect(listed(outside.filter((i) => !allowed.some((folder) => i.to.startsWith(folder))))).toEqual([]);
  });
});

describe("modules", () => {
  it("import each other without cycles (type imports included)", () => {
    const edges = new Map<string, string[]>();
    for (const i of local.filter((i) => !i.lazy)) edges.set(i.from, [...(edges.get(i.from) ?? []), i.to]);
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

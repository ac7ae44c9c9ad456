import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { preloadAfterPaintScript } from "#worker/scripts-after-paint.ts";

const HREFS = ["/assets/entry.client-a.js", "/assets/framework-b.js"];

/** Runs the head script in a page whose browser reports paints (or cannot observe them); answers what it appended and the page's hooks. */
function page(options: { observes: boolean | "silently not" }) {
  const appended: { rel: string; href: string }[] = [];
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  let onLoad: (() => void) | undefined;
  const timers: (() => void)[] = [];
  class PerformanceObserver {
    constructor(callback: typeof paintCallback) {
      if (!options.observes) throw new TypeError("PerformanceObserver unsupported");
      // A browser without paint timing takes the observer and never calls it.
      if (options.observes === true) paintCallback = callback;
    }
    observe() {}
  }
  runInNewContext(preloadAfterPaintScript(HREFS), {
    PerformanceObserver,
    document: { createElement: () => ({ rel: "", href: "" }), head: { appendChild: (link: { rel: string; href: string }) => appended.push({ ...link }) } },
    addEventListener: (type: string, listener: () => void) => type === "load" && (onLoad = listener),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  /** Runs the tasks the script queued, each in turn, as the browser's event loop would. */
  const runTasks = () => {
    for (let task = timers.shift(); task; task = timers.shift()) task();
  };
  const paint = (name: string) => {
    paintCallback?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
    runTasks();
  };
  return { appended, paint, load: () => (onLoad?.(), runTasks()), timers };
}

describe("the page's modules are asked for after the first contentful paint", () => {
  it("waits for the first contentful paint, not the first paint, then preloads every module once", () => {
    const { appended, paint, load } = page({ observes: true });
    expect(appended).toEqual([]);
    paint("first-paint");
    expect(appended).toEqual([]);
    paint("first-contentful-paint");
    expect(appended).toEqual(HREFS.map((href) => ({ rel: "modulepreload", href })));
    load();
    expect(appended).toHaveLength(HREFS.length);
  });

  it("preloads on load when no contentful paint is reported", () => {
    const { appended, load } = page({ observes: true });
    load();
    expect(appended.map((link) => link.href)).toEqual(HREFS);
  });

  it("preloads on load in a browser without paint timing", () => {
    const { appended, paint, load } = page({ observes: "silently not" });
    paint("first-contentful-paint");
    expect(appended).toEqual([]);
    load();
    expect(appended.map((link) => link.href)).toEqual(HREFS);
  });

  it("preloads at once where performance cannot be observed at all", () => {
    const { appended, load } = page({ observes: false });
    load();
    expect(appended.map((link) => link.href)).toEqual(HREFS);
  });

  it("asks for one module per task, so adding them never makes one long task", () => {
    const { appended, timers } = page({ observes: false });
    expect(appended.map((link) => link.href)).toEqual(HREFS.slice(0, 1));
    expect(timers).toHaveLength(1);
  });

  it("keeps a module path from closing the script element", () => {
    expect(preloadAfterPaintScript(["/assets/x</script><script>alert(1)//.js"])).not.toContain("</script>");
  });
});

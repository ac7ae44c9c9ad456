import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

/** Debian's Chromium, with the background services that would phone home switched off. */
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-gpu"],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/** A Chromium with a profile on disk in `userDataDir`: what a shopper's browser is (Playwright's contexts are incognito). */
export function launchChromiumProfile(userDataDir: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...LAUNCH, ...options });
}

/**
 * A shopper who has made their cookie choice (necessary only) in every store, unless a test set its
 * own: the banner stays away from what a test clicks. The consent test uses a browser of its own.
 */
async function withCookieChoiceMade(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    const choice = JSON.stringify({ statistics: false, marketing: false, decidedAt: new Date().toISOString() });
    try {
      for (const store of ["se", "dk", "no", "fi"]) if (localStorage.getItem(`${store}-cookie-accepted`) === null) localStorage.setItem(`${store}-cookie-accepted`, choice);
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  });
  return context;
}

/**
 * The run's Chromium, shared by the e2e files (they share this module: vitest.e2e.config.ts, isolate: false):
 * launching one and opening its first page took some 3 s a file. Launched again if it went away; it goes with
 * the test process (Playwright closes the browsers it launched when its process exits).
 */
let running: Promise<Browser> | undefined;
async function sharedChromium(): Promise<Browser> {
  const current = running && (await running.catch(() => undefined));
  if (current?.isConnected()) return current;
  running = launchChromium();
  return running;
}

/**
 * Chromium for the test file's tests, opened before them. Its pages come with the cookie choice made, and
 * without the service worker unless the file asks for it (`serviceWorkers: "allow"`): installing it fetches
 * every script of the build, in every new context. The contexts the file opened are closed after its tests,
 * so the next file starts from a browser with none.
 */
export function useChromium(defaults: Pick<BrowserContextOptions, "serviceWorkers"> = { serviceWorkers: "block" }): () => Browser {
  let browser: Browser | undefined;
  const opened = new Set<BrowserContext>();
  beforeAll(async () => {
    const shared = await sharedChromium();
    const newContext = async (options?: BrowserContextOptions) => {
      const context = await withCookieChoiceMade(await shared.newContext({ ...defaults, ...options }));
      opened.add(context);
      context.on("close", () => opened.delete(context));
      return context;
    };
    const newPage = async (options?: BrowserContextOptions) => {
      const context = await newContext(options);
      const page = await context.newPage();
      // A page closed as the file ends (its afterAll) finds its context closed already: nothing to do then.
      page.on("close", () => void context.close().catch(() => undefined));
      return page;
    };
    // The file's own view of the shared browser: its defaults on every context it opens, the rest as it is.
    browser = new Proxy(shared, {
      get: (target, property) => (property === "newContext" ? newContext : property === "newPage" ? newPage : Reflect.get(target, property, target)),
    });
  });
  afterAll(async () => {
    await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  });
  return () => {
    if (!browser) throw new Error("Chromium is not running yet: call the getter inside a test");
    return browser;
  };
}

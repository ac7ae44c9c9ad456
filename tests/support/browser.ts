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
 * One Chromium for the test file: launched before its tests, closed after them. Its pages come with the
 * cookie choice made, and without the service worker unless the file asks for it (`serviceWorkers: "allow"`):
 * installing it fetches every script of the build, in every new context.
 */
export function useChromium(defaults: Pick<BrowserContextOptions, "serviceWorkers"> = { serviceWorkers: "block" }): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const launched = await launchChromium();
    const newContext = launched.newContext.bind(launched);
    launched.newContext = async (options?: BrowserContextOptions) => withCookieChoiceMade(await newContext({ ...defaults, ...options }));
    launched.newPage = async (options?: BrowserContextOptions) => {
      const context = await launched.newContext(options);
      const page = await context.newPage();
      // A page closed as the browser goes (the file's afterAll) finds its context closed already: nothing to do then.
      page.on("close", () => void context.close().catch(() => undefined));
      return page;
    };
    browser = launched;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium is not running yet: call the getter inside a test");
    return browser;
  };
}

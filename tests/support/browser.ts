import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

/** Debian's Chromium, with the background services that would phone home switched off. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-gpu"],
  });
}

/** One Chromium for the test file: launched before its tests, closed after them. */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium is not running yet: call the getter inside a test");
    return browser;
  };
}

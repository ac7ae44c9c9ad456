import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://shop.test";

describe("store views render end to end", () => {
  it.each([
    ["/", "sv-SE", "kr", "Varukorg"],
    ["/dk", "da-DK", "kr.", "Kurv"],
    ["/no", "nb-NO", "kr", "Handlekurv"],
    ["/fi", "fi-FI", "€", "Ostoskori"],
  ])("%s has lang %s, its currency and a translated shell", async (path, lang, sign, cartLabel) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { "user-agent": "Googlebot/2.1" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(cartLabel);
    expect(html).toMatch(new RegExp(`\\d\\u00a0${sign.replace(".", "\\.")}`));
    expect(html).not.toContain("NaN");
  });

  it("answers React Router data requests of a prefixed store with that store", async () => {
    const response = await SELF.fetch(`${ORIGIN}/dk.data`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("DKK");
    expect(body).not.toContain("SEK");
  });

  it("treats unknown prefixes as ordinary paths of the default store (404 page)", async () => {
    const response = await SELF.fetch(`${ORIGIN}/de/soffor`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="sv-SE"');
    expect(html).toContain("Sidan hittades inte");
  });
});

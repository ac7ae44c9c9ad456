import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://shop.test";
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36" };

/** The head's after-paint script of a document, and the modules it lists. */
function afterPaint(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const script = /<script(?: nonce="([^"]+)")? data-preload-after-paint>([\s\S]*?)<\/script>/.exec(head);
  return { nonce: script?.[1], text: script?.[2] ?? "", modules: [...(script?.[2] ?? "").matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!) };
}

async function sha256(text: string): Promise<string> {
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));
}

describe("pages paint before their scripts load (worker/scripts-after-paint.ts)", () => {
  it("takes React Router's module preloads out of the head and asks for them after the first paint, rendered or cached", async () => {
    const seen: string[][] = [];
    for (const expected of ["MISS", "HIT"]) {
      let response = await SELF.fetch(`${ORIGIN}/dk`, { headers: BROWSER });
      // The complete document is stored behind the streamed answer: ask until it is there.
      for (let tries = 0; expected === "HIT" && response.headers.get("x-cache") !== "HIT" && tries < 50; tries++) {
        await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 50));
        response = await SELF.fetch(`${ORIGIN}/dk`, { headers: BROWSER });
      }
      expect(response.headers.get("x-cache")).toBe(expected);
      const html = await response.text();
      expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
      const { nonce, text, modules } = afterPaint(html);
      // The streamed miss was rendered for this request, under its nonce; the stored page admits the script by its hash.
      const policy = response.headers.get("content-security-policy")!;
      if (expected === "MISS") expect(nonce).toBe(/'nonce-([^']+)'/.exec(policy)![1]);
      else expect(policy).toContain(`'sha256-${await sha256(text)}'`);
      expect(modules).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/framework-[\w-]+\.js$/)]));
      // The route modules' own script (hydration) is still in the body: as the parser's module on the miss, inserted by a script on the stored page (decision 0028).
      const body = html.slice(html.indexOf("<body"));
      if (expected === "MISS") expect(body).toMatch(/<script[^>]*type="module"[^>]*>[^<]*import\("\/assets\/entry\.client-/);
      else expect(body).toMatch(/<script>\(function\(s\)\{s\.type="module";s\.textContent="[^<]*import\(\\"\/assets\/entry\.client-/);
      seen.push(modules);
    }
    expect(seen[1]).toEqual(seen[0]);
  });

  it("does the same on the not-found page, and answers a HEAD without a body", async () => {
    const missing = await SELF.fetch(`${ORIGIN}/no/finnes-ikke`, { headers: BROWSER });
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(afterPaint(html).modules.length).toBeGreaterThan(0);
    const head = await SELF.fetch(`${ORIGIN}/no`, { method: "HEAD", headers: BROWSER });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toContain("text/html");
    expect(await head.text()).toBe("");
  });
});

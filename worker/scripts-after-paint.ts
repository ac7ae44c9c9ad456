/**
 * The browser script that asks for the page's modules once the first contentful paint is on screen
 * (or, should none be reported, once the page has loaded): every one of them, so no import waterfall,
 * one per task: adding a preload costs the main thread a few milliseconds on a slow phone, and thirty
 * of them in one go made a long task.
 */
export function preloadAfterPaintScript(hrefs: readonly string[]): string {
  const list = JSON.stringify(hrefs).replaceAll("<", "\\u003c");
  return `(function(h){var d=0;function go(){if(d++)return;var i=0;(function next(){var u=h[i++];if(u===undefined)return;var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l);setTimeout(next,0)})()}try{new PerformanceObserver(function(e){if(e.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(e){go()}addEventListener("load",go)})(${list})`;
}

/**
 * Paint first, then the scripts. React Router preloads every module of a page from the head, so on a
 * slow phone the page's JavaScript competes with the document and its pictures for the connection,
 * and compiling it interrupts the parser before anything is shown. Pages are rendered on the server
 * and work without JavaScript, so they are painted first: the head's module preloads are taken out and
 * asked for again by a few lines in the head the moment the first contentful paint is reported. The
 * route modules' own script at the end of the body still starts hydration, as before.
 *
 * Applied where a page is rendered (worker/render-page.ts), so the output cache stores the page this
 * way. Its script carries the render's nonce like every other, or none in a page rendered for the
 * cache, whose policy admits it by its hash.
 */
export function scriptsAfterPaint(page: Response, nonce: string | null): Response {
  if (!page.body || !page.headers.get("Content-Type")?.startsWith("text/html")) return page;
  const hrefs: string[] = [];
  return new HTMLRewriter()
    .on('head link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (href) hrefs.push(href);
        link.remove();
      },
    })
    .on("head", {
      element(head) {
        head.onEndTag((end) => {
          if (hrefs.length > 0) end.before(`<script${nonce ? ` nonce="${nonce}"` : ""} data-preload-after-paint>${preloadAfterPaintScript(hrefs)}</script>`, { html: true });
        });
      },
    })
    .transform(page);
}

/**
 * The script types a browser runs or reads as rules, and so checks against script-src: classic
 * scripts (no type, or a JavaScript MIME type), modules, import maps and speculation rules. Any
 * other type is a data block (JSON-LD), which no policy governs.
 */
const JAVASCRIPT_MIME = /^(application\/(x-)?(ecma|java)script|text\/(ecma|java|j|live|x-ecma|x-java)script|text\/javascript1\.[0-5])$/;
const NON_MIME_SCRIPT_TYPES = new Set(["", "module", "importmap", "speculationrules"]);

export function isPolicedScriptType(type: string | null): boolean {
  const essence = (type ?? "").trim().toLowerCase();
  return NON_MIME_SCRIPT_TYPES.has(essence) || JAVASCRIPT_MIME.test(essence);
}

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

/**
 * The CSP hash sources ('sha256-…') of every inline script of an HTML document a policy governs,
 * each once, in document order. A script's text is hashed as the browser will (its raw content:
 * script is a raw-text element, so nothing in it is decoded).
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const texts: string[] = [];
  let current: string[] | null = null;
  await new HTMLRewriter()
    .on("script", {
      element(script) {
        if (script.hasAttribute("src") || !isPolicedScriptType(script.getAttribute("type"))) {
          current = null;
          return;
        }
        const chunks: string[] = [];
        current = chunks;
        script.onEndTag(() => {
          texts.push(chunks.join(""));
        });
      },
      text(chunk) {
        current?.push(chunk.text);
      },
    })
    .transform(new Response(html))
    .arrayBuffer();
  return [...new Set(await scriptTextHashes(texts))];
}

/** A script's text as a JavaScript string literal that cannot end the <script> element it sits in. */
const scriptLiteral = (text: string) => JSON.stringify(text).replace(/</g, "\\u003c");

/**
 * The document with each inline module script created by a small classic script instead of by the parser,
 * and the texts of the scripts so created. Under 'strict-dynamic' a parser-inserted script admitted by its
 * hash may not import anything (its imports are fetched as parser-inserted too, which no hash admits): React
 * Router's inline bootstrap would load no route module from a stored page. A module script that a trusted
 * script inserts, admitted by its own hash, may: its imports are not parser-inserted.
 */
export function moduleScriptsCreatedByScript(html: string): { html: string; created: string[] } {
  const created: string[] = [];
  const rewritten = html.replace(/<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/g, (whole, before: string, after: string, text: string) => {
    if (/\bsrc=/.test(before + after)) return whole;
    created.push(text);
    return `<script>(function(s){s.type="module";s.textContent=${scriptLiteral(text)};document.head.appendChild(s)})(document.createElement("script"))</script>`;
  });
  return { html: rewritten, created };
}

/** The CSP hash sources ('sha256-…') of script texts: a document's inline scripts, or those its own scripts insert (moduleScriptsCreatedByScript). */
export async function scriptTextHashes(texts: string[]): Promise<string[]> {
  return Promise.all(texts.map(async (text) => `sha256-${await sha256Base64(text)}`));
}

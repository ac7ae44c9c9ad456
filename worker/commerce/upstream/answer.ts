/**
 * What one HTTP answer of vue-storefront-api says (docs/upstream-contract.md section 0). Three kinds,
 * because the shop acts on each differently:
 * - a result: the {code, result} envelope's result (or the catalog's Elasticsearch JSON, the URL
 *   map's raw hit, which have no envelope);
 * - a refusal: JSON with an error status, the API's own word (a 4xx refusal, or a 5xx with its message);
 * - not an answer of the API at all: a body that is not JSON, such as Express's HTML
 *   `Cannot GET /api/...` for every route when UPSTREAM_API_URL is wrong, or a proxy's error page.
 *   Its status means nothing to the shop: an HTML 404 is no product that is missing.
 */
export type UpstreamAnswer =
  | { kind: "result"; result: unknown; meta: unknown }
  | { kind: "refused"; status: number; message: string }
  | { kind: "misrouted"; status: number; contentType: string; excerpt: string };

/** How much of a body that is not JSON the operator is shown: enough for Express's `Cannot GET /api/...`. */
const EXCERPT_CHARACTERS = 160;

/** The text of an HTML or plain body, tags and runs of space removed, cut short. */
function excerptOf(text: string): string {
  const pre = /<pre>([\s\S]*?)<\/pre>/i.exec(text)?.[1];
  return (pre ?? text)
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, EXCERPT_CHARACTERS);
}

export function readAnswer(status: number, contentType: string | null, text: string): UpstreamAnswer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: "misrouted", status, contentType: contentType ?? "no Content-Type", excerpt: excerptOf(text) };
  }
  const enveloped = json !== null && typeof json === "object" && "code" in json && "result" in json;
  const code = enveloped ? Number((json as { code: unknown }).code) : status;
  const result = enveloped ? (json as { result: unknown }).result : json;
  if (status >= 200 && status < 300 && !(code >= 400)) return { kind: "result", result, meta: enveloped ? (json as { meta?: unknown }).meta : undefined };
  // Some routes answer a refusal as {errorMessage, code} inside a 500 (apiStatus(res, err, 500)): the inner code is the meaning.
  const described = result as { message?: unknown; errorMessage?: unknown; code?: unknown } | null;
  const message =
    typeof result === "string" ? result : typeof described?.errorMessage === "string" ? described.errorMessage : typeof described?.message === "string" ? described.message : `answered ${code}`;
  const inner = Number(described?.code);
  return { kind: "refused", status: inner >= 400 && inner < 600 ? inner : code >= 400 ? code : status, message };
}

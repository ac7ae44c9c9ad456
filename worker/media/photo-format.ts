/** What the image pipeline re-encodes a photo as: the best format the client says it takes. */
export type PhotoFormat = "image/avif" | "image/webp" | "image/jpeg";

/** Best first; JPEG is what every client shows, so it is the answer when nothing better is accepted. */
const PREFERRED: readonly PhotoFormat[] = ["image/avif", "image/webp"];

/** The format for a request's `Accept` header: AVIF, else WebP, when listed with a quality above 0; else JPEG. */
export function photoFormat(accept: string | null): PhotoFormat {
  const accepted = new Set(
    (accept ?? "").split(",").flatMap((part) => {
      const [type = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
      const q = params.find((param) => param.startsWith("q="));
      return q && !(Number(q.slice(2)) > 0) ? [] : [type];
    }),
  );
  return PREFERRED.find((format) => accepted.has(format)) ?? "image/jpeg";
}

/** The file extension a format's cache entry is keyed by. */
export const FORMAT_KEY: Record<PhotoFormat, string> = { "image/avif": "avif", "image/webp": "webp", "image/jpeg": "jpeg" };

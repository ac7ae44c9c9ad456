import { describe, expect, it } from "vitest";
import { photoFormat } from "#worker/media/photo-format.ts";

describe("the format a photo is re-encoded as, by the request's Accept", () => {
  it.each([
    ["Chrome's image request", "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", "image/avif"],
    ["Safari 15 (WebP, no AVIF)", "image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5", "image/webp"],
    ["AVIF refused with q=0", "image/avif;q=0,image/webp,*/*", "image/webp"],
    ["both refused", "image/avif;q=0, image/webp;q=0.0, */*", "image/jpeg"],
    ["a low but positive quality still counts", "image/avif;q=0.1", "image/avif"],
    ["upper case and spaces", " IMAGE/WEBP ; Q=0.9 ", "image/webp"],
    ["a wildcard alone (crawlers, curl)", "*/*", "image/jpeg"],
    ["image/* alone: only named formats are trusted", "image/*", "image/jpeg"],
    ["no header", null, "image/jpeg"],
    ["garbage", ";;,q=", "image/jpeg"],
  ])("%s → %s", (_, accept, expected) => {
    expect(photoFormat(accept)).toBe(expected);
  });
});

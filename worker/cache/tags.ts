/** Cache-Tag values are comma-separated; a tag itself never contains a comma or whitespace. */
const TAG_PATTERN = /^[A-Za-z0-9:_./-]{1,128}$/;

export function parseTagHeader(value: string | null): string[] {
  return value ? value.split(",").map((t) => t.trim()).filter((t) => TAG_PATTERN.test(t)) : [];
}

export function tagHeaders(tags: Iterable<string>): Record<string, string> {
  const value = [...new Set(tags)].join(",");
  return { "Cache-Tag": value, "X-Cache-Tags": value };
}

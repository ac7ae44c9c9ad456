/**
 * A space as an import document leaves it (scripts/contentful/demo-content.ts, contentful-import's format):
 * its locales, entries and assets published as they are, with the shop's content model of demo-space.ts.
 * The stand-in serves it as Contentful would after the import, so a test can read the imported content
 * through the shop's Contentful adapter.
 */
import type { ContentfulImport } from "#scripts/contentful/demo-content.ts";
import { CONTENT_TYPES, DEMO_SPACE_ID } from "./demo-space.ts";
import type { Space, StoredAsset, StoredEntry } from "./space.ts";

const IMPORTED_AT = "2026-06-01T08:00:00.000Z";

export function importedSpace(content: ContentfulImport): Space {
  return {
    id: DEMO_SPACE_ID,
    environment: "master",
    locales: content.locales.map(({ code, fallbackCode, default: isDefault }) => ({ code, fallbackCode, default: isDefault })),
    contentTypes: CONTENT_TYPES,
    entries: new Map(
      content.entries.map((entry): [string, StoredEntry] => [
        entry.sys.id,
        { id: entry.sys.id, contentType: entry.sys.contentType.sys.id, fields: structuredClone(entry.fields), createdAt: IMPORTED_AT, updatedAt: IMPORTED_AT, revision: 1 },
      ]),
    ),
    assets: new Map(content.assets.map((asset): [string, StoredAsset] => [asset.sys.id, { id: asset.sys.id, fields: structuredClone(asset.fields) }])),
  };
}

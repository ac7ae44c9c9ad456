import { BLOCKS } from "@contentful/rich-text-types";
import { beforeAll, describe, expect, it } from "vitest";
import { demoContentImport, demoContentSource, type ContentfulImport, type BannerPicture } from "#scripts/contentful/demo-content.ts";
import { htmlToRichText } from "#scripts/contentful/html-to-rich-text.ts";
import { pushToSpace, type ManagementApi } from "#scripts/contentful/push-to-space.ts";
import { CONTENT_TYPES } from "../../support/contentful/demo-space.ts";
import { DEFAULT_CONTENTFUL_LOCALES } from "#worker/config.ts";

describe("the seed's page HTML as rich text", () => {
  it.each<[string, string, { nodeType: string; text: string }[]]>([
    ["a paragraph", "<p>Torka av med en fuktig trasa.</p>", [{ nodeType: BLOCKS.PARAGRAPH, text: "Torka av med en fuktig trasa." }]],
    ["a heading", "<h2>Usein kysyttyä</h2>", [{ nodeType: BLOCKS.HEADING_2, text: "Usein kysyttyä" }]],
    ["a list", "<ul><li>Göteborg</li><li>Karlstad</li></ul>", [{ nodeType: BLOCKS.UL_LIST, text: "GöteborgKarlstad" }]],
    [
      "a FAQ's question and answer",
      '<details class="faq"><summary>Var är min leverans?</summary><p>Under Mina sidor.</p></details>',
      [
        { nodeType: BLOCKS.HEADING_3, text: "Var är min leverans?" },
        { nodeType: BLOCKS.PARAGRAPH, text: "Under Mina sidor." },
      ],
    ],
    ["a heading that reads as a list item in Markdown", "<h2>1. Säljare</h2>", [{ nodeType: BLOCKS.HEADING_2, text: "1. Säljare" }]],
    ["markup characters in the words", "<p>2 * 3 &amp; _inte_ [mer] &lt;b&gt;</p>", [{ nodeType: BLOCKS.PARAGRAPH, text: "2 * 3 & _inte_ [mer] <b>" }]],
  ])("converts %s", async (_, html, blocks) => {
    const document = await htmlToRichText(html);
    const textOf = (node: unknown): string =>
      typeof (node as { value?: unknown }).value === "string" ? (node as { value: string }).value : ((node as { content?: unknown[] }).content ?? []).map(textOf).join("");
    expect(document.nodeType).toBe(BLOCKS.DOCUMENT);
    expect(document.content.map((node) => ({ nodeType: node.nodeType, text: textOf(node) }))).toEqual(blocks);
  });
});

describe("the demo content import document", () => {
  let content: ContentfulImport;
  let pictures: BannerPicture[];
  beforeAll(async () => {
    ({ content, pictures } = await demoContentImport(demoContentSource(), DEFAULT_CONTENTFUL_LOCALES));
  });

  it("is the same document every time, so a second import changes nothing", async () => {
    expect((await demoContentImport(demoContentSource(), DEFAULT_CONTENTFUL_LOCALES)).content).toEqual(content);
  });

  it("gives every entry and asset an id of its own, in Contentful's id alphabet", () => {
    const ids = [...content.entries, ...content.assets].map((entity) => entity.sys.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
  });

  it("links only to what it imports, each entry after what it links to", () => {
    const seen = new Set(content.assets.map((asset) => asset.sys.id));
    for (const entry of content.entries) {
      const links = JSON.stringify(entry.fields).matchAll(/"linkType":"(Entry|Asset)","id":"([^"]+)"/g);
      for (const [, , id] of links) expect(seen, `${entry.sys.id} → ${id}`).toContain(id);
      seen.add(entry.sys.id);
    }
  });

  it("uses the content model's types and localizes only its localized fields", () => {
    const defaultLocale = content.locales.find((locale) => locale.default)!.code;
    expect(defaultLocale).toBe(DEFAULT_CONTENTFUL_LOCALES.se);
    for (const entry of content.entries) {
      const type = CONTENT_TYPES.find((candidate) => candidate.id === entry.sys.contentType.sys.id);
      expect(type, entry.sys.id).toBeDefined();
      for (const [field, values] of Object.entries(entry.fields)) {
        if (!type!.localized.includes(field)) expect(Object.keys(values), `${entry.sys.id}.${field}`).toEqual([defaultLocale]);
      }
    }
  });

  it.each<[string, (fields: Record<string, Record<string, unknown>>) => unknown]>([
    ["page", (fields) => fields.title && fields.slug && fields.pageKey],
    ["navigationItem", (fields) => fields.label],
    ["footerColumn", (fields) => fields.heading],
    ["homeBanner", (fields) => fields.title && fields.kind && fields.position !== undefined],
    ["categoryLink", (fields) => fields.categoryId],
  ])("fills the required fields of each %s in the default locale", (contentType, required) => {
    const entries = content.entries.filter((entry) => entry.sys.contentType.sys.id === contentType);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(required(entry.fields), entry.sys.id).toBeTruthy();
  });

  it("gives every banner a picture per store, drawn by the demo shop", () => {
    const files = content.assets.flatMap((asset) => Object.values(asset.fields.file).map((file) => file.url.slice(2)));
    expect(pictures.map((picture) => picture.file).sort()).toEqual(files.sort());
    expect(new Set(pictures.map((picture) => picture.bannerId)).size).toBe(demoContentSource().banners.length);
  });
});

/** Contentful's Content Management API as the import meets it: entities by id, versions, NotFound for an unknown id. */
function fakeManagementApi() {
  const store = { entries: new Map<string, any>(), assets: new Map<string, any>(), locales: [{ code: "sv-SE", default: true }] as { code: string; default: boolean }[] };
  const calls = { uploads: 0, created: 0, updated: 0, published: 0 };
  const notFound = () => Object.assign(new Error("The resource could not be found."), { name: "NotFound" });
  const save = (map: Map<string, any>, id: string, data: any, version: number) => {
    const saved = { ...data, sys: { id, version } };
    map.set(id, saved);
    return saved;
  };
  const entities = (map: Map<string, any>, idOf: (params: any) => string) => ({
    get: async (params: any) => map.get(idOf(params)) ?? Promise.reject(notFound()),
    createWithId: async (params: any, data: any) => {
      if (map.has(idOf(params))) throw Object.assign(new Error("exists"), { name: "VersionMismatch" });
      calls.created++;
      return save(map, idOf(params), data, 1);
    },
    update: async (params: any, data: any) => {
      const current = map.get(idOf(params));
      if (!current || data.sys.version !== current.sys.version) throw Object.assign(new Error("version"), { name: "VersionMismatch" });
      calls.updated++;
      return save(map, idOf(params), data, current.sys.version + 1);
    },
    publish: async (params: any, data: any) => {
      if (data.sys.version !== map.get(idOf(params)).sys.version) throw Object.assign(new Error("version"), { name: "VersionMismatch" });
      calls.published++;
      return data;
    },
  });
  const api = {
    locale: {
      getMany: async () => ({ items: store.locales }),
      create: async (_: unknown, locale: { code: string }) => {
        store.locales.push({ code: locale.code, default: false });
        return locale;
      },
    },
    entry: entities(store.entries, (params) => params.entryId),
    asset: {
      ...entities(store.assets, (params) => params.assetId),
      // Processing turns each locale's upload into a file with a URL.
      processForAllLocales: async (_: unknown, asset: any) => {
        const file = Object.fromEntries(Object.entries(asset.fields.file).map(([locale, value]: [string, any]) => [locale, value.url ? value : { fileName: value.fileName, contentType: value.contentType, url: `//images.ctfassets.net/x/${value.fileName}` }]));
        return save(store.assets, asset.sys.id, { ...asset, fields: { ...asset.fields, file } }, asset.sys.version + 1);
      },
    },
    upload: {
      create: async () => {
        calls.uploads++;
        return { sys: { id: `upload-${calls.uploads}` } };
      },
    },
  } as unknown as ManagementApi;
  return { api, store, calls };
}

describe("pushing the import document into a space", () => {
  it("creates everything once, and a second run updates the same entities without adding or uploading any", async () => {
    const { content } = await demoContentImport(demoContentSource(), DEFAULT_CONTENTFUL_LOCALES);
    const { api, store, calls } = fakeManagementApi();
    const readPicture = async () => new ArrayBuffer(8);
    const first = await pushToSpace(api, content, readPicture);
    const count = content.entries.length + content.assets.length;
    expect({ created: first.created.length, updated: first.updated.length, localesAdded: first.localesAdded }).toEqual({ created: count, updated: 0, localesAdded: ["da-DK", "nb-NO", "fi-FI"] });
    const uploads = calls.uploads;
    expect(uploads).toBe(content.assets.reduce((sum, asset) => sum + Object.keys(asset.fields.file).length, 0));

    const second = await pushToSpace(api, content, readPicture);
    expect({ created: second.created.length, updated: second.updated.length, localesAdded: second.localesAdded }).toEqual({ created: 0, updated: count, localesAdded: [] });
    expect(calls.uploads).toBe(uploads);
    expect(store.entries.size + store.assets.size).toBe(count);
    expect(calls.published).toBe(2 * count);
  });
});

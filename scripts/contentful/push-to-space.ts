/**
 * Writes an import document (demo-content.ts) into a space through the Content Management API, by id: an
 * entry or asset that exists is updated (at its current version), one that does not is created with its id,
 * and each is published. A second run therefore changes what the first made and adds nothing. Missing locales
 * are added; an asset's file is uploaded again only when its file name changed.
 */
import type { PlainClientAPI } from "contentful-management";
import type { ContentfulImport, ImportFile } from "./demo-content.ts";

/** The parts of contentful-management's plain client the import uses (spaceId and environmentId given as its defaults). */
export type ManagementApi = {
  locale: Pick<PlainClientAPI["locale"], "getMany" | "create">;
  entry: Pick<PlainClientAPI["entry"], "get" | "createWithId" | "update" | "publish">;
  asset: Pick<PlainClientAPI["asset"], "get" | "createWithId" | "update" | "processForAllLocales" | "publish">;
  upload: { create(params: { spaceId?: string }, data: { file: ArrayBuffer }): Promise<{ sys: { id: string } }> };
};

export interface PushReport {
  created: string[];
  updated: string[];
  localesAdded: string[];
}

const isNotFound = (error: unknown) => (error as { name?: string } | null)?.name === "NotFound";

async function existing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** `readPicture(file)`: the bytes of an asset's file, by its URL without `//` (BannerPicture.file). */
export async function pushToSpace(api: ManagementApi, content: ContentfulImport, readPicture: (file: string) => Promise<ArrayBuffer>): Promise<PushReport> {
  const report: PushReport = { created: [], updated: [], localesAdded: [] };
  const have = new Set((await api.locale.getMany({ query: { limit: 100 } })).items.map((locale) => locale.code));
  for (const locale of content.locales.filter((wanted) => !have.has(wanted.code))) {
    await api.locale.create({}, { name: locale.name, code: locale.code, fallbackCode: locale.fallbackCode, optional: locale.optional, contentDeliveryApi: true, contentManagementApi: true });
    report.localesAdded.push(locale.code);
  }

  for (const asset of content.assets) {
    const assetId = asset.sys.id;
    const current = await existing(() => api.asset.get({ assetId }));
    const currentFiles = (current?.fields.file ?? {}) as Record<string, { fileName?: string; url?: string }>;
    const file: Record<string, unknown> = {};
    for (const [locale, wanted] of Object.entries(asset.fields.file) as [string, ImportFile][]) {
      const kept = currentFiles[locale];
      if (kept?.fileName === wanted.fileName && kept.url) {
        file[locale] = kept;
        continue;
      }
      const upload = await api.upload.create({}, { file: await readPicture(wanted.url.replace(/^\/\//, "")) });
      file[locale] = { fileName: wanted.fileName, contentType: wanted.contentType, uploadFrom: { sys: { type: "Link", linkType: "Upload", id: upload.sys.id } } };
    }
    const fields = { title: asset.fields.title, description: asset.fields.description, file } as never;
    const saved = current ? await api.asset.update({ assetId }, { ...current, fields }) : await api.asset.createWithId({ assetId }, { fields });
    const processed = await api.asset.processForAllLocales({}, saved);
    await api.asset.publish({ assetId }, processed);
    (current ? report.updated : report.created).push(assetId);
  }

  // Entries come leaves first (demo-content.ts orders them so), so each publish finds what it links to published.
  for (const entry of content.entries) {
    const entryId = entry.sys.id;
    const current = await existing(() => api.entry.get({ entryId }));
    const saved = current
      ? await api.entry.update({ entryId }, { ...current, fields: entry.fields })
      : await api.entry.createWithId({ entryId, contentTypeId: entry.sys.contentType.sys.id }, { fields: entry.fields });
    await api.entry.publish({ entryId }, saved);
    (current ? report.updated : report.created).push(entryId);
  }
  return report;
}

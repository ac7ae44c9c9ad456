/**
 * Imports the demo shop's content (demo-content.ts) into a Contentful space whose content model
 * content-model.cjs made, through the Content Management API (push-to-space.ts):
 *
 *   CONTENTFUL_SPACE_ID=… CONTENTFUL_MANAGEMENT_TOKEN=… npm run content:import
 *   npm run content:import -- --write demo-content.json   (only writes the import document)
 *
 * CONTENTFUL_ENVIRONMENT (default master) and CONTENTFUL_LOCALES (store=locale, as the worker reads it) as for
 * the shop. The banner pictures are the demo shop's own drawings, fetched from DEMO_SHOP_ORIGIN (default
 * http://127.0.0.1:8787, `npm start`) and uploaded. Every entry and asset keeps its id, so a second run
 * updates what the first made and adds nothing.
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import contentfulManagement from "contentful-management";
import { DEFAULT_STORE } from "#core/stores.ts";
import { contentfulLocales } from "#worker/config.ts";
import { BANNER_PICTURE, demoContentImport, demoContentSource } from "./demo-content.ts";
import { pushToSpace } from "./push-to-space.ts";

const { values } = parseArgs({ options: { write: { type: "string" } } });

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const locales = contentfulLocales.safeParse(process.env.CONTENTFUL_LOCALES);
if (!locales.success) fail(`CONTENTFUL_LOCALES ${locales.error.issues.map((issue) => issue.message).join("; ")}`);
const { content, pictures } = await demoContentImport(demoContentSource(), locales.data);

if (values.write) {
  await writeFile(values.write, `${JSON.stringify(content, null, 2)}\n`);
  console.log(`wrote ${content.entries.length} entries and ${content.assets.length} assets to ${values.write}`);
  process.exit(0);
}

const spaceId = process.env.CONTENTFUL_SPACE_ID ?? "";
const managementToken = process.env.CONTENTFUL_MANAGEMENT_TOKEN ?? "";
const environmentId = process.env.CONTENTFUL_ENVIRONMENT || "master";
if (!/^[a-z0-9]{1,64}$/.test(spaceId)) fail("CONTENTFUL_SPACE_ID: the space's id is required (Settings → General settings)");
if (!managementToken) fail("CONTENTFUL_MANAGEMENT_TOKEN: a Content Management API token is required (Settings → CMA tokens)");

const client = contentfulManagement.createClient({ accessToken: managementToken }, { type: "plain", defaults: { spaceId, environmentId } });
// Fields that are not localized hold the default locale's value: the space's default must be the default store's locale.
const defaultLocale = locales.data[DEFAULT_STORE];
const spaceDefault = (await client.locale.getMany({ query: { limit: 100 } })).items.find((locale) => locale.default)?.code;
if (spaceDefault !== defaultLocale) fail(`the space's default locale is ${spaceDefault}; make it ${defaultLocale} (Settings → Locales) before importing`);

const origin = (process.env.DEMO_SHOP_ORIGIN || "http://127.0.0.1:8787").replace(/\/+$/, "");
/** The demo shop's drawing of a banner, for the asset that holds it. */
async function readPicture(file: string): Promise<ArrayBuffer> {
  const picture = pictures.find((candidate) => candidate.file === file);
  if (!picture) fail(`no banner picture for ${file}`);
  const url = `${origin}/media/banner/${picture.bannerId}-${BANNER_PICTURE.width}.png`;
  const response = await fetch(url).catch((error: unknown) => fail(`${url}: ${String(error)} (is the demo shop running? npm start, or set DEMO_SHOP_ORIGIN)`));
  if (!response.ok) fail(`${url} answered ${response.status}`);
  return response.arrayBuffer();
}

const report = await pushToSpace(client, content, readPicture);
console.log(`${spaceId}/${environmentId}: ${report.created.length} created, ${report.updated.length} updated${report.localesAdded.length ? `, locales added: ${report.localesAdded.join(", ")}` : ""}`);

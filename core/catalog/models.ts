/**
 * The 3D models of products (SPEC §1 "view products in augmented reality", the AR modal): the URL scheme
 * is owned here, the worker's media routes (worker/media/routes.ts) build the GLB. A model is drawn from
 * the same facts as the product's pictures (its look) and stretched to its measures, so its URL carries a
 * fingerprint of those facts: a changed product gets a new URL, and one URL never changes its model.
 */
import type { CatalogPort, ImageSubject, ProductDetail } from "../port/index.ts";
import type { StoreCode } from "../stores.ts";
import { MEDIA_PREFIX } from "./images.ts";

export const MODEL_PREFIX = `${MEDIA_PREFIX}/model`;

/** Bumped when the model generator changes, so every model gets a new URL. */
export const MODEL_GENERATOR_VERSION = "1";

/** Width, height and depth in centimetres: the bounding box a model is stretched to. */
export interface ModelMeasures {
  width: number;
  height: number;
  depth: number;
}

/** What one product's model is made of: the pieces its pictures show, and its measures when it has all three. */
export interface ModelFacts {
  subject: ImageSubject;
  measures: ModelMeasures | null;
}

/** The product's width, height and depth from its measurements; null unless all three are there and positive. */
export function measuresOf(measurements: readonly { code: string; value: number }[]): ModelMeasures | null {
  const value = (code: string) => measurements.find((measurement) => measurement.code === code)?.value;
  const [width, height, depth] = [value("width_cm"), value("height_cm"), value("depth_cm")];
  return width && height && depth && width > 0 && height > 0 && depth > 0 ? { width, height, depth } : null;
}

/**
 * The facts of the model of a product in `colour`, from its pictures' subject and its details; null when
 * there is none: no pieces, or a colour it does not come in (the pictures fall back to another variant; a
 * model in the wrong colour would mislead).
 */
export function modelFacts(subject: ImageSubject | null, detail: Pick<ProductDetail, "id" | "measurements"> | null, colour: string | undefined): (ModelFacts & { productId: number }) | null {
  if (!subject || !detail || subject.parts.length === 0) return null;
  if (colour !== undefined && !subject.set && subject.parts[0]!.look.colour !== colour) return null;
  return { subject, measures: measuresOf(detail.measurements), productId: detail.id };
}

/** The same, read through the catalog port. */
export async function readModelFacts(catalog: CatalogPort, store: StoreCode, sku: string, colour: string | undefined) {
  const [subject, detail] = await Promise.all([catalog.imageSubject("product", sku, colour), catalog.productBySku(store, sku)]);
  return modelFacts(subject, detail, colour);
}

/** FNV-1a, 32 bits, as 8 hex digits: a fingerprint, not a secret. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** The version a model's URL carries: changes with the generator, the pieces' looks, the set's arrangement or the measures. */
export function modelVersion(facts: ModelFacts): string {
  const { key, set, parts } = facts.subject;
  return fingerprint(JSON.stringify([MODEL_GENERATOR_VERSION, key, set, parts, facts.measures]));
}

/** The GLB of a product in a colour: /media/model/{sku}.glb?color={colour}&v={version}. */
export function modelHref(sku: string, colour: string | null, version: string): string {
  const query = new URLSearchParams();
  if (colour) query.set("color", colour);
  query.set("v", version);
  return `${MODEL_PREFIX}/${encodeURIComponent(sku)}.glb?${query}`;
}

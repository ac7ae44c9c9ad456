import { ITEM_KINDS, SET_KINDS } from "../../media/art/kinds.ts";
import { CATEGORY_PICTURE_PIECES, sceneSkus } from "#core/catalog/images.ts";
import { FEATURED_IN_CATEGORY, TOP_IN_CATEGORY } from "./rows.ts";
import type { ImageKind, ImageSubject, ProductLook } from "#core/port/index.ts";

/** The demo catalog's sku prefix names the kind of furniture (SO- a sofa, MG- a dining set, ...). */
const KIND_BY_PREFIX = new Map<string, { key: string; set: boolean }>([
  ...ITEM_KINDS.map((kind) => [kind.skuPrefix, { key: kind.key, set: false }] as const),
  ...SET_KINDS.map((kind) => [kind.skuPrefix, { key: kind.key, set: true }] as const),
]);

const kindOf = (sku: string) => KIND_BY_PREFIX.get(sku.split("-")[0] ?? "") ?? { key: "armchair", set: false };

interface LookRow {
  id: number;
  sku: string;
  type_id: string;
  material: string | null;
  tabletop_material: string | null;
  form: string | null;
  function: string | null;
  size: string | null;
  color: string | null;
  swatch: string | null;
  gallery_size: number;
  parent_sku: string | null;
}

const LOOK = `SELECT p.id, p.sku, p.type_id, p.material, p.tabletop_material, p.form, p.function, p.size, p.color, o.swatch, p.gallery_size,
  (SELECT parent.sku FROM products parent WHERE parent.id = p.parent_id) AS parent_sku
  FROM products p LEFT JOIN attribute_options o ON o.attribute_code = 'color' AND o.value = p.color AND o.store_code = 'se'`;

const lookOf = (row: LookRow): ProductLook => ({
  kind: kindOf(row.sku).key,
  colour: row.color,
  swatch: row.swatch,
  material: row.material,
  tabletop: row.tabletop_material,
  form: row.form,
  function: row.function,
  size: row.size,
});

/**
 * A configurable product looks like its variant in `colour` if it has one, else like its first variant on
 * sale; a set like its default parts.
 */
async function productSubject(db: D1Database, sku: string, colour?: string): Promise<ImageSubject | null> {
  const row = await db.prepare(`${LOOK} WHERE p.sku = ?1`).bind(sku).first<LookRow>();
  if (!row) return null;
  if (row.type_id === "configurable") {
    const variant = await db
      .prepare(`${LOOK} WHERE p.parent_id = ?1 ORDER BY (p.color = ?2) DESC, p.status, p.id LIMIT 1`)
      .bind(row.id, colour ?? "")
      .first<LookRow>();
    return { key: row.sku, set: null, parts: [{ look: lookOf(variant ?? row), qty: 1 }], count: row.gallery_size };
  }
  if (row.type_id === "grouped" || row.type_id === "bundle") {
    const { results } = await db
      .prepare(
        `SELECT l.qty, q.* FROM product_links l JOIN (${LOOK}) q ON q.id = l.linked_product_id
         WHERE l.product_id = ?1 AND l.link_type IN ('associated', 'bundle') AND (l.link_type = 'associated' OR l.is_default = 1)
         ORDER BY l.position`,
      )
      .bind(row.id)
      .all<LookRow & { qty: number }>();
    return { key: row.sku, set: kindOf(row.sku).key, parts: results.map((part) => ({ look: lookOf(part), qty: part.qty })), count: row.gallery_size };
  }
  return { key: row.parent_sku ?? row.sku, set: null, parts: [{ look: lookOf(row), qty: 1 }], count: row.gallery_size };
}

/** The best-selling simple pieces a category holds (a banner shows those of the category it links to). */
const FEATURED = `${LOOK} ${FEATURED_IN_CATEGORY}`;

/** A category without simple pieces (dining sets, configurable sofas only) shows its best-selling product. */
const TOP_SET = `SELECT p.sku FROM products p ${TOP_IN_CATEGORY}`;

async function featuredSubject(db: D1Database, categoryId: number, count: number): Promise<ImageSubject | null> {
  const { results } = await db.prepare(FEATURED).bind(categoryId, count).all<LookRow>();
  if (results.length > 0) return { key: `category/${categoryId}`, set: null, parts: results.map((row) => ({ look: lookOf(row), qty: 1 })), count: 1 };
  const top = await db.prepare(TOP_SET).bind(categoryId).first<{ sku: string }>();
  const subject = top ? await productSubject(db, top.sku) : null;
  return subject && { ...subject, count: 1 };
}

/** Different pictures of one scene (a customer's photo, a post's figures) are drawn from different seeds. */
const SCENE_VARIANTS = 9;

/** Products together in one room: a single set keeps its own arrangement, several pieces share the room. */
async function sceneSubject(db: D1Database, key: string): Promise<ImageSubject | null> {
  const skus = sceneSkus(key);
  if (!skus) return null;
  const subjects = await Promise.all(skus.map((sku) => productSubject(db, sku)));
  if (subjects.some((subject) => subject === null)) return null;
  const [only] = subjects;
  if (subjects.length === 1 && only) return { ...only, key, count: SCENE_VARIANTS };
  return { key, set: null, parts: subjects.flatMap((subject) => subject!.parts.map((part) => ({ ...part, qty: 1 }))), count: SCENE_VARIANTS };
}

export async function readImageSubject(db: D1Database, kind: ImageKind, key: string, colour?: string): Promise<ImageSubject | null> {
  if (kind === "product") return productSubject(db, key, colour);
  if (kind === "scene") return sceneSubject(db, key);
  const id = Number(key);
  if (!Number.isSafeInteger(id)) return null;
  if (kind === "category") {
    const category = await db.prepare("SELECT id FROM categories WHERE id = ?1").bind(id).first<{ id: number }>();
    return category ? featuredSubject(db, id, CATEGORY_PICTURE_PIECES) : null;
  }
  // A banner links to a category page of its store; its picture shows that category's pieces.
  const banner = await db
    .prepare(
      `SELECT t.category_id FROM banners b LEFT JOIN category_texts t ON t.store_code = b.store_code AND b.link LIKE '%/' || t.url_path
       WHERE b.id = ?1 ORDER BY length(t.url_path) DESC LIMIT 1`,
    )
    .bind(id)
    .first<{ category_id: number | null }>();
  if (!banner) return null;
  return featuredSubject(db, banner.category_id ?? 1, 3);
}

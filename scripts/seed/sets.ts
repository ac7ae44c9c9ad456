import { SERIES, brandById } from "./brands.ts";
import { roundSek } from "./currency.ts";
import { addDays } from "./dates.ts";
import { skuFor, type IdSequence } from "./ids.ts";
import type { SetKind } from "#worker/media/art/kinds.ts";
import type { ProductModel, ProductRow, SetLink } from "./model.ts";
import type { NameBook } from "./names.ts";
import { stream, type Random } from "./random.ts";
import { campaignFor, NO_STOCK_PROMISES, saleStatus, showroomStock } from "./stock.ts";

/** Enabled simple parents that grouped and bundle products can be made of, by kind. */
export class ComponentPool {
  private readonly byKind = new Map<string, ProductModel[]>();
  private readonly bySet = new Map<string, ProductModel[]>();
  private readonly all: ProductModel[] = [];

  add(product: ProductModel): void {
    if (product.row.type_id !== "simple" || product.parent || product.row.status !== 1 || !product.kind) return;
    const push = (map: Map<string, ProductModel[]>, key: string) => {
      const list = map.get(key);
      if (list) list.push(product);
      else map.set(key, [product]);
    };
    push(this.byKind, product.kind.key);
    push(this.bySet, product.kind.attributeSet);
    this.all.push(product);
  }

  candidates(kindKey: string, attributeSet: string): ProductModel[] {
    return this.byKind.get(kindKey) ?? this.bySet.get(attributeSet) ?? this.all;
  }
}

/** A random unused candidate, preferring ones that satisfy `prefer`; null when all are used. */
function pickComponent(
  rng: Random,
  candidates: ProductModel[],
  used: Set<ProductModel>,
  prefer: (product: ProductModel) => boolean,
): ProductModel | null {
  for (let attempt = 0; attempt < 24; attempt++) {
    const candidate = rng.pick(candidates);
    if (!used.has(candidate) && (attempt < 16 ? prefer(candidate) : true)) return candidate;
  }
  return candidates.find((candidate) => !used.has(candidate)) ?? null;
}

/** The main piece prefers a series that names no set of this kind yet, the other pieces the main piece's brand. */
function chooseLinks(setKind: SetKind, pool: ComponentPool, rng: Random, names: NameBook): SetLink[] {
  const used = new Set<ProductModel>();
  const links: SetLink[] = [];
  let primary: ProductModel | null = null;
  let optionIndex = 0;
  for (const part of setKind.parts) {
    if (part.optional && !rng.chance(0.5)) continue;
    const candidates = pool.candidates(part.kind, setKind.attributeSet);
    if (candidates.length === 0) break;
    const prefer = (product: ProductModel) =>
      primary ? product.row.brand_id === primary.row.brand_id : names.isFree(setKind.key, product.series);
    const count = setKind.type === "bundle" ? rng.int(2, 3) : 1;
    const qty = rng.pick(part.qty);
    for (let selection = 0; selection < count; selection++) {
      const product = pickComponent(rng, candidates, used, prefer);
      if (!product) break;
      used.add(product);
      primary ??= product;
      links.push({ product, qty, optionIndex, isDefault: selection === 0 });
    }
    optionIndex++;
  }
  return links;
}

function composedStock(setKind: SetKind, links: SetLink[]): Pick<ProductRow, "qty" | "is_in_stock"> {
  const available = (link: SetLink) => (link.product.row.is_in_stock === 1 ? Math.floor(link.product.row.qty / link.qty) : 0);
  const byOption = new Map<number, number>();
  for (const link of links) byOption.set(link.optionIndex, Math.max(byOption.get(link.optionIndex) ?? 0, available(link)));
  const counts = [...byOption.values()];
  const inStockNow =
    setKind.type === "bundle" ? counts.length > 0 && counts.every((count) => count > 0) : counts.some((count) => count > 0);
  const positive = counts.filter((count) => count > 0);
  return inStockNow ? { qty: Math.max(1, Math.min(...positive)), is_in_stock: 1 } : { qty: 0, is_in_stock: 0 };
}

/** A grouped or bundle parent made of existing simple products. */
export function createSet(
  { index, setKind, disabled }: { index: number; setKind: SetKind; disabled: boolean },
  pool: ComponentPool,
  ids: IdSequence,
  today: string,
  names: NameBook,
): ProductModel {
  const rng = stream("set", index);
  const links = chooseLinks(setKind, pool, rng, names);
  const primary = links[0]?.product ?? null;
  const series = names.claimModelLine(setKind.key, primary?.series ?? rng.pick(SERIES));
  const brand = brandById(primary?.row.brand_id ?? series.brandId);
  const defaults = links.filter((link) => link.isDefault || setKind.type === "grouped");
  const id = ids.next();
  const row: ProductRow = {
    id,
    sku: skuFor(setKind.skuPrefix, id),
    type_id: setKind.type,
    parent_id: null,
    status: disabled ? 2 : 1,
    visibility: rng.weighted<number>([[4, 96], [2, 2], [3, 2]]),
    attribute_set: setKind.attributeSet,
    brand_id: brand.id,
    collection_id: primary ? primary.row.collection_id : series.collectionId,
    series: series.name,
    article_number: `${brand.code}-${rng.int(100000, 999999)}`,
    material: primary?.row.material ?? null,
    tabletop_material: primary?.row.tabletop_material ?? null,
    form: primary?.row.form ?? null,
    function: null,
    color: null,
    size: null,
    width_cm: null, height_cm: null, depth_cm: null, seat_height_cm: null, seat_depth_cm: null, thickness_cm: null,
    pole_diameter_cm: null,
    weight_kg: defaults.length
      ? Math.round(defaults.reduce((sum, link) => sum + (link.product.row.weight_kg ?? 0) * link.qty, 0) * 10) / 10
      : null,
    package_width_cm: null, package_height_cm: null, package_depth_cm: null,
    ...composedStock(setKind, links),
    ...showroomStock(rng),
    product_delivery_time: Math.max(3, ...links.map((link) => link.product.row.product_delivery_time)),
    product_sale_status: saleStatus(rng, setKind.outdoor),
    ...NO_STOCK_PROMISES,
    campaign: campaignFor(rng, setKind.outdoor),
    free_shipping: rng.chance(0.4) ? 1 : 0,
    image_color: rng.hexColor(),
    gallery_size: rng.int(3, 6),
    sales_count: Math.floor(rng.next() ** 3 * 800),
    created_at: addDays(today, -rng.int(1, 400)),
  };
  const priceSek = defaults.length
    ? roundSek(defaults.reduce((sum, link) => sum + link.product.priceSek * link.qty, 0))
    : roundSek(rng.float(5000, 20000));
  return {
    row, kind: null, setKind, series, category: setKind.category, alsoIn: [], priceSek,
    parent: null, children: [], variesBy: [], setLinks: links,
  };
}

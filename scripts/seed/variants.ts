import { COLORS } from "./attributes.ts";
import { sizePrice } from "./currency.ts";
import { dimensionsFor } from "./dimensions.ts";
import type { IdSequence } from "./ids.ts";
import { colorsFor, type ItemKind } from "#worker/media/art/kinds.ts";
import type { Dimensions, ProductModel } from "./model.ts";
import { stream, type Random } from "./random.ts";
import { inStock, outOfStock, randomStock, showroomStock } from "./stock.ts";

const MAX_CHILDREN = 8;

const skuPart = (value: string): string => value.toUpperCase().replace(/[^A-Z0-9]/g, "");

function swatch(color: string): string {
  return COLORS.find((option) => option.value === color)?.swatch ?? "#999999";
}

function chooseAxes(palette: string[], sizes: string[], rng: Random) {
  const bySize = sizes.length >= 2 && rng.chance(0.6);
  const chosenSizes: (string | null)[] = bySize
    ? rng.sample(sizes, rng.int(2, sizes.length)).sort((a, b) => sizes.indexOf(a) - sizes.indexOf(b))
    : [sizes.length > 0 ? rng.pick(sizes) : null];
  const maxColors = Math.min(palette.length, bySize ? Math.floor(MAX_CHILDREN / chosenSizes.length) : 6);
  const colors = rng.sample(palette, rng.int(2, Math.max(2, maxColors)));
  return { bySize, chosenSizes, colors };
}

/** The children of a configurable parent: colours × sizes, 2–8 of them, at least one in stock and one out. */
export function createVariants(
  parent: ProductModel,
  sizes: string[],
  basePrice: number,
  ids: IdSequence,
  rng: Random,
): ProductModel[] {
  const kind = parent.kind as ItemKind;
  const { bySize, chosenSizes, colors } = chooseAxes(colorsFor(kind, parent.row.material), sizes, rng);
  const dimensions = new Map<string | null, Dimensions>(
    chosenSizes.map((size) => [size, dimensionsFor(kind.dimensions, size, stream("dimensions", parent.row.id, size ?? ""))]),
  );
  const combinations = colors.flatMap((color) => chosenSizes.map((size) => ({ color, size })));
  const soldOut = rng.int(1, combinations.length - 1);

  const children = combinations.map(({ color, size }, position): ProductModel => {
    const forced = position === 0 ? inStock(rng) : position === soldOut ? outOfStock() : null;
    const id = ids.next();
    return {
      row: {
        ...parent.row,
        ...(dimensions.get(size) as Dimensions),
        ...(forced ?? randomStock(rng)),
        ...showroomStock(rng),
        id,
        sku: `${parent.row.sku}-${skuPart(color)}${size ? `-${skuPart(size)}` : ""}`,
        type_id: "simple",
        parent_id: parent.row.id,
        status: forced === null && rng.chance(0.06) ? 2 : 1,
        visibility: 1,
        article_number: `${parent.row.article_number}-${String(position + 1).padStart(2, "0")}`,
        color,
        size,
        image_color: swatch(color),
        sales_count: Math.floor((parent.row.sales_count / combinations.length) * rng.float(0.3, 1.7)),
      },
      kind,
      setKind: null,
      series: parent.series,
      category: null,
      alsoIn: [],
      priceSek: sizePrice(kind, basePrice, size),
      parent,
      children: [],
      variesBy: [],
      setLinks: [],
    };
  });

  const sellable = children.filter((child) => child.row.status === 1);
  Object.assign(parent.row, dimensions.get(chosenSizes[0] ?? null), {
    color: null,
    size: null,
    qty: sellable.reduce((sum, child) => sum + child.row.qty, 0),
    is_in_stock: sellable.some((child) => child.row.is_in_stock === 1) ? 1 : 0,
  });
  const sizeCategories = [...new Set(chosenSizes.map((size) => (size && kind.categoryBySize?.[size]) || kind.category))];
  parent.category = sizeCategories[0] ?? kind.category;
  parent.alsoIn = sizeCategories.slice(1);
  parent.priceSek = Math.min(...children.map((child) => child.priceSek));
  parent.variesBy = bySize ? ["color", "size"] : ["color"];
  parent.children = children;
  return children;
}

import { storeCommerce } from "#core/store-commerce.ts";
import { STORE_CODES, type StoreCode } from "#core/stores.ts";
import { convertSek, roundSek, stepBelow } from "./currency.ts";
import { addDays, lastDays, withinWindow } from "./dates.ts";
import type { ProductModel } from "./model.ts";
import { stream, type Random } from "./random.ts";
import type { Row } from "./schema.ts";

export const HISTORY_DAYS = 30;

interface Window {
  from: string | null;
  to: string | null;
}

/** A price change relative to the regular price: special (in the special_* columns) or an earlier promotion. */
interface PriceChange extends Window {
  ratio: number;
}

interface PricePlan {
  special: PriceChange | null;
  promotion: PriceChange | null;
}

function specialWindow(rng: Random, today: string): Window {
  const shape = rng.weighted<string>([
    ["current", 35], ["expired", 20], ["future", 15], ["openStart", 12], ["openEnd", 12], ["always", 6],
  ]);
  switch (shape) {
    case "current":
      return { from: addDays(today, -rng.int(1, 20)), to: addDays(today, rng.int(1, 30)) };
    case "expired": {
      const to = addDays(today, -rng.int(1, 25));
      return { from: addDays(to, -rng.int(7, 30)), to };
    }
    case "future": {
      const from = addDays(today, rng.int(1, 20));
      return { from, to: addDays(from, rng.int(7, 30)) };
    }
    case "openStart":
      return { from: null, to: addDays(today, rng.int(0, 20)) };
    case "openEnd":
      return { from: addDays(today, -rng.int(0, 20)), to: null };
    default:
      return { from: null, to: null };
  }
}

/** ~25 % specials below price, ~2 % bogus specials at or above price, ~10 % an earlier temporary discount. */
function planFor(product: ProductModel, today: string): PricePlan {
  const rng = stream("price", product.row.id);
  const roll = rng.next();
  if (roll < 0.25) return { special: { ratio: rng.float(0.7, 0.9), ...specialWindow(rng, today) }, promotion: null };
  if (roll < 0.27) {
    const window = { from: addDays(today, -rng.int(1, 10)), to: addDays(today, rng.int(1, 10)) };
    return { special: { ratio: rng.pick([1, 1.1]), ...window }, promotion: null };
  }
  if (roll < 0.37) {
    const from = addDays(today, -rng.int(18, HISTORY_DAYS - 1));
    return { special: null, promotion: { ratio: rng.float(0.8, 0.9), from, to: addDays(from, rng.int(3, 10)) } };
  }
  return { special: null, promotion: null };
}

function shelfPrice(store: StoreCode, sek: number): number {
  return storeCommerce(store).shelfPrice === "catalog" ? roundSek(sek) : convertSek(store, sek);
}

/** A discounted shelf price that stays strictly below the regular price after currency rounding. */
function discounted(store: StoreCode, priceSek: number, ratio: number, regular: number): number {
  const price = shelfPrice(store, priceSek * ratio);
  return ratio < 1 && price >= regular ? stepBelow(store, regular) : price;
}

class HistoryWriter {
  private readonly days: string[];
  private readonly cache = new Map<string, string>();

  constructor(today: string) {
    this.days = lastDays(today, HISTORY_DAYS);
  }

  /** JSON of the price charged on each of the last 30 days; identical histories share one string. */
  write(charged: (date: string) => number): string {
    return this.writePrices(this.days.map(charged));
  }

  constant(price: number): string {
    return this.cache.get(`0:${price};`) ?? this.writePrices(this.days.map(() => price));
  }

  private writePrices(prices: number[]): string {
    let key = "";
    prices.forEach((price, index) => {
      if (index === 0 || price !== prices[index - 1]) key += `${index}:${price};`;
    });
    let json = this.cache.get(key);
    if (json === undefined) {
      json = `[${this.days.map((date, index) => `{"date":"${date}","price":${prices[index]}}`).join(",")}]`;
      this.cache.set(key, json);
    }
    return json;
  }
}

function priceRow(product: ProductModel, store: StoreCode, plan: PricePlan, history: HistoryWriter): Row {
  const price = shelfPrice(store, product.priceSek);
  const { special, promotion } = plan;
  const specialPrice = special ? discounted(store, product.priceSek, special.ratio, price) : null;
  const promotionPrice = promotion ? discounted(store, product.priceSek, promotion.ratio, price) : null;
  const charged = (date: string): number => {
    let today = price;
    if (special && specialPrice !== null && specialPrice < price && withinWindow(date, special.from, special.to)) {
      today = specialPrice;
    }
    if (promotion && promotionPrice !== null && promotionPrice < today && withinWindow(date, promotion.from, promotion.to)) {
      today = promotionPrice;
    }
    return today;
  };
  return {
    product_id: product.row.id,
    store_code: store,
    price,
    special_price: specialPrice,
    special_from_date: special ? special.from : null,
    special_to_date: special ? special.to : null,
    price_history: special || promotion ? history.write(charged) : history.constant(price),
  };
}

/** product_prices for every product in every store; children share their parent's special and promotion. */
export function productPriceRows(parents: ProductModel[], today: string): Row[] {
  const history = new HistoryWriter(today);
  const rows: Row[] = [];
  for (const parent of parents) {
    const plan = planFor(parent, today);
    for (const store of STORE_CODES) {
      rows.push(priceRow(parent, store, plan, history));
      for (const child of parent.children) rows.push(priceRow(child, store, plan, history));
    }
  }
  return rows;
}

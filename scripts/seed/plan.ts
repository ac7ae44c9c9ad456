import { ITEM_KINDS, SET_KINDS, type ItemKind, type SetKind } from "#worker/media/art/kinds.ts";
import type { ProductType } from "./model.ts";
import { stream } from "./random.ts";

export interface PlannedParent {
  index: number;
  type: ProductType;
  kind: ItemKind | SetKind;
  /** About 2 % of parents are disabled (status 2). */
  disabled: boolean;
}

const DISABLED_EVERY = 50;

export const TYPE_SHARES: readonly (readonly [ProductType, number])[] = [
  ["simple", 0.5],
  ["configurable", 0.35],
  ["grouped", 0.07],
  ["bundle", 0.08],
];

/** Largest-remainder split of `total` by the type shares; every type gets one once there is room. */
export function typeCounts(total: number): Map<ProductType, number> {
  const exact = TYPE_SHARES.map(([type, share]) => ({ type, exact: total * share }));
  const counts = new Map(exact.map(({ type, exact: value }) => [type, Math.floor(value)]));
  let left = total - [...counts.values()].reduce((sum, count) => sum + count, 0);
  for (const { type } of [...exact].sort((a, b) => (b.exact % 1) - (a.exact % 1))) {
    if (left-- <= 0) break;
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  if (total >= TYPE_SHARES.length) {
    for (const [type] of TYPE_SHARES) {
      if ((counts.get(type) ?? 0) > 0) continue;
      const [largest] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
      counts.set(type, 1);
      counts.set(largest, (counts.get(largest) ?? 0) - 1);
    }
  }
  return counts;
}

/** Cycles through every kind once (shuffled) before drawing by weight, so small catalogs cover all kinds. */
function kindSequence<K>(kinds: readonly K[], weight: (kind: K) => number, count: number, seed: string): K[] {
  const rng = stream("plan", seed);
  const first = rng.shuffle(kinds).slice(0, count);
  const weighted = kinds.map((kind) => [kind, weight(kind)] as const);
  while (first.length < count) first.push(rng.weighted(weighted));
  return first;
}

export function planParents(total: number): PlannedParent[] {
  const counts = typeCounts(total);
  const types = stream("plan", "types").shuffle(
    TYPE_SHARES.flatMap(([type]) => Array.from({ length: counts.get(type) ?? 0 }, () => type)),
  );
  const sequences: Record<ProductType, (ItemKind | SetKind)[]> = {
    simple: kindSequence(ITEM_KINDS, (kind) => kind.weight, counts.get("simple") ?? 0, "simple"),
    configurable: kindSequence(ITEM_KINDS, (kind) => kind.weight, counts.get("configurable") ?? 0, "configurable"),
    grouped: kindSequence(SET_KINDS.filter((kind) => kind.type === "grouped"), () => 1, counts.get("grouped") ?? 0, "grouped"),
    bundle: kindSequence(SET_KINDS.filter((kind) => kind.type === "bundle"), () => 1, counts.get("bundle") ?? 0, "bundle"),
  };
  const used: Record<ProductType, number> = { simple: 0, configurable: 0, grouped: 0, bundle: 0 };
  return types.map((type, index) => ({
    index,
    type,
    kind: sequences[type][used[type]++] as ItemKind | SetKind,
    disabled: index % DISABLED_EVERY === DISABLED_EVERY - 1,
  }));
}

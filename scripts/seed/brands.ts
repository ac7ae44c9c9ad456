import type { Row } from "./schema.ts";

export interface Brand {
  id: number;
  name: string;
  code: string;
}

export interface Collection {
  id: number;
  name: string;
  brandId: number;
}

export interface Series {
  name: string;
  brandId: number;
  collectionId: number | null;
}

export const BRANDS: Brand[] = [
  { id: 1, name: "Nordvik", code: "NVK" },
  { id: 2, name: "Fjällhem", code: "FJH" },
  { id: 3, name: "Havsö", code: "HVS" },
  { id: 4, name: "Brisvik", code: "BRV" },
  { id: 5, name: "Ekholm Design", code: "EKD" },
  { id: 6, name: "Solvang", code: "SLV" },
  { id: 7, name: "Tallbacka", code: "TLB" },
  { id: 8, name: "Bergfors", code: "BGF" },
  { id: 9, name: "Dalsgaard", code: "DLS" },
  { id: 10, name: "Vinterö", code: "VNT" },
  { id: 11, name: "Strandkvist", code: "STK" },
  { id: 12, name: "Lumo Living", code: "LUM" },
];

export const COLLECTIONS: Collection[] = [
  { id: 1, name: "Skagen", brandId: 9 },
  { id: 2, name: "Öresund", brandId: 3 },
  { id: 3, name: "Lofoten", brandId: 2 },
  { id: 4, name: "Saimaa", brandId: 12 },
  { id: 5, name: "Gotland", brandId: 11 },
  { id: 6, name: "Ribe", brandId: 9 },
  { id: 7, name: "Visby", brandId: 1 },
  { id: 8, name: "Fjord", brandId: 4 },
  { id: 9, name: "Kallio", brandId: 12 },
  { id: 10, name: "Bornholm", brandId: 6 },
  { id: 11, name: "Tromsø", brandId: 2 },
  { id: 12, name: "Sandhamn", brandId: 3 },
  { id: 13, name: "Österlen", brandId: 5 },
  { id: 14, name: "Koster", brandId: 10 },
  { id: 15, name: "Hven", brandId: 7 },
  { id: 16, name: "Runö", brandId: 8 },
];

const SERIES_NAMES = [
  "Alva", "Bodil", "Cleo", "Dagny", "Elin", "Frida", "Greta", "Hedda", "Idun", "Jonna", "Kaja", "Liv", "Maja",
  "Nora", "Olga", "Pia", "Ronja", "Saga", "Tova", "Ulla", "Vera", "Wilma", "Yrsa", "Astrid", "Arvid", "Birger",
  "Edvin", "Folke", "Gunnar", "Harald", "Ivar", "Knut", "Leif", "Magnus", "Nils", "Oskar", "Sune", "Tage",
  "Viggo", "Ystad", "Varberg", "Marstrand", "Mölle", "Torekov", "Båstad", "Skanör", "Ærø", "Fanø", "Lyngby",
  "Hardanger", "Sogn", "Lysefjord", "Hanko", "Porvoo", "Nauvo", "Inari", "Kemi", "Lieto", "Aura", "Sisu",
];

/** Every series belongs to one brand; most also to one of that brand's collections. */
export const SERIES: Series[] = SERIES_NAMES.map((name, index) => {
  const brand = BRANDS[index % BRANDS.length] as Brand;
  const own = COLLECTIONS.filter((collection) => collection.brandId === brand.id);
  const withoutCollection = index % 7 === 6 || own.length === 0;
  const collection = withoutCollection ? null : (own[Math.floor(index / BRANDS.length) % own.length] as Collection);
  return { name, brandId: brand.id, collectionId: collection ? collection.id : null };
});

export function brandById(id: number): Brand {
  const brand = BRANDS.find((candidate) => candidate.id === id);
  if (!brand) throw new Error(`unknown brand ${id}`);
  return brand;
}

export function collectionById(id: number): Collection {
  const collection = COLLECTIONS.find((candidate) => candidate.id === id);
  if (!collection) throw new Error(`unknown collection ${id}`);
  return collection;
}

export function buildBrandRows(): { brands: Row[]; collections: Row[] } {
  return {
    brands: BRANDS.map((brand) => ({ id: brand.id, name: brand.name })),
    collections: COLLECTIONS.map((collection) => ({
      id: collection.id,
      name: collection.name,
      brand_id: collection.brandId,
    })),
  };
}

import { localized, type Localized } from "./localized.ts";

export const ATTRIBUTE_SETS = [
  "sofa", "armchair", "dining_chair", "dining_table", "coffee_table", "garden_table", "sun_lounger", "parasol", "storage",
] as const;
export type AttributeSet = (typeof ATTRIBUTE_SETS)[number];

export type Span = readonly [number, number];

export interface DimensionSpec {
  width: Span;
  height: Span;
  depth: Span;
  widthBySize?: Record<string, Span>;
  heightBySize?: Record<string, Span>;
  seatHeight?: Span;
  seatHeightBySize?: Record<string, Span>;
  seatDepth?: Span;
  thickness?: Span;
  pole?: Span;
  weight: Span;
  flatPacked?: boolean;
}

/** One kind of single piece of furniture: what a simple or configurable product is. */
export interface ItemKind {
  key: string;
  skuPrefix: string;
  attributeSet: AttributeSet;
  noun: Localized;
  category: number;
  categoryBySize?: Record<string, number>;
  sizes: string[];
  roundSize?: string;
  sizeInName: boolean;
  priceSek: Span;
  materials: string[];
  tabletops?: string[];
  forms?: string[];
  functions?: [string, number][];
  colors: string[];
  outdoor: boolean;
  weight: number;
  dimensions: DimensionSpec;
}

const UPHOLSTERY_COLORS = ["grey", "light_grey", "beige", "sand", "green", "blue", "rust", "pink", "brown", "black"];
const WOOD_COLORS = ["natural", "white", "black", "brown"];
const GARDEN_COLORS = ["anthracite", "black", "white", "natural", "grey", "sand", "green"];
const CANOPY_COLORS = ["beige", "sand", "anthracite", "grey", "white", "green"];
const LEATHER_COLORS = ["cognac", "brown", "black"];
const UPHOLSTERY = ["fabric", "velvet", "boucle", "linen", "leather"];

const sofaDimensions = (width: Span): DimensionSpec => ({
  width,
  height: [72, 88],
  depth: [85, 105],
  seatHeight: [42, 47],
  seatDepth: [52, 65],
  weight: [45, 95],
});

export const ITEM_KINDS: ItemKind[] = [
  {
    key: "sofa", skuPrefix: "SO", attributeSet: "sofa", category: 11,
    noun: localized("soffa", "sofa", "sofa", "sohva"),
    categoryBySize: { "2-seat": 12, "3-seat": 11, "4-seat": 15 },
    sizes: ["2-seat", "3-seat", "4-seat"], sizeInName: true, priceSek: [6000, 28000],
    materials: UPHOLSTERY, forms: ["curved"], colors: UPHOLSTERY_COLORS, outdoor: false, weight: 14,
    dimensions: {
      ...sofaDimensions([160, 290]),
      widthBySize: { "2-seat": [160, 185], "3-seat": [205, 235], "4-seat": [250, 290] },
    },
  },
  {
    key: "corner_sofa", skuPrefix: "HS", attributeSet: "sofa", category: 13,
    noun: localized("hörnsoffa", "hjørnesofa", "hjørnesofa", "kulmasohva"),
    sizes: [], sizeInName: false, priceSek: [12000, 40000],
    materials: UPHOLSTERY, forms: ["corner"], colors: UPHOLSTERY_COLORS, outdoor: false, weight: 6,
    dimensions: { ...sofaDimensions([240, 320]), depth: [150, 220], weight: [80, 140] },
  },
  {
    key: "sofa_bed", skuPrefix: "BS", attributeSet: "sofa", category: 14,
    noun: localized("bäddsoffa", "sovesofa", "sovesofa", "vuodesohva"),
    sizes: [], sizeInName: false, priceSek: [7000, 25000],
    materials: ["fabric", "velvet", "linen"], functions: [["sofa_bed", 1]], colors: UPHOLSTERY_COLORS,
    outdoor: false, weight: 5, dimensions: sofaDimensions([180, 220]),
  },
  {
    key: "armchair", skuPrefix: "FA", attributeSet: "armchair", category: 2,
    noun: localized("fåtölj", "lænestol", "lenestol", "nojatuoli"),
    sizes: [], sizeInName: false, priceSek: [3000, 15000],
    materials: UPHOLSTERY, functions: [["recliner", 0.15], ["swivel", 0.1]], colors: UPHOLSTERY_COLORS,
    outdoor: false, weight: 10,
    dimensions: {
      width: [70, 95], height: [75, 105], depth: [75, 95], seatHeight: [40, 46], seatDepth: [48, 56], weight: [15, 35],
    },
  },
  {
    key: "dining_chair", skuPrefix: "MS", attributeSet: "dining_chair", category: 31,
    noun: localized("matstol", "spisebordsstol", "spisestol", "ruokatuoli"),
    sizes: [], sizeInName: false, priceSek: [800, 4500],
    materials: ["oak", "ash", "walnut", "steel", "velvet", "fabric"], functions: [["stackable", 0.15]],
    colors: WOOD_COLORS, outdoor: false, weight: 10,
    dimensions: {
      width: [44, 55], height: [76, 86], depth: [50, 58], seatHeight: [45, 47], seatDepth: [42, 48], weight: [4, 9],
    },
  },
  {
    key: "bar_stool", skuPrefix: "BA", attributeSet: "dining_chair", category: 32,
    noun: localized("barstol", "barstol", "barkrakk", "baarijakkara"),
    sizes: ["h65", "h75"], sizeInName: false, priceSek: [900, 3500],
    materials: ["steel", "oak", "velvet"], functions: [["swivel", 0.2]], colors: WOOD_COLORS, outdoor: false, weight: 4,
    dimensions: {
      width: [40, 50], height: [90, 110], depth: [42, 50],
      heightBySize: { h65: [88, 96], h75: [98, 108] },
      seatHeightBySize: { h65: [65, 65], h75: [75, 75] },
      seatDepth: [36, 42], weight: [5, 11],
    },
  },
  {
    key: "dining_table", skuPrefix: "MB", attributeSet: "dining_table", category: 41,
    noun: localized("matbord", "spisebord", "spisebord", "ruokapöytä"),
    sizes: ["160cm", "200cm", "240cm"], roundSize: "d120cm", sizeInName: true, priceSek: [4000, 18000],
    materials: ["oak", "walnut", "ash", "steel"], tabletops: ["oak", "walnut", "ash", "marble", "ceramic"],
    forms: ["rectangular", "rectangular", "oval", "round"], functions: [["extendable", 0.35]],
    colors: WOOD_COLORS, outdoor: false, weight: 8,
    dimensions: {
      width: [160, 240], height: [74, 76], depth: [90, 105], thickness: [2.5, 5], weight: [30, 90],
      widthBySize: { "160cm": [160, 160], "200cm": [200, 200], "240cm": [240, 240], d120cm: [120, 120] },
      flatPacked: true,
    },
  },
  {
    key: "coffee_table", skuPrefix: "SB", attributeSet: "coffee_table", category: 42,
    noun: localized("soffbord", "sofabord", "salongbord", "sohvapöytä"),
    sizes: ["s", "m", "l"], sizeInName: false, priceSek: [1500, 8000],
    materials: ["oak", "walnut", "steel", "ash"], tabletops: ["oak", "walnut", "marble", "glass", "ceramic"],
    forms: ["rectangular", "round", "oval", "square"], functions: [["storage", 0.15]],
    colors: WOOD_COLORS, outdoor: false, weight: 8,
    dimensions: {
      width: [60, 140], height: [35, 45], depth: [55, 80], thickness: [1, 4], weight: [10, 40], flatPacked: true,
      widthBySize: { s: [60, 80], m: [90, 110], l: [120, 140] },
    },
  },
  {
    key: "side_table", skuPrefix: "SI", attributeSet: "coffee_table", category: 43,
    noun: localized("sidobord", "sidebord", "sidebord", "sivupöytä"),
    sizes: [], sizeInName: false, priceSek: [600, 3500],
    materials: ["oak", "steel", "walnut"], tabletops: ["oak", "marble", "glass", "walnut"], forms: ["round", "square"],
    colors: WOOD_COLORS, outdoor: false, weight: 4,
    dimensions: { width: [40, 55], height: [45, 60], depth: [40, 55], thickness: [1, 3], weight: [3, 12] },
  },
  {
    key: "garden_table", skuPrefix: "TB", attributeSet: "garden_table", category: 51,
    noun: localized("trädgårdsbord", "havebord", "hagebord", "puutarhapöytä"),
    sizes: ["160cm", "200cm", "240cm"], roundSize: "d120cm", sizeInName: true, priceSek: [2500, 14000],
    materials: ["aluminium", "teak", "acacia", "steel"], tabletops: ["teak", "acacia", "hpl", "ceramic", "concrete", "glass"],
    forms: ["rectangular", "rectangular", "oval", "round"], functions: [["extendable", 0.25]],
    colors: GARDEN_COLORS, outdoor: true, weight: 7,
    dimensions: {
      width: [160, 240], height: [72, 75], depth: [85, 100], thickness: [2, 4], weight: [20, 70], flatPacked: true,
      widthBySize: { "160cm": [160, 160], "200cm": [200, 200], "240cm": [240, 240], d120cm: [120, 120] },
    },
  },
  {
    key: "garden_chair", skuPrefix: "TS", attributeSet: "dining_chair", category: 52,
    noun: localized("trädgårdsstol", "havestol", "hagestol", "puutarhatuoli"),
    sizes: [], sizeInName: false, priceSek: [600, 4000],
    materials: ["aluminium", "teak", "acacia", "polyrattan", "steel", "rope"],
    functions: [["stackable", 0.3], ["foldable", 0.2], ["adjustable_back", 0.15]],
    colors: GARDEN_COLORS, outdoor: true, weight: 8,
    dimensions: {
      width: [50, 62], height: [78, 95], depth: [55, 65], seatHeight: [42, 46], seatDepth: [44, 50], weight: [3, 10],
    },
  },
  {
    key: "sun_lounger", skuPrefix: "SS", attributeSet: "sun_lounger", category: 53,
    noun: localized("solsäng", "solseng", "solseng", "aurinkotuoli"),
    sizes: [], sizeInName: false, priceSek: [1500, 9000],
    materials: ["aluminium", "teak", "acacia", "polyrattan"], functions: [["adjustable_back", 0.7]],
    colors: GARDEN_COLORS, outdoor: true, weight: 5,
    dimensions: { width: [60, 75], height: [30, 90], depth: [190, 205], seatHeight: [30, 40], weight: [10, 30] },
  },
  {
    key: "parasol", skuPrefix: "PA", attributeSet: "parasol", category: 54,
    noun: localized("parasoll", "parasol", "parasoll", "aurinkovarjo"),
    sizes: ["d250cm", "d300cm", "d350cm"], sizeInName: true, priceSek: [800, 4500],
    materials: ["aluminium", "steel", "teak"], functions: [["tilt", 0.5], ["cantilever", 0.25]],
    colors: CANOPY_COLORS, outdoor: true, weight: 6,
    dimensions: {
      width: [250, 350], height: [240, 280], depth: [250, 350], pole: [3.8, 6], weight: [8, 30],
      widthBySize: { d250cm: [250, 250], d300cm: [300, 300], d350cm: [350, 350] },
    },
  },
  {
    key: "lounge_sofa", skuPrefix: "LS", attributeSet: "sofa", category: 55,
    noun: localized("loungesoffa", "loungesofa", "loungesofa", "loungesohva"),
    sizes: ["2-seat", "3-seat"], sizeInName: true, priceSek: [5000, 18000],
    materials: ["polyrattan", "teak", "aluminium", "rope"], colors: GARDEN_COLORS, outdoor: true, weight: 5,
    dimensions: {
      ...sofaDimensions([150, 230]),
      widthBySize: { "2-seat": [150, 175], "3-seat": [200, 230] },
      weight: [25, 60],
    },
  },
  {
    key: "shelf", skuPrefix: "HY", attributeSet: "storage", category: 61,
    noun: localized("hylla", "reol", "hylle", "hylly"),
    sizes: ["s", "m", "l"], sizeInName: false, priceSek: [1500, 7000],
    materials: ["oak", "walnut", "ash", "steel"], colors: WOOD_COLORS, outdoor: false, weight: 4,
    dimensions: {
      width: [60, 180], height: [180, 200], depth: [30, 40], weight: [20, 60], flatPacked: true,
      widthBySize: { s: [60, 80], m: [90, 120], l: [140, 180] },
    },
  },
  {
    key: "sideboard", skuPrefix: "SK", attributeSet: "storage", category: 62,
    noun: localized("skänk", "skænk", "skjenk", "senkki"),
    sizes: ["160cm", "200cm"], sizeInName: true, priceSek: [4000, 14000],
    materials: ["oak", "walnut", "ash"], colors: WOOD_COLORS, outdoor: false, weight: 4,
    dimensions: {
      width: [160, 200], height: [70, 85], depth: [40, 50], weight: [40, 90],
      widthBySize: { "160cm": [160, 160], "200cm": [200, 200] },
    },
  },
];

export interface SetPart {
  kind: string;
  qty: readonly number[];
  optional?: boolean;
}

/** A grouped or bundle product made of simple products of other kinds; the first part is the main piece. */
export interface SetKind {
  key: string;
  type: "grouped" | "bundle";
  skuPrefix: string;
  attributeSet: AttributeSet;
  noun: Localized;
  category: number;
  parts: SetPart[];
  outdoor: boolean;
}

export const SET_KINDS: SetKind[] = [
  {
    key: "dining_set", type: "grouped", skuPrefix: "MG", attributeSet: "dining_table", category: 44,
    noun: localized("matgrupp", "spisegruppe", "spisegruppe", "ruokailuryhmä"), outdoor: false,
    parts: [
      { kind: "dining_table", qty: [1] },
      { kind: "dining_chair", qty: [4, 6] },
      { kind: "dining_chair", qty: [2], optional: true },
      { kind: "sideboard", qty: [1], optional: true },
    ],
  },
  {
    key: "garden_set", type: "grouped", skuPrefix: "TG", attributeSet: "garden_table", category: 56,
    noun: localized("trädgårdsgrupp", "havemøbelsæt", "hagegruppe", "puutarharyhmä"), outdoor: true,
    parts: [
      { kind: "garden_table", qty: [1] },
      { kind: "garden_chair", qty: [4, 6] },
      { kind: "parasol", qty: [1], optional: true },
      { kind: "sun_lounger", qty: [2], optional: true },
    ],
  },
  {
    key: "lounge_set", type: "bundle", skuPrefix: "LG", attributeSet: "sofa", category: 55,
    noun: localized("loungegrupp", "loungesæt", "loungesett", "loungeryhmä"), outdoor: true,
    parts: [
      { kind: "lounge_sofa", qty: [1] },
      { kind: "garden_table", qty: [1] },
      { kind: "garden_chair", qty: [2], optional: true },
    ],
  },
  {
    key: "living_set", type: "bundle", skuPrefix: "SP", attributeSet: "sofa", category: 16,
    noun: localized("soffpaket", "sofapakke", "sofapakke", "sohvapaketti"), outdoor: false,
    parts: [
      { kind: "sofa", qty: [1] },
      { kind: "coffee_table", qty: [1] },
      { kind: "armchair", qty: [1], optional: true },
    ],
  },
  {
    key: "sunbed_set", type: "bundle", skuPrefix: "SL", attributeSet: "sun_lounger", category: 53,
    noun: localized("solsängsset", "solsengesæt", "solsengsett", "aurinkotuolisetti"), outdoor: true,
    parts: [
      { kind: "sun_lounger", qty: [2] },
      { kind: "parasol", qty: [1] },
      { kind: "side_table", qty: [1], optional: true },
    ],
  },
];

export function itemKind(key: string): ItemKind {
  const kind = ITEM_KINDS.find((candidate) => candidate.key === key);
  if (!kind) throw new Error(`unknown item kind '${key}'`);
  return kind;
}

export function colorsFor(kind: ItemKind, material: string | null): string[] {
  return material === "leather" ? LEATHER_COLORS : kind.colors;
}

import { STORE_CODES, STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import { BRANDS, COLLECTIONS, brandById } from "./brands.ts";
import { BRANDS_CATEGORY, CATEGORY_TREE, COLLECTIONS_CATEGORY, type CategoryNode } from "./category-tree.ts";
import { stream } from "./random.ts";
import type { Row } from "./schema.ts";
import { localized, mapStores, slugify, truncate, type Localized } from "./text.ts";

interface CategoryInfo {
  id: number;
  parentId: number | null;
  ancestors: number[];
  children: number[];
  name: Localized;
  urlPath: Localized;
}

export interface CategoryIndex {
  categories: Row[];
  category_texts: Row[];
  all: CategoryInfo[];
  get(id: number): CategoryInfo;
  brandCategoryId(brandId: number): number;
  collectionCategoryId(collectionId: number): number;
}

const SHOP_SUFFIX = localized("Köp online", "Køb online", "Kjøp på nett", "Osta verkosta");

const describe = {
  merchandise: (name: string): Localized =>
    localized(
      `Upptäck vårt sortiment av ${name.toLowerCase()} – från tidlösa klassiker till årets nyheter. Fri retur i 30 dagar och leverans hem till dig.`,
      `Udforsk vores udvalg af ${name.toLowerCase()} – fra tidløse klassikere til årets nyheder. Fri retur i 30 dage og levering til døren.`,
      `Utforsk vårt utvalg av ${name.toLowerCase()} – fra tidløse klassikere til årets nyheter. Fri retur i 30 dager og levering hjem til deg.`,
      `Tutustu valikoimaamme: ${name.toLowerCase()} – ajattomista klassikoista kauden uutuuksiin. Ilmainen palautus 30 päivän ajan ja kotiinkuljetus.`,
    ),
  brands: (): Localized =>
    localized(
      "Alla våra varumärken samlade på ett ställe – nordisk design för inomhus och trädgård.",
      "Alle vores mærker samlet ét sted – nordisk design til hjemmet og haven.",
      "Alle våre merker samlet på ett sted – nordisk design for hjemmet og hagen.",
      "Kaikki tuotemerkkimme yhdessä paikassa – pohjoismaista muotoilua sisälle ja puutarhaan.",
    ),
  brand: (brand: string): Localized =>
    localized(
      `Möbler från ${brand}: nordisk design med känsla för material och detaljer.`,
      `Møbler fra ${brand}: nordisk design med sans for materialer og detaljer.`,
      `Møbler fra ${brand}: nordisk design med sans for materialer og detaljer.`,
      `${brand}-kalusteet: pohjoismaista muotoilua, jossa materiaalit ja yksityiskohdat ovat keskiössä.`,
    ),
  collections: (): Localized =>
    localized(
      "Våra kollektioner samlar möbler i samma formspråk, så att hela hemmet hänger ihop.",
      "Vores kollektioner samler møbler i samme formsprog, så hele hjemmet hænger sammen.",
      "Våre kolleksjoner samler møbler i samme formspråk, slik at hele hjemmet henger sammen.",
      "Mallistomme kokoavat yhteen saman muotokielen kalusteet, jotta koko koti sointuu yhteen.",
    ),
  collection: (name: string, brand: string): Localized =>
    localized(
      `${name}-kollektionen från ${brand} samlar möbler i samma formspråk för hela hemmet.`,
      `${name}-kollektionen fra ${brand} samler møbler i samme formsprog til hele hjemmet.`,
      `${name}-kolleksjonen fra ${brand} samler møbler i samme formspråk for hele hjemmet.`,
      `${brand}-merkin ${name}-mallisto kokoaa yhteen saman muotokielen kalusteet koko kotiin.`,
    ),
};

interface Definition {
  id: number;
  name: Localized;
  urlKey: Localized;
  description: Localized;
  inMenu: boolean;
  children: Definition[];
}

function fromTree(node: CategoryNode): Definition {
  return {
    id: node.id,
    name: node.name,
    urlKey: mapStores((store) => slugify(node.name[store])),
    description: mapStores((store) => describe.merchandise(node.name[store])[store]),
    inMenu: true,
    children: (node.children ?? []).map(fromTree),
  };
}

function definitions(): Definition[] {
  const same = (text: string): Localized => localized(text, text, text, text);
  const brands: Definition = {
    id: BRANDS_CATEGORY.id,
    name: BRANDS_CATEGORY.name,
    urlKey: mapStores((store) => STORE_VIEWS[store].paths.brands),
    description: describe.brands(),
    inMenu: true,
    children: BRANDS.map((brand) => ({
      id: BRANDS_CATEGORY.childIdBase + brand.id,
      name: same(brand.name),
      urlKey: same(slugify(brand.name)),
      description: describe.brand(brand.name),
      inMenu: false,
      children: [],
    })),
  };
  const collections: Definition = {
    id: COLLECTIONS_CATEGORY.id,
    name: COLLECTIONS_CATEGORY.name,
    urlKey: mapStores((store) => STORE_VIEWS[store].paths.collections),
    description: describe.collections(),
    inMenu: true,
    children: COLLECTIONS.map((collection) => ({
      id: COLLECTIONS_CATEGORY.childIdBase + collection.id,
      name: same(collection.name),
      urlKey: same(slugify(collection.name)),
      description: describe.collection(collection.name, brandById(collection.brandId).name),
      inMenu: false,
      children: [],
    })),
  };
  return [...CATEGORY_TREE.map(fromTree), brands, collections];
}

function textRow(store: StoreCode, info: CategoryInfo, definition: Definition): Row {
  const name = definition.name[store];
  const description = definition.description[store];
  return {
    category_id: info.id,
    store_code: store,
    name,
    url_key: definition.urlKey[store],
    url_path: info.urlPath[store],
    description,
    meta_title: `${name} | ${SHOP_SUFFIX[store]}`,
    meta_description: truncate(description, 160),
  };
}

export function buildCategories(): CategoryIndex {
  const categories: Row[] = [];
  const texts: Row[] = [];
  const byId = new Map<number, CategoryInfo>();

  const visit = (definition: Definition, parent: CategoryInfo | null, position: number): void => {
    const info: CategoryInfo = {
      id: definition.id,
      parentId: parent ? parent.id : null,
      ancestors: parent ? [...parent.ancestors, definition.id] : [definition.id],
      children: definition.children.map((child) => child.id),
      name: definition.name,
      urlPath: mapStores((store) =>
        parent ? `${parent.urlPath[store]}/${definition.urlKey[store]}` : definition.urlKey[store],
      ),
    };
    if (byId.has(info.id)) throw new Error(`duplicate category id ${info.id}`);
    byId.set(info.id, info);
    categories.push({
      id: info.id,
      parent_id: info.parentId,
      path: info.ancestors.join("/"),
      level: info.ancestors.length,
      position,
      is_active: 1,
      include_in_menu: definition.inMenu ? 1 : 0,
      image_color: stream("category", info.id).hexColor(),
    });
    for (const store of STORE_CODES) texts.push(textRow(store, info, definition));
    definition.children.forEach((child, index) => visit(child, info, index + 1));
  };
  definitions().forEach((definition, index) => visit(definition, null, index + 1));

  const get = (id: number): CategoryInfo => {
    const info = byId.get(id);
    if (!info) throw new Error(`unknown category ${id}`);
    return info;
  };
  return {
    categories,
    category_texts: texts,
    all: [...byId.values()],
    get,
    brandCategoryId: (brandId) => get(BRANDS_CATEGORY.childIdBase + brandId).id,
    collectionCategoryId: (collectionId) => get(COLLECTIONS_CATEGORY.childIdBase + collectionId).id,
  };
}

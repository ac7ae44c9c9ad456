import { productHref, pageHref } from "#core/catalog/hrefs.ts";
import { picture, sceneKey } from "#core/catalog/images.ts";
import { STORE_CODES, STORE_VIEWS, forEveryStore, type StoreCode } from "#core/stores.ts";
import type { CategoryIndex } from "../categories.ts";
import { addDays } from "../dates.ts";
import type { ProductModel } from "../model.ts";
import { stream } from "../random.ts";
import { REVIEW_COPY, SURNAME_INITIALS } from "../review-copy.ts";
import type { Row } from "../schema.ts";
import { escapeHtml } from "../text.ts";
import { ALBUMS, BLOG_CATEGORIES, PHOTO_GROUPS, POSTS, type BlogCategoryKey, type PhotoGroup } from "./plan.ts";
import type { EditorialCopy, PostSection } from "./types.ts";
import { COPY as DK } from "./dk.ts";
import { COPY as FI } from "./fi.ts";
import { COPY as NO } from "./no.ts";
import { COPY as SE } from "./se.ts";

export const EDITORIAL_COPY: Record<StoreCode, EditorialCopy> = forEveryStore({ se: SE, dk: DK, no: NO, fi: FI });

const CUSTOMER_PHOTOS_PER_STORE = 36;

export interface EditorialRows {
  blog_categories: Row[];
  blog_posts: Row[];
  blog_post_categories: Row[];
  blog_post_products: Row[];
  albums: Row[];
  album_pictures: Row[];
  customer_photos: Row[];
}

interface Context {
  parents: ProductModel[];
  categories: CategoryIndex;
  /** Product url keys by `${store}/${productId}`. */
  slugs: Map<string, string>;
  today: string;
}

/** Products a visitor can open and buy, by the leaf categories they are in. */
function productsByCategory(parents: ProductModel[]): Map<number, ProductModel[]> {
  const byCategory = new Map<number, ProductModel[]>();
  for (const product of parents) {
    const { status, visibility, is_in_stock } = product.row;
    if (product.category === null || status !== 1 || visibility === 1 || !is_in_stock) continue;
    for (const id of [product.category, ...product.alsoIn]) byCategory.set(id, [...(byCategory.get(id) ?? []), product]);
  }
  return byCategory;
}

/** One product of each category, different from each other, the same every time; a category with none is skipped. */
function pickProducts(byCategory: Map<number, ProductModel[]>, categoryIds: readonly number[], ...seed: (string | number)[]): (ProductModel | null)[] {
  const rng = stream("editorial", ...seed);
  const taken = new Set<number>();
  return categoryIds.map((categoryId) => {
    const candidates = (byCategory.get(categoryId) ?? []).filter((product) => !taken.has(product.row.id));
    if (candidates.length === 0) return null;
    const product = rng.pick(candidates);
    taken.add(product.row.id);
    return product;
  });
}

const LINK = /\[([^\]]+)\]\((category|product):(\d+)\)/g;

/** Escapes the text and turns `[anchor](category:51)` and `[anchor](product:0)` into the store's links. */
function inline(text: string, store: StoreCode, products: readonly (ProductModel | null)[], context: Context): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, anchor = "", kind, ref] = match;
    html += escapeHtml(text.slice(last, match.index));
    last = match.index + whole.length;
    const href = kind === "category" ? categoryHref(store, Number(ref), context) : productLink(store, products[Number(ref)] ?? null, context);
    html += href ? `<a href="${escapeHtml(href)}">${escapeHtml(anchor)}</a>` : escapeHtml(anchor);
  }
  return html + escapeHtml(text.slice(last));
}

function categoryHref(store: StoreCode, categoryId: number, context: Context): string | null {
  const category = context.categories.all.find((info) => info.id === categoryId);
  return category ? pageHref(STORE_VIEWS[store], category.urlPath[store]) : null;
}

function productLink(store: StoreCode, product: ProductModel | null, context: Context): string | null {
  const slug = product && context.slugs.get(`${store}/${product.row.id}`);
  return product && slug ? productHref(STORE_VIEWS[store], product.row.sku, slug) : null;
}

const skusOf = (products: readonly (ProductModel | null)[]) => products.flatMap((product) => (product ? [product.row.sku] : []));

function figure(products: readonly (ProductModel | null)[], index: number, caption: string): string {
  const skus = skusOf(products);
  if (skus.length === 0) return "";
  const image = picture("sceneWide", sceneKey(skus), { index });
  const text = escapeHtml(caption);
  return `<figure><img src="${image.src}" srcset="${image.srcSet}" sizes="(min-width: 800px) 760px, 100vw" width="${image.width}" height="${image.height}" alt="" loading="lazy" decoding="async"><figcaption>${text}</figcaption></figure>`;
}

/** A post's body as the editors' HTML: headings, paragraphs, lists, pictures of its products and links. */
function postHtml(sections: readonly PostSection[], store: StoreCode, products: readonly (ProductModel | null)[], context: Context): string {
  let pictures = 1;
  return sections
    .map((section) => {
      const parts: string[] = [];
      if (section.heading) parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
      for (const paragraph of section.paragraphs ?? []) parts.push(`<p>${inline(paragraph, store, products, context)}</p>`);
      if (section.items?.length) parts.push(`<ul>${section.items.map((item) => `<li>${inline(item, store, products, context)}</li>`).join("")}</ul>`);
      // The hero is picture 1: each figure in the text is another view of the same products.
      if (section.pictureCaption) parts.push(figure(products, ++pictures, section.pictureCaption));
      return parts.filter(Boolean).join("\n");
    })
    .join("\n");
}

function blogRows(rows: EditorialRows, store: StoreCode, byCategory: Map<number, ProductModel[]>, context: Context): void {
  const copy = EDITORIAL_COPY[store];
  const categoryIds = new Map<BlogCategoryKey, number>();
  for (const [key, plan] of Object.entries(BLOG_CATEGORIES) as [BlogCategoryKey, (typeof BLOG_CATEGORIES)[BlogCategoryKey]][]) {
    const id = rows.blog_categories.length + 1;
    categoryIds.set(key, id);
    const { name, urlKey, description } = copy.blogCategories[key];
    rows.blog_categories.push({ id, store_code: store, category_key: key, url_key: urlKey, name, description, sort_order: plan.sortOrder, status: 1 });
  }
  Object.entries(POSTS).forEach(([key, plan], index) => {
    const id = rows.blog_posts.length + 1;
    const post = copy.posts[key as keyof typeof POSTS];
    const products = pickProducts(byCategory, plan.products, "post", key);
    rows.blog_posts.push({
      id,
      store_code: store,
      post_key: key,
      url_key: post.urlKey,
      title: post.title,
      status: 1,
      publish_date: addDays(context.today, -plan.daysAgo),
      author_name: copy.authors[index % copy.authors.length]!,
      short_content: post.summary,
      content: postHtml(post.sections, store, products, context),
    });
    for (const category of plan.categories) rows.blog_post_categories.push({ post_id: id, category_id: categoryIds.get(category)! });
    products.forEach((product, position) => {
      if (product) rows.blog_post_products.push({ post_id: id, position, product_id: product.row.id });
    });
  });
}

function albumRows(rows: EditorialRows, store: StoreCode, byCategory: Map<number, ProductModel[]>, today: string): void {
  const copy = EDITORIAL_COPY[store];
  for (const [key, plan] of Object.entries(ALBUMS)) {
    const id = rows.albums.length + 1;
    const album = copy.albums[key as keyof typeof ALBUMS];
    rows.albums.push({ id, store_code: store, album_key: key, url_key: album.urlKey, name: album.name, description: album.description, publish_date: addDays(today, -plan.daysAgo), status: 1 });
    plan.pictures.forEach((categoryIds, position) => {
      const products = pickProducts(byCategory, categoryIds, "album", key, position).flatMap((product) => (product ? [product.row.id] : []));
      if (products.length === 0) return;
      rows.album_pictures.push({ album_id: id, position: position + 1, caption: album.captions[position] ?? album.name, product_ids: JSON.stringify(products) });
    });
  }
}

function customerPhotoRows(rows: EditorialRows, store: StoreCode, byCategory: Map<number, ProductModel[]>, today: string): void {
  const copy = EDITORIAL_COPY[store];
  const rng = stream("customer-photos", store);
  const groups = Object.entries(PHOTO_GROUPS) as [PhotoGroup, readonly number[]][];
  for (let i = 0; i < CUSTOMER_PHOTOS_PER_STORE; i++) {
    const [group, categoryIds] = groups[i % groups.length]!;
    const candidates = categoryIds.flatMap((categoryId) => byCategory.get(categoryId) ?? []);
    if (candidates.length === 0) continue;
    rows.customer_photos.push({
      id: rows.customer_photos.length + 1,
      store_code: store,
      product_id: rng.pick(candidates).row.id,
      display_name: `${rng.pick(REVIEW_COPY[store].firstNames)} ${rng.pick([...SURNAME_INITIALS])}.`,
      town: rng.pick(copy.towns),
      caption: copy.photoCaptions[group][Math.floor(i / groups.length) % copy.photoCaptions[group].length]!,
      created_at: addDays(today, -(i * 9 + rng.int(0, 8))),
      status: 1,
    });
  }
}

/** The magazine, the albums and the customer photos of every store, about the seeded products. */
export function editorialRows(parents: ProductModel[], productTexts: Row[], categories: CategoryIndex, today: string): EditorialRows {
  const rows: EditorialRows = { blog_categories: [], blog_posts: [], blog_post_categories: [], blog_post_products: [], albums: [], album_pictures: [], customer_photos: [] };
  const slugs = new Map(productTexts.map((text) => [`${text.store_code}/${text.product_id}`, String(text.url_path)]));
  const byCategory = productsByCategory(parents);
  const context: Context = { parents, categories, slugs, today };
  for (const store of STORE_CODES) {
    blogRows(rows, store, byCategory, context);
    albumRows(rows, store, byCategory, today);
    customerPhotoRows(rows, store, byCategory, today);
  }
  return rows;
}

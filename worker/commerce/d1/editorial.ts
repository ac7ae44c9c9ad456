import type { StoreCode } from "#core/stores.ts";
import type {
  Album, AlbumPicture, AlbumSummary, BlogCategory, BlogPost, BlogPostSummary, CustomerPhoto, EditorialPort, EditorialSitemapEntry, ListPage, StoreSlugs,
} from "#core/port/index.ts";

interface CategoryRow {
  id: number;
  category_key: string;
  url_key: string;
  name: string;
  description: string;
}

interface PostRow {
  id: number;
  post_key: string;
  url_key: string;
  title: string;
  publish_date: string;
  author_name: string;
  short_content: string;
  product_skus: string | null;
}

interface AlbumRow {
  id: number;
  album_key: string;
  url_key: string;
  name: string;
  description: string;
  publish_date: string;
  picture_count: number;
  cover_skus: string | null;
}

interface SlugRow {
  key: string;
  store_code: StoreCode;
  url_key: string;
}

/** Rows of every store grouped by key: the entries `store` has, each with its twins' url keys. */
function entriesOf(store: StoreCode, rows: SlugRow[]): EditorialSitemapEntry[] {
  const byKey = new Map<string, StoreSlugs>();
  for (const row of rows) byKey.set(row.key, { ...byKey.get(row.key), [row.store_code]: row.url_key });
  return [...byKey].filter(([, slugs]) => slugs[store] !== undefined).map(([key, slugs]) => ({ key, slugs }));
}

const category = (row: CategoryRow): BlogCategory => ({ id: row.id, key: row.category_key, urlKey: row.url_key, name: row.name, description: row.description });

const skus = (joined: string | null) => (joined ? joined.split(",") : []);

const postSummary = (row: PostRow): BlogPostSummary => ({
  id: row.id,
  key: row.post_key,
  urlKey: row.url_key,
  title: row.title,
  publishDate: row.publish_date,
  authorName: row.author_name,
  summary: row.short_content,
  productSkus: skus(row.product_skus),
});

const albumSummary = (row: AlbumRow): AlbumSummary => ({
  id: row.id,
  key: row.album_key,
  urlKey: row.url_key,
  name: row.name,
  description: row.description,
  publishDate: row.publish_date,
  pictureCount: row.picture_count,
  coverSkus: skus(row.cover_skus),
});

/** Published: active and dated today (bound as parameter `today`, ?2 unless said) or earlier, so an entry can be scheduled. */
const published = (table: string, today = 2) => `${table}.status = 1 AND ${table}.publish_date <= ?${today}`;

const POST_COLUMNS = `p.id, p.post_key, p.url_key, p.title, p.publish_date, p.author_name, p.short_content,
  (SELECT group_concat(sku, ',') FROM (SELECT pr.sku FROM blog_post_products bp JOIN products pr ON pr.id = bp.product_id
    WHERE bp.post_id = p.id ORDER BY bp.position)) AS product_skus`;

const ALBUM_COLUMNS = `a.id, a.album_key, a.url_key, a.name, a.description, a.publish_date,
  (SELECT count(*) FROM album_pictures ap WHERE ap.album_id = a.id) AS picture_count,
  (SELECT product_ids FROM album_pictures ap WHERE ap.album_id = a.id ORDER BY ap.position LIMIT 1) AS cover_ids`;

/** Skus of products by id, for pictures: a product that is gone is left out of the scene. */
async function skusById(db: D1Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT id, sku FROM products WHERE id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify([...new Set(ids)]))
    .all<{ id: number; sku: string }>();
  return new Map(results.map((row) => [row.id, row.sku]));
}

async function withCoverSkus(db: D1Database, rows: (Omit<AlbumRow, "cover_skus"> & { cover_ids: string | null })[]): Promise<AlbumSummary[]> {
  const idsOf = (row: { cover_ids: string | null }) => (row.cover_ids ? (JSON.parse(row.cover_ids) as number[]) : []);
  const byId = await skusById(db, rows.flatMap(idsOf));
  return rows.map((row) => albumSummary({ ...row, cover_skus: idsOf(row).flatMap((id) => byId.get(id) ?? []).join(",") || null }));
}

export function d1Editorial(db: D1Database, today: () => string): EditorialPort {
  return {
    async blogCategories(store) {
      const { results } = await db
        .prepare(`SELECT id, category_key, url_key, name, description FROM blog_categories WHERE store_code = ?1 AND status = 1 ORDER BY sort_order, id`)
        .bind(store)
        .all<CategoryRow>();
      return results.map(category);
    },

    async blogPosts(store, window, categoryId) {
      // ?1 store, ?2 today, ?3 the category or null for all, ?4 limit, ?5 offset.
      const where = `FROM blog_posts p WHERE p.store_code = ?1 AND ${published("p")}
        AND (?3 IS NULL OR p.id IN (SELECT post_id FROM blog_post_categories WHERE category_id = ?3))`;
      const filter = [store, today(), categoryId ?? null] as const;
      const [page, count] = await db.batch<PostRow | { total: number }>([
        db.prepare(`SELECT ${POST_COLUMNS} ${where} ORDER BY p.publish_date DESC, p.id DESC LIMIT ?4 OFFSET ?5`).bind(...filter, window.limit, window.offset),
        db.prepare(`SELECT count(*) AS total ${where}`).bind(...filter),
      ]);
      return { items: (page!.results as PostRow[]).map(postSummary), total: (count!.results[0] as { total: number } | undefined)?.total ?? 0 };
    },

    async blogPost(store, urlKey) {
      const row = await db
        .prepare(`SELECT ${POST_COLUMNS}, p.content FROM blog_posts p WHERE p.store_code = ?1 AND ${published("p")} AND p.url_key = ?3`)
        .bind(store, today(), urlKey)
        .first<PostRow & { content: string }>();
      if (!row) return null;
      const [categories, products] = await db.batch<CategoryRow | { product_id: number }>([
        db
          .prepare(
            `SELECT c.id, c.category_key, c.url_key, c.name, c.description FROM blog_categories c JOIN blog_post_categories pc ON pc.category_id = c.id
             WHERE pc.post_id = ?1 AND c.status = 1 ORDER BY c.sort_order`,
          )
          .bind(row.id),
        db.prepare(`SELECT product_id FROM blog_post_products WHERE post_id = ?1 ORDER BY position`).bind(row.id),
      ]);
      return {
        ...postSummary(row),
        content: row.content,
        categories: (categories!.results as CategoryRow[]).map(category),
        productIds: (products!.results as { product_id: number }[]).map((product) => product.product_id),
      } satisfies BlogPost;
    },

    async blogSlugs(entity, key) {
      const statement =
        entity === "post"
          ? db.prepare(`SELECT store_code, url_key FROM blog_posts p WHERE p.post_key = ?1 AND ${published("p")}`).bind(key, today())
          : db.prepare(`SELECT store_code, url_key FROM blog_categories WHERE category_key = ?1 AND status = 1`).bind(key);
      const { results } = await statement.all<{ store_code: StoreCode; url_key: string }>();
      return Object.fromEntries(results.map((row) => [row.store_code, row.url_key])) as StoreSlugs;
    },

    async albums(store, window) {
      const where = `FROM albums a WHERE a.store_code = ?1 AND ${published("a")}`;
      const [page, count] = await db.batch<unknown>([
        db.prepare(`SELECT ${ALBUM_COLUMNS} ${where} ORDER BY a.publish_date DESC, a.id DESC LIMIT ?3 OFFSET ?4`).bind(store, today(), window.limit, window.offset),
        db.prepare(`SELECT count(*) AS total ${where}`).bind(store, today()),
      ]);
      const rows = page!.results as (Omit<AlbumRow, "cover_skus"> & { cover_ids: string | null })[];
      return { items: await withCoverSkus(db, rows), total: (count!.results[0] as { total: number } | undefined)?.total ?? 0 } satisfies ListPage<AlbumSummary>;
    },

    async album(store, urlKey) {
      const row = await db
        .prepare(`SELECT ${ALBUM_COLUMNS} FROM albums a WHERE a.store_code = ?1 AND ${published("a")} AND a.url_key = ?3`)
        .bind(store, today(), urlKey)
        .first<Omit<AlbumRow, "cover_skus"> & { cover_ids: string | null }>();
      if (!row) return null;
      const { results } = await db
        .prepare(`SELECT position, caption, product_ids FROM album_pictures WHERE album_id = ?1 ORDER BY position`)
        .bind(row.id)
        .all<{ position: number; caption: string; product_ids: string }>();
      const idsOf = results.map((picture) => JSON.parse(picture.product_ids) as number[]);
      const byId = await skusById(db, idsOf.flat());
      const pictures: AlbumPicture[] = results.map((picture, i) => {
        const productIds = idsOf[i]!.filter((id) => byId.has(id));
        return { position: picture.position, caption: picture.caption, productIds, productSkus: productIds.map((id) => byId.get(id)!) };
      });
      // The cover is the first picture's products: already looked up with the pictures.
      const [first] = pictures;
      return { ...albumSummary({ ...row, cover_skus: first?.productSkus.join(",") || null }), pictures } satisfies Album;
    },

    async albumSlugs(key) {
      const { results } = await db
        .prepare(`SELECT store_code, url_key FROM albums a WHERE a.album_key = ?1 AND ${published("a")}`)
        .bind(key, today())
        .all<{ store_code: StoreCode; url_key: string }>();
      return Object.fromEntries(results.map((row) => [row.store_code, row.url_key])) as StoreSlugs;
    },

    async customerPhotos(store, window) {
      // Only photos of products a shopper can open: the count and the pages agree with what is shown.
      const where = `FROM customer_photos c JOIN products p ON p.id = c.product_id
        WHERE c.store_code = ?1 AND c.status = 1 AND c.created_at <= ?2 AND p.status = 1 AND p.visibility != 1`;
      const [page, count] = await db.batch<unknown>([
        db
          .prepare(`SELECT c.id, c.product_id, p.sku, c.display_name, c.town, c.caption, c.created_at ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ?3 OFFSET ?4`)
          .bind(store, today(), window.limit, window.offset),
        db.prepare(`SELECT count(*) AS total ${where}`).bind(store, today()),
      ]);
      const rows = page!.results as { id: number; product_id: number; sku: string; display_name: string; town: string; caption: string; created_at: string }[];
      const items: CustomerPhoto[] = rows.map((row) => ({
        id: row.id,
        productId: row.product_id,
        productSku: row.sku,
        displayName: row.display_name,
        town: row.town,
        caption: row.caption,
        createdAt: row.created_at,
      }));
      return { items, total: (count!.results[0] as { total: number } | undefined)?.total ?? 0 };
    },

    async sitemap(store) {
      const [categories, posts, albums] = await db.batch<SlugRow>([
        // A category with no published post is no page for search engines.
        db
          .prepare(
            `SELECT c.category_key AS key, c.store_code, c.url_key FROM blog_categories c WHERE c.status = 1
               AND EXISTS (SELECT 1 FROM blog_post_categories pc JOIN blog_posts p ON p.id = pc.post_id WHERE pc.category_id = c.id AND ${published("p", 1)})
             ORDER BY c.sort_order, c.id`,
          )
          .bind(today()),
        // Every store's rows: an entry's twins are its hreflang alternates.
        db.prepare(`SELECT post_key AS key, store_code, url_key FROM blog_posts p WHERE ${published("p", 1)} ORDER BY publish_date DESC, id`).bind(today()),
        db.prepare(`SELECT album_key AS key, store_code, url_key FROM albums a WHERE ${published("a", 1)} ORDER BY publish_date DESC, id`).bind(today()),
      ]);
      return {
        blogCategories: entriesOf(store, categories!.results),
        posts: entriesOf(store, posts!.results),
        albums: entriesOf(store, albums!.results),
      };
    },
  };
}

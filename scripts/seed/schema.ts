import { SEARCH_DOCUMENT_COLUMNS } from "#worker/commerce/d1/search-documents.ts";

/** Column lists of the catalog tables (worker/db/migrations), in insert order. */
export const TABLE_COLUMNS = {
  categories: ["id", "parent_id", "path", "level", "position", "is_active", "include_in_menu", "image_color"],
  category_texts: ["category_id", "store_code", "name", "url_key", "url_path", "description", "meta_title", "meta_description"],
  attribute_options: ["attribute_code", "value", "store_code", "label", "swatch", "position"],
  brands: ["id", "name", "slug"],
  collections: ["id", "name", "brand_id", "slug"],
  products: [
    "id", "sku", "type_id", "parent_id", "status", "visibility", "attribute_set", "brand_id", "collection_id",
    "series", "article_number", "material", "tabletop_material", "form", "function", "color", "size",
    "width_cm", "height_cm", "depth_cm", "seat_height_cm", "seat_depth_cm", "thickness_cm", "pole_diameter_cm",
    "weight_kg", "package_width_cm", "package_height_cm", "package_depth_cm", "qty", "is_in_stock",
    "product_showroom_stock_1", "product_showroom_stock_2", "product_showroom_stock_3", "product_showroom_stock_4",
    "product_delivery_time", "product_sale_status", "campaign", "free_shipping", "image_color", "gallery_size",
    "sales_count", "created_at", "planned_restock_date", "supplier_delivery_from", "supplier_delivery_to",
  ],
  product_texts: [
    "product_id", "store_code", "name", "product_name_1", "product_name_2", "url_key", "url_path", "description",
    "care_instructions", "meta_title", "meta_description",
  ],
  product_prices: ["product_id", "store_code", "price", "special_price", "special_from_date", "special_to_date", "price_history"],
  product_categories: ["product_id", "category_id", "position"],
  configurable_options: ["product_id", "attribute_code", "position"],
  bundle_options: ["id", "product_id", "required", "type", "position", "titles"],
  product_links: ["product_id", "link_type", "linked_product_id", "option_id", "qty", "is_default", "position", "selection_id"],
  custom_options: ["id", "product_id", "type", "required", "position", "titles"],
  custom_option_values: ["id", "option_id", "price_type", "price", "position", "titles"],
  reviews: [
    "id", "product_id", "store_code", "display_name", "title", "content", "score", "verified_buyer", "votes_up",
    "votes_down", "created_at", "status", "email", "photos", "moderated_at",
  ],
  site_reviews: ["id", "store_code", "display_name", "title", "content", "score", "verified_buyer", "created_at"],
  cms_pages: [
    "id", "identifier", "store_code", "page_key", "title", "content", "page_layout", "meta_title", "meta_keywords",
    "meta_description", "active",
  ],
  banners: ["id", "store_code", "kind", "position", "title", "subtitle", "link", "image_color"],
  blog_categories: ["id", "store_code", "category_key", "url_key", "name", "description", "sort_order", "status"],
  blog_posts: ["id", "store_code", "post_key", "url_key", "title", "status", "publish_date", "author_name", "short_content", "content"],
  blog_post_categories: ["post_id", "category_id"],
  blog_post_products: ["post_id", "position", "product_id"],
  albums: ["id", "store_code", "album_key", "url_key", "name", "description", "publish_date", "status"],
  album_pictures: ["album_id", "position", "caption", "product_ids"],
  customer_photos: ["id", "store_code", "product_id", "display_name", "town", "caption", "created_at", "status"],
  url_rewrites: ["store_code", "request_path", "target_path", "redirect_code", "entity_type", "entity_id"],
  search_fts: SEARCH_DOCUMENT_COLUMNS,
  search_words: ["store_code", "word", "products"],
  search_redirects: ["store_code", "keyword", "target_path"],
} as const satisfies Record<string, readonly string[]>;

export type TableName = keyof typeof TABLE_COLUMNS;

/** Parents before children: the insert order. Deleting runs the reverse. */
export const TABLE_NAMES = Object.keys(TABLE_COLUMNS) as TableName[];

export type Row = Record<string, string | number | null>;
export type SeedData = Record<TableName, Row[]>;

/**
 * The shop's content model in an empty Contentful space, as a contentful-migration script
 * (https://github.com/contentful/contentful-migration):
 *
 *   npx contentful-migration --space-id $CONTENTFUL_SPACE_ID --environment-id master \
 *     --management-token $CONTENTFUL_MANAGEMENT_TOKEN scripts/contentful/content-model.cjs
 *
 * The worker's adapter reads exactly these ids and fields (worker/content/contentful/, docs/contentful.md).
 */
module.exports = function (migration) {
  const linkTo = (types) => ({ type: "Link", linkType: "Entry", validations: [{ linkContentType: types }] });
  const linksTo = (types) => ({ type: "Array", items: { type: "Link", linkType: "Entry", validations: [{ linkContentType: types }] } });
  const TARGETS = ["page", "productLink", "categoryLink"];
  /** A store path: below the store's prefix, starting with one slash. */
  const STORE_PATH = [{ regexp: { pattern: "^/[^/]" }, message: "A store path starts with one / (e.g. /contact)" }];

  const page = migration.createContentType("page").name("Page").description("A content page: /{slug} in each store").displayField("title");
  page.createField("title").name("Title").type("Symbol").localized(true).required(true);
  page.createField("slug").name("Slug").type("Symbol").localized(true).required(true).validations([{ unique: true }, { regexp: { pattern: "^[a-z0-9][a-z0-9/_-]*$" }, message: "lowercase letters, digits, /, _ and -" }]);
  page.createField("pageKey").name("Page key").type("Symbol").required(true).validations([{ unique: true }]);
  page.createField("metaTitle").name("Meta title").type("Symbol").localized(true);
  page.createField("metaDescription").name("Meta description").type("Text").localized(true).validations([{ size: { max: 320 } }]);
  page.createField("metaKeywords").name("Meta keywords").type("Symbol").localized(true);
  page.createField("body").name("Body").type("RichText").localized(true).validations([
    { enabledNodeTypes: ["heading-2", "heading-3", "heading-4", "ordered-list", "unordered-list", "hr", "blockquote", "embedded-entry-block", "embedded-asset-block", "hyperlink", "entry-hyperlink", "asset-hyperlink", "embedded-entry-inline", "table"] },
    { nodes: { "embedded-entry-block": [{ linkContentType: ["productLink", "categoryLink", "page"] }], "entry-hyperlink": [{ linkContentType: TARGETS }], "embedded-entry-inline": [{ linkContentType: TARGETS }] } },
  ]);

  const productLink = migration.createContentType("productLink").name("Product").description("A product of the shop, by sku").displayField("sku");
  productLink.createField("sku").name("SKU").type("Symbol").required(true);

  const categoryLink = migration.createContentType("categoryLink").name("Category").description("A category of the shop, by id").displayField("name");
  categoryLink.createField("name").name("Name (for editors)").type("Symbol");
  categoryLink.createField("categoryId").name("Category id").type("Integer").required(true);

  const item = migration.createContentType("navigationItem").name("Navigation item").description("A link: to a page, product or category, or a store path").displayField("label");
  item.createField("label").name("Label").type("Symbol").localized(true).required(true);
  item.createField("target").name("Target").type("Link").linkType("Entry").validations([{ linkContentType: TARGETS }]);
  item.createField("path").name("Store path").type("Symbol").localized(true).validations(STORE_PATH);
  item.createField("children").name("Children").type("Array").items(linksTo(["navigationItem"]).items);

  const navigation = migration.createContentType("navigation").name("Navigation").description("The header's navigation (one entry)").displayField("name");
  navigation.createField("name").name("Name").type("Symbol");
  navigation.createField("items").name("Items").type("Array").items(linksTo(["navigationItem"]).items);

  const column = migration.createContentType("footerColumn").name("Footer column").displayField("heading");
  column.createField("heading").name("Heading").type("Symbol").localized(true).required(true);
  column.createField("links").name("Links").type("Array").items(linksTo(["navigationItem"]).items);

  const footer = migration.createContentType("footer").name("Footer").description("The footer's link columns (one entry)").displayField("name");
  footer.createField("name").name("Name").type("Symbol");
  footer.createField("columns").name("Columns").type("Array").items(linksTo(["footerColumn"]).items);

  const banner = migration.createContentType("homeBanner").name("Home banner").description("The hero (head) or a tile of the home page").displayField("title");
  banner.createField("title").name("Title").type("Symbol").localized(true).required(true);
  banner.createField("subtitle").name("Subtitle").type("Symbol").localized(true);
  banner.createField("kind").name("Kind").type("Symbol").required(true).validations([{ in: ["head", "banner"] }]);
  banner.createField("position").name("Position").type("Integer").required(true);
  banner.createField("image").name("Image").type("Link").linkType("Asset").validations([{ linkMimetypeGroup: ["image"] }]);
  banner.createField("target").name("Target").type("Link").linkType("Entry").validations(linkTo(TARGETS).validations);
  banner.createField("path").name("Store path").type("Symbol").localized(true).validations(STORE_PATH);
};

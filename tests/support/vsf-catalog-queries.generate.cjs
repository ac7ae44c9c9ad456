// Builds the Elasticsearch bodies Vue Storefront 1.12.3 sends, with its own query builder
// (storefront-query-builder 0ef1f97 + bodybuilder 2.2.21) and its default config.
// Values to fill are "$name" sentinels (tests/support/vsf-catalog-queries.ts fills them).
// Run: npm install bodybuilder@2.2.21 clone-deep@4 in a scratch folder, put storefront-query-builder at commit
// 0ef1f97 (the one VSF 1.12.3 pins) in ./sqb, and VSF hotfix/v1.12.3 config/default.json path as the argument:
//   node generate.cjs default.json > tests/support/vsf-catalog-queries.json
const bodybuilder = require('bodybuilder');
const { elasticsearch, SearchQuery } = require('./sqb/lib/index.js');
const config = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));
const build = async (searchQuery) => {
  const body = await elasticsearch.buildQueryBodyFromSearchQuery({ config, queryChain: bodybuilder(), searchQuery });
  if (searchQuery.getSearchText() !== '') body.min_score = config.elasticsearch.min_score;
  return body;
};
const e = config.entities;
const category = (sq) => ({ type: 'category', sort: 'position:asc', size: 4000, from: 0, _source_include: e.category.includeFields, _source_exclude: e.category.excludeFields, body: sq });
(async () => {
  const out = {};
  // CategoryService.getCategories: by parent, by level, by filters (url_path; ids for breadcrumbs).
  out.categoriesByParent = category(await build(new SearchQuery().applyFilter({ key: 'parent_id', value: { eq: '$parentId' } }).applyFilter({ key: 'is_active', value: { eq: true } })));
  out.categoriesByLevel = category(await build(new SearchQuery().applyFilter({ key: 'level', value: { eq: '$level' } }).applyFilter({ key: 'is_active', value: { eq: true } })));
  out.categoryByUrlPath = category(await build(new SearchQuery().applyFilter({ key: 'url_path', value: { eq: '$urlPath' } }).applyFilter({ key: 'is_active', value: { eq: true } })));
  out.categoriesById = category(await build(new SearchQuery().applyFilter({ key: 'id', value: { in: '$ids' } }).applyFilter({ key: 'is_active', value: { eq: true } })));
  // catalog-next loadCategoryProducts: helpers buildFilterProductsQuery, default filters, default sort, productList fields.
  const listing = () => {
    let q = new SearchQuery().applyFilter({ key: 'visibility', value: { in: [2, 3, 4] } }).applyFilter({ key: 'status', value: { in: [0, 1] } });
    for (const f of config.products.defaultFilters) q = q.addAvailableFilter({ field: f, scope: 'catalog' });
    return q.applyFilter({ key: 'category_ids', value: { in: '$categoryIds' } });
  };
  const productList = (body, sort) => ({ type: 'product', sort, size: 50, from: 0, _source_include: e.productList.includeFields, _source_exclude: e.productList.excludeFields, body });
  out.categoryProducts = productList(await build(listing()), `${config.products.defaultSortBy.attribute}:${config.products.defaultSortBy.order}`);
  out.categoryProductsByColor = productList(await build(listing().applyFilter({ key: 'color', value: { in: '$colors' }, scope: 'catalog' })), 'final_price');
  out.categoryProductsByPrice = productList(await build(listing().applyFilter({ key: 'price', value: { gte: '$priceFrom', lte: '$priceTo' }, scope: 'catalog' })), 'final_price:desc');
  // url mappingFallback: product/list by url_path (no fields given).
  out.productByUrlPath = { type: 'product', sort: '', size: 50, from: 0, body: await build(new SearchQuery().applyFilter({ key: 'url_path', value: { eq: '$urlPath' } })) };
  // ProductService.getProduct(options, 'sku'): size 1; cart pull productActions: configurable_children.sku.
  out.productBySku = { type: 'product', sort: '', size: 1, from: 0, body: await build(new SearchQuery().applyFilter({ key: 'sku', value: { eq: '$sku' } })) };
  out.productByChildSku = { type: 'product', sort: '', size: 50, from: 0, body: await build(new SearchQuery().applyFilter({ key: 'configurable_children.sku', value: { eq: '$sku' } })) };
  out.productById = { type: 'product', sort: '', size: 1, from: 0, body: await build(new SearchQuery().applyFilter({ key: 'id', value: { eq: '$id' } })) };
  // associatedProducts/buildQuery: skus, status 1.
  out.productsBySkus = { type: 'product', sort: '', size: 50, from: 0, body: await build(new SearchQuery().applyFilter({ key: 'sku', value: { in: '$skus' } }).applyFilter({ key: 'status', value: { in: [1] } })) };
  // searchPanel prepareQuickSearchQuery, Search.ts size 18.
  out.textSearch = { type: 'product', sort: '', size: 18, from: 0, _source_include: e.productList.includeFields, _source_exclude: e.productList.excludeFields, body: await build(new SearchQuery().setSearchText('$text').applyFilter({ key: 'visibility', value: { in: [3, 4] } }).applyFilter({ key: 'status', value: { in: [0, 1] } })) };
  // attribute/list: by attribute_code (default) or attribute_id, size 150.
  out.attributesByCode = { type: 'attribute', sort: '', size: 150, from: 0, _source_include: e.attribute.includeFields, body: await build(new SearchQuery().applyFilter({ key: 'attribute_code', value: { in: '$codes' } })) };
  out.attributesById = { type: 'attribute', sort: '', size: 150, from: 0, _source_include: e.attribute.includeFields, body: await build(new SearchQuery().applyFilter({ key: 'attribute_id', value: { in: '$ids' } })) };
  // review/list: createLoadReviewsQuery, approved only.
  out.reviewsByProduct = { type: 'review', sort: '', size: 50, from: 0, _source_exclude: e.review.excludeFields, body: await build(new SearchQuery().applyFilter({ key: 'product_id', value: { eq: '$productId' } }).applyFilter({ key: 'review_status', value: { eq: 1 } })) };
  console.log(JSON.stringify(out, null, 1));
})();

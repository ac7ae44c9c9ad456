import type { StorePaths } from "../stores/definition.ts";

/** The roots below which a store lists its brands and collections (SPEC §2: varumarken, kollektioner). */
type ListingRoots = Pick<StorePaths, "brands" | "collections">;

const below = (urlPath: string, root: string) => urlPath.startsWith(`${root}/`);

/** Whether a category is a brand or collection listing (or one of their indexes), not a shop category. */
export function isBrandOrCollectionListing(urlPath: string, roots: ListingRoots): boolean {
  return [roots.brands, roots.collections].some((root) => urlPath === root || below(urlPath, root));
}

/** The product's brand and collection pages, among the url paths of the categories it belongs to. */
export function brandAndCollectionPaths(urlPaths: readonly string[], roots: ListingRoots): { brandPath: string | null; collectionPath: string | null } {
  return {
    brandPath: urlPaths.find((path) => below(path, roots.brands)) ?? null,
    collectionPath: urlPaths.find((path) => below(path, roots.collections)) ?? null,
  };
}

import { albumHref } from "#core/catalog/hrefs.ts";
import { picture, sceneKey, type Picture } from "#core/catalog/images.ts";
import type { AlbumSummary } from "#core/port/index.ts";
import type { StoreView } from "#core/stores.ts";

/** An album as the inspiration page lists it. */
export interface AlbumCardView {
  key: string;
  name: string;
  description: string;
  href: string;
  pictureCount: number;
  cover: Picture | null;
}

export function albumCardView(album: AlbumSummary, store: StoreView): AlbumCardView {
  return {
    key: album.key,
    name: album.name,
    description: album.description,
    href: albumHref(store, album.urlKey),
    pictureCount: album.pictureCount,
    cover: album.coverSkus.length > 0 ? picture("sceneCard", sceneKey(album.coverSkus)) : null,
  };
}

import { forEveryStore, type StoreCode } from "#core/stores.ts";
import dk from "./instagram/dk.json";
import fi from "./instagram/fi.json";
import no from "./instagram/no.json";
import se from "./instagram/se.json";

/**
 * The shop's Instagram posts per store (SPEC §7 "Other": bundled per-store JSON, not an HTTP call),
 * newest first. A post's picture is its category's picture, so the pieces it shows are that category's
 * featured products: the social shop sells exactly those. A store without posts of its own shows
 * those of a store that speaks its language, else the default store's.
 */
export interface InstagramPost {
  id: string;
  caption: string;
  /** The catalogue category whose featured pieces the picture shows. */
  category: number;
}

export const INSTAGRAM_POSTS: Record<StoreCode, readonly InstagramPost[]> = forEveryStore({ se, dk, no, fi });

/** The home page shows this many; the social shop all of them. */
export const INSTAGRAM_STRIP = 8;

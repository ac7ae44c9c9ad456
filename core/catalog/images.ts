/**
 * The /media URL scheme, owned here: the app builds these URLs, the worker's media routes
 * (worker/media/routes.ts) draw them. Pictures of the demo catalog are generated SVG illustrations.
 */
export const MEDIA_PREFIX = "/media";

/** Bumped when the drawings change, so cached pictures (immutable for a year) are fetched anew. */
export const ART_VERSION = "2";

/** A scene shows products (by sku) together in one room or garden: magazine, albums, customer photos. */
export type MediaKind = "product" | "banner" | "category" | "scene";

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * Where a picture is shown, the subject it shows and the sizes it is drawn at (SPEC §9: cart thumbnails
 * 150×150, product thumbnails 310×300, gallery 852×517). The first size is the picture's own; the others
 * are offered in `srcset` (same proportions, drawn with more or less detail).
 */
export const FRAMES = {
  gallery: { kind: "product", sizes: [{ width: 852, height: 517 }, { width: 426, height: 258 }] },
  card: { kind: "product", sizes: [{ width: 310, height: 300 }, { width: 620, height: 600 }] },
  cart: { kind: "product", sizes: [{ width: 150, height: 150 }] },
  banner: { kind: "banner", sizes: [{ width: 1440, height: 560 }, { width: 720, height: 280 }] },
  /** The same banner for phones: taller, so the pieces are not a thin strip. */
  bannerPhone: { kind: "banner", sizes: [{ width: 780, height: 600 }, { width: 390, height: 300 }] },
  tile: { kind: "banner", sizes: [{ width: 640, height: 400 }, { width: 320, height: 200 }] },
  category: { kind: "category", sizes: [{ width: 640, height: 400 }, { width: 320, height: 200 }] },
  /** A post's hero and figures, an album picture opened: also the social card's size. */
  sceneWide: { kind: "scene", sizes: [{ width: 1200, height: 630 }, { width: 600, height: 315 }] },
  sceneCard: { kind: "scene", sizes: [{ width: 640, height: 420 }, { width: 320, height: 210 }] },
  sceneSquare: { kind: "scene", sizes: [{ width: 560, height: 560 }, { width: 280, height: 280 }] },
} as const satisfies Record<string, { kind: MediaKind; sizes: readonly PictureSize[] }>;

export type Frame = keyof typeof FRAMES;

/** The size of each kind's main picture: pages and social cards declare it. */
export const IMAGE_SIZES: Record<MediaKind, PictureSize> = {
  product: FRAMES.gallery.sizes[0],
  banner: FRAMES.banner.sizes[0],
  category: FRAMES.category.sizes[0],
  scene: FRAMES.sceneWide.sizes[0],
};

/** The size a picture of `kind` is drawn at for a width in its URL, if that width is offered. */
export function pictureSize(kind: MediaKind, width: number): PictureSize | undefined {
  for (const frame of Object.values(FRAMES)) {
    if (frame.kind !== kind) continue;
    const size = frame.sizes.find((candidate) => candidate.width === width);
    if (size) return size;
  }
  return undefined;
}

export interface Picture {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export interface PictureOptions {
  /** 1-based gallery position (products). */
  index?: number;
  /** A colour code: a configurable product's picture shows its variant in that colour. */
  colour?: string;
}

/** Pages show the drawings as SVG; social cards get them as PNG, since networks do not render SVG. */
export type DrawingFormat = "svg" | "png";

function url(kind: MediaKind, key: string, width: number, { index = 1, colour }: PictureOptions, format: DrawingFormat = "svg"): string {
  const path = kind === "product" || kind === "scene" ? `${encodeURIComponent(key)}/${index}-${width}` : `${encodeURIComponent(key)}-${width}`;
  const query = new URLSearchParams({ v: ART_VERSION });
  if (colour) query.set("color", colour);
  return `${MEDIA_PREFIX}/${kind}/${path}.${format}?${query}`;
}

/** A picture of `key` (a sku, a banner or category id) for a frame, with its srcset. */
export function picture(frame: Frame, key: string | number, options: PictureOptions = {}): Picture {
  const { kind, sizes } = FRAMES[frame];
  const [own] = sizes;
  return {
    src: url(kind, String(key), own.width, options),
    srcSet: sizes.map((size) => `${url(kind, String(key), size.width, options)} ${size.width}w`).join(", "),
    width: own.width,
    height: own.height,
  };
}

/** A page's picture as its social card: where it is, and its size. */
export type SocialCard = { url: string } & PictureSize;

/** A drawing as a page's social card: the frame's main size, rasterized (PNG). */
export function drawingSocialCard(frame: Frame, key: string | number, options: PictureOptions = {}): SocialCard {
  const { kind, sizes } = FRAMES[frame];
  const [own] = sizes;
  return { url: url(kind, String(key), own.width, options, "png"), width: own.width, height: own.height };
}

/** A category's picture shows its best-selling pieces, this many. */
export const CATEGORY_PICTURE_PIECES = 2;

/** At most this many products are drawn in one scene. */
export const SCENE_MAX_PRODUCTS = 4;
const SCENE_SKU = /^[A-Z0-9][A-Z0-9-]{0,31}$/;

/** The key of a scene showing these products: their skus joined by dots. */
export function sceneKey(skus: readonly string[]): string {
  return skus.slice(0, SCENE_MAX_PRODUCTS).join(".");
}

/** The skus a scene key names, or null when it is not one. */
export function sceneSkus(key: string): string[] | null {
  const skus = key.split(".");
  return skus.length <= SCENE_MAX_PRODUCTS && skus.every((sku) => SCENE_SKU.test(sku)) ? skus : null;
}

/** The gallery of a product: `count` pictures from different angles. */
export function gallery(sku: string, count: number): Picture[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => picture("gallery", sku, { index: i + 1 }));
}

import { describe, expect, it } from "vitest";
import { ART_VERSION, FRAMES } from "#core/catalog/images.ts";
import { PHOTO_WIDTHS, SOCIAL_CARD, isPhotoPath, photoBox, photoPathOf, photoPicture, photoSocialCard, photoUrl, productGallery, productImage, productSocialCard } from "#core/catalog/photos.ts";
import { photoOf, photosOf, type ProductDocument } from "#worker/commerce/upstream/documents.ts";

describe("the photo URL scheme (/media/photo/{width}/{path})", () => {
  it("serves only the product frames' widths, smallest first", () => {
    expect(PHOTO_WIDTHS).toEqual([150, 310, 426, 620, 852]);
  });

  it.each([
    ["the gallery's width", "852", { width: 852, height: 517 }],
    ["the gallery's small width", "426", { width: 426, height: 258 }],
    ["a card", "310", { width: 310, height: 300 }],
    ["a card at twice the density", "620", { width: 620, height: 600 }],
    ["a cart thumbnail", "150", { width: 150, height: 150 }],
    ["the social card", "social", SOCIAL_CARD],
    ["a width no frame has", "500", undefined],
    ["a banner's width (drawn, never a photo)", "1440", undefined],
    ["a leading zero", "0852", undefined],
    ["not a number", "big", undefined],
    ["empty", "", undefined],
  ])("%s (%s) → %o", (_, box, expected) => {
    expect(photoBox(box)).toEqual(expected);
  });

  it.each([
    ["Magento's dispersion path", "/w/s/ws10-green_main.jpg", true],
    ["upper-case extension, png", "/a/b/Chair.PNG", true],
    ["webp and gif", "/x/y/z.webp", true],
    ["a parent folder", "/w/../secret.jpg", false],
    ["a hidden file", "/w/s/.htaccess.jpg", false],
    ["an empty segment", "/w//s.jpg", false],
    ["no leading slash", "w/s/ws10.jpg", false],
    ["a query", "/w/s/ws10.jpg?x=1", false],
    ["a space", "/w/s/ws 10.jpg", false],
    ["not a raster image", "/w/s/logo.svg", false],
    ["no extension", "/w/s/ws10", false],
    ["too long", `/${"a".repeat(300)}.jpg`, false],
  ])("%s: %s → %s", (_, path, expected) => {
    expect(isPhotoPath(path)).toBe(expected);
  });

  it.each([
    ["a path", "/w/s/ws10.jpg", "/w/s/ws10.jpg"],
    ["a path without its leading slash", "w/s/ws10.jpg", "/w/s/ws10.jpg"],
    ["Magento's no_selection", "no_selection", null],
    ["empty", "", null],
    ["not a string", 12, null],
    ["a path the pipeline refuses", "/w/../x.jpg", null],
  ])("reads %s from a catalog: %o → %o", (_, value, expected) => {
    expect(photoPathOf(value)).toBe(expected);
  });

  it("offers a frame's own width as src and every width of the frame in srcset, at the frame's size", () => {
    expect(photoUrl("/w/s/ws10.jpg", 852)).toBe("/media/photo/852/w/s/ws10.jpg");
    expect(photoPicture("gallery", "/w/s/ws10.jpg")).toEqual({
      src: "/media/photo/852/w/s/ws10.jpg",
      srcSet: "/media/photo/852/w/s/ws10.jpg 852w, /media/photo/426/w/s/ws10.jpg 426w",
      width: 852,
      height: 517,
    });
    for (const frame of ["gallery", "card", "cart"] as const) {
      const picture = photoPicture(frame, "/a/b/c.png");
      expect([picture.width, picture.height]).toEqual([FRAMES[frame].sizes[0].width, FRAMES[frame].sizes[0].height]);
      for (const candidate of picture.srcSet.split(", ")) expect(photoBox(/^\/media\/photo\/(\w+)\//.exec(candidate)![1]!)).toBeDefined();
    }
  });

  it("gives social cards the photo fitted into 1200×630", () => {
    expect(photoSocialCard("/w/s/ws10.jpg")).toEqual({ url: "/media/photo/social/w/s/ws10.jpg", width: 1200, height: 630 });
  });
});

describe("Magento's image fields read into the port", () => {
  const doc = (fields: Partial<ProductDocument>): ProductDocument => ({ id: 1, sku: "S", type_id: "simple", ...fields });

  it.each([
    ["image", { image: "/a/b/main.jpg", small_image: "/a/b/small.jpg" }, "/a/b/main.jpg"],
    ["small_image when image is no_selection", { image: "no_selection", small_image: "/a/b/small.jpg" }, "/a/b/small.jpg"],
    ["none", { image: "no_selection" }, null],
  ])("the main photo: %s", (_, fields, expected) => {
    expect(photoOf(doc(fields))).toBe(expected);
  });

  it.each([
    [
      "main first, then the gallery by position, videos and repeats left out",
      {
        image: "/m/a/main.jpg",
        media_gallery: [
          { image: "/s/i/side.jpg", pos: 3, typ: "image" },
          { image: "/v/i/video-still.jpg", pos: 2, typ: "video" },
          { image: "/m/a/main.jpg", pos: 1, typ: "image" },
          { image: "/b/a/back.jpg", pos: 2, typ: "image" },
        ],
      },
      ["/m/a/main.jpg", "/b/a/back.jpg", "/s/i/side.jpg"],
    ],
    ["the gallery alone when there is no main photo", { image: "no_selection", media_gallery: [{ image: "/g/a/one.jpg", pos: 1, typ: "image" }] }, ["/g/a/one.jpg"]],
    ["the main photo alone without a gallery", { image: "/m/a/main.jpg" }, ["/m/a/main.jpg"]],
    ["nothing", {}, []],
  ])("the gallery: %s", (_, fields, expected) => {
    expect(photosOf(doc(fields as Partial<ProductDocument>))).toEqual(expected);
  });
});

describe("a product's pictures: its photos when the catalog has them, else its drawings", () => {
  it.each([
    ["a photo", { sku: "GS-1", photo: "/g/s/one.jpg" }, "/media/photo/310/g/s/one.jpg"],
    ["no photo: the drawing of its sku", { sku: "GS-1", photo: null }, `/media/product/GS-1/1-310.svg?v=${ART_VERSION}`],
  ])("a card with %s", (_, product, src) => {
    expect(productImage("card", product).src).toBe(src);
  });

  it.each([
    ["the photos in order", ["/a/a/one.jpg", "/b/b/two.jpg"], null, ["/media/photo/852/a/a/one.jpg", "/media/photo/852/b/b/two.jpg"]],
    ["the chosen variant's photo first, not twice", ["/a/a/one.jpg", "/b/b/two.jpg"], "/b/b/two.jpg", ["/media/photo/852/b/b/two.jpg", "/media/photo/852/a/a/one.jpg"]],
    ["a variant's photo the gallery lacks, first", ["/a/a/one.jpg"], "/c/c/green.jpg", ["/media/photo/852/c/c/green.jpg", "/media/photo/852/a/a/one.jpg"]],
    ["no photos: the drawings, however many", [], "/c/c/green.jpg", [1, 2, 3].map((n) => `/media/product/SKU-V/${n}-852.svg?v=${ART_VERSION}`)],
  ])("a gallery of %s", (_, photos, lead, srcs) => {
    expect(productGallery("SKU-V", photos, 3, lead).map((picture) => picture.src)).toEqual(srcs);
  });

  it.each([
    ["a photo: 1200x630 JPEG of it", "/a/a/one.jpg", { url: "/media/photo/social/a/a/one.jpg", width: 1200, height: 630 }],
    ["no photo: the drawing as PNG at the gallery's size", null, { url: `/media/product/SKU/1-852.png?v=${ART_VERSION}`, width: 852, height: 517 }],
  ])("a social card from %s", (_, photo, card) => {
    expect(productSocialCard("SKU", photo)).toEqual(card);
  });
});

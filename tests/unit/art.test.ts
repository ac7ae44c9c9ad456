import { describe, expect, it } from "vitest";
import { FRAMES, type PictureSize } from "#core/catalog/images.ts";
import type { ImageSubject, ProductLook } from "#core/port/index.ts";
import { ITEM_KINDS, SET_KINDS } from "#worker/media/art/kinds.ts";
import { LIGHT, box, project } from "#worker/media/art/geometry.ts";
import { productPicture, roomPicture } from "#worker/media/art/picture.ts";
import { GALLERY_VIEWS } from "#worker/media/art/scene.ts";
import { lit } from "#worker/media/art/surfaces.ts";

const look = (kind: string, extra: Partial<ProductLook> = {}): ProductLook => ({
  kind, colour: "green", swatch: "#5b7553", material: "fabric", tabletop: null, form: null, function: null, size: null, ...extra,
});
const single = (piece: ProductLook, count = 6): ImageSubject => ({ key: "X-1", set: null, parts: [{ look: piece, qty: 1 }], count });
const framesOf = (product: boolean): PictureSize[] =>
  Object.values(FRAMES).flatMap((frame): PictureSize[] => ((frame.kind === "product") === product ? [...frame.sizes] : []));
const sizes = framesOf(true);

/** An SVG is well-formed enough for an <img>: one root with its size, balanced elements, every texture defined. */
function expectPicture(svg: string | null, size: { width: number; height: number }) {
  expect(svg).not.toBeNull();
  expect(svg!.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"`)).toBe(true);
  expect(svg!.endsWith("</svg>")).toBe(true);
  expect(svg!.match(/<path /g)!.length).toBeGreaterThan(20);
  for (const [, id] of svg!.matchAll(/url\(#([\w-]+)\)/g)) expect(svg).toContain(`id="${id}"`);
  expect(svg).not.toContain("NaN");
  // Names live in the page's HTML, in the shopper's language: no words inside pictures.
  expect(svg).not.toMatch(/<text|<title|aria-label/);
}

describe("the geometry", () => {
  it.each([
    ["straight from the front, level", { yaw: 0, pitch: 0 }, 1],
    ["from the front, a little above", { yaw: 0, pitch: 10 }, 2],
    ["three-quarter, from above", { yaw: 32, pitch: 16 }, 3],
  ])("shows a box %s with %i faces", (_, camera, faces) => {
    expect(project([box(0, 0, 0, 10, 10, 10, { colour: "#888888" })], camera)).toHaveLength(faces);
  });

  it("draws the farther of two boxes first", () => {
    const near = box(0, 0, 0, 10, 10, 10, { colour: "#111111" });
    const far = box(0, 0, 50, 10, 10, 10, { colour: "#eeeeee" });
    const faces = project([near, far], { yaw: 20, pitch: 15 });
    expect(faces[0]!.surface.colour).toBe("#eeeeee");
    expect(faces.at(-1)!.surface.colour).toBe("#111111");
  });
});

describe("product pictures", () => {
  it.each(ITEM_KINDS.map((kind) => kind.key))("draws a %s at every size and from every angle", (kind) => {
    for (const size of sizes) {
      for (let index = 1; index <= GALLERY_VIEWS.length; index++) expectPicture(productPicture(single(look(kind)), index, size, "X-1"), size);
    }
  });

  it.each(SET_KINDS.map((kind) => kind.key))("draws a %s from its parts", (setKind) => {
    const parts = SET_KINDS.find((kind) => kind.key === setKind)!.parts.map((part) => ({ look: look(part.kind), qty: part.qty[0]! }));
    expectPicture(productPicture({ key: "S-1", set: setKind, parts, count: 3 }, 1, { width: 852, height: 517 }, "S-1"), { width: 852, height: 517 });
  });

  it.each([
    ["#5b7553", "fabric"],
    ["#3f5e8c", "linen"],
    ["#a0522d", "fabric"],
  ])("paints a sofa in its colour %s (%s): the lit tops of its cushions have the swatch's colour", (swatch, material) => {
    const svg = productPicture(single(look("sofa", { swatch, material, size: "3-seat" })), 1, { width: 852, height: 517 }, "X-1")!;
    expect(svg).toContain(`fill="${lit(swatch, LIGHT[1])}"`);
  });

  it("follows the variant: another colour is another picture, the same colour the same picture", () => {
    const green = productPicture(single(look("armchair")), 1, { width: 310, height: 300 }, "X-1");
    const blue = productPicture(single(look("armchair", { colour: "blue", swatch: "#3f5e8c" })), 1, { width: 310, height: 300 }, "X-1");
    expect(blue).not.toEqual(green);
    expect(productPicture(single(look("armchair")), 1, { width: 310, height: 300 }, "X-1")).toEqual(green);
  });

  it("shows the material: wood grain on an oak table, a weave on rattan, none on a cart thumbnail", () => {
    const table = productPicture(single(look("dining_table", { material: "oak", tabletop: "oak", colour: "natural", swatch: "#c9a977", size: "200cm" })), 1, { width: 852, height: 517 }, "T");
    expect(table).toContain('id="grain"');
    const chair = productPicture(single(look("garden_chair", { material: "polyrattan", colour: "anthracite", swatch: "#3b3e42" })), 1, { width: 852, height: 517 }, "C");
    expect(chair).toContain('id="rattan"');
    expect(productPicture(single(look("garden_chair", { material: "polyrattan" })), 1, { width: 150, height: 150 }, "C")).not.toContain("<pattern");
  });

  it("puts indoor pieces in a room and garden pieces outdoors", () => {
    expect(productPicture(single(look("sofa")), 1, { width: 852, height: 517 }, "X")).toContain('id="wall"');
    expect(productPicture(single(look("parasol", { material: "aluminium" })), 1, { width: 852, height: 517 }, "X")).toContain('id="sky"');
  });

  it("draws nothing for a subject without parts", () => {
    expect(productPicture({ key: "X", set: null, parts: [], count: 1 }, 1, { width: 852, height: 517 }, "X")).toBeNull();
    expect(roomPicture({ key: "X", set: null, parts: [], count: 1 }, { width: 1440, height: 560 }, "X")).toBeNull();
  });
});

describe("room pictures (banners and categories)", () => {
  it.each(framesOf(false))("draws a room of up to three pieces at %o", (size) => {
    const subject: ImageSubject = { key: "c", set: null, parts: [look("sofa"), look("armchair"), look("coffee_table", { material: "oak", tabletop: "marble" })].map((piece) => ({ look: piece, qty: 1 })), count: 1 };
    expectPicture(roomPicture(subject, size, "c"), size);
  });
});

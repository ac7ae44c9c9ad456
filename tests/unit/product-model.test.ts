import { describe, expect, it } from "vitest";
import { validateBytes } from "gltf-validator";
import type { ImageSubject, ProductLook } from "#core/port/index.ts";
import { measuresOf, modelHref, modelVersion, type ModelFacts } from "#core/catalog/models.ts";
import { drawingOf } from "#worker/media/art/picture.ts";
import { baseColourOf, linearChannel, writeGlb } from "#worker/media/model/glb.ts";
import { meshOf, type ProductMesh } from "#worker/media/model/mesh.ts";
import { productModel } from "#worker/media/model/product-model.ts";

const look = (kind: string, extra: Partial<ProductLook> = {}): ProductLook => ({
  kind, colour: "green", swatch: "#5b7553", material: "fabric", tabletop: null, form: null, function: null, size: null, ...extra,
});
const single = (piece: ProductLook): ImageSubject => ({ key: "X-1", set: null, parts: [{ look: piece, qty: 1 }], count: 6 });
const solidsOf = (subject: ImageSubject) => drawingOf(subject, `product/${subject.key}`)!.solids;

function boundsOf(mesh: ProductMesh) {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const part of mesh.parts) {
    for (let i = 0; i < part.positions.length; i++) {
      min[i % 3] = Math.min(min[i % 3]!, part.positions[i]!);
      max[i % 3] = Math.max(max[i % 3]!, part.positions[i]!);
    }
  }
  return { min, max, size: max.map((v, axis) => v - min[axis]!) };
}

const PIECES: [string, ProductLook, { width: number; height: number; depth: number }][] = [
  ["a 3-seat fabric sofa", look("sofa", { size: "3-seat" }), { width: 221, height: 84, depth: 96 }],
  ["a corner sofa in leather", look("corner_sofa", { material: "leather", colour: "cognac", swatch: "#9a4f22", form: "corner" }), { width: 280, height: 80, depth: 180 }],
  ["a swivel armchair", look("armchair", { function: "swivel" }), { width: 82, height: 96, depth: 86 }],
  ["a round dining table with a marble top", look("dining_table", { material: "oak", tabletop: "marble", form: "round", size: "d120cm", colour: "natural", swatch: "#c9a977" }), { width: 120, height: 75, depth: 120 }],
  ["a glass coffee table", look("coffee_table", { material: "steel", tabletop: "glass", size: "m", colour: "black", swatch: "#1f1f1f" }), { width: 100, height: 40, depth: 60 }],
  ["a cantilever parasol", look("parasol", { material: "aluminium", function: "cantilever", size: "d300cm", colour: "beige", swatch: "#d9c9a9" }), { width: 300, height: 260, depth: 300 }],
  ["a bar stool", look("bar_stool", { material: "steel", size: "h65", colour: "white", swatch: "#f3f1ec" }), { width: 44, height: 92, depth: 46 }],
  ["a shelf", look("shelf", { material: "walnut", size: "l", colour: "natural", swatch: "#c9a977" }), { width: 160, height: 190, depth: 36 }],
];

describe("the mesh of a product's drawing", () => {
  it.each(PIECES)("of %s has the product's measures as its bounding box, standing on the floor, centred", (_, piece, measures) => {
    const { min, max, size } = boundsOf(meshOf(solidsOf(single(piece)), measures));
    expect(size[0]).toBeCloseTo(measures.width / 100, 5);
    expect(size[1]).toBeCloseTo(measures.height / 100, 5);
    expect(size[2]).toBeCloseTo(measures.depth / 100, 5);
    expect(min[1]).toBeCloseTo(0, 6);
    expect(min[0]! + max[0]!).toBeCloseTo(0, 6);
    expect(min[2]! + max[2]!).toBeCloseTo(0, 6);
  });

  it("without measures keeps the drawing's own size, in metres", () => {
    const { size } = boundsOf(meshOf(solidsOf(single(look("sideboard", { material: "oak", size: "200cm" })))));
    // The sideboard is drawn 200 cm wide, 80 cm high and 45 cm deep; the door handles stand out 2.2 cm in front.
    expect(size[0]).toBeCloseTo(2, 5);
    expect(size[1]).toBeCloseTo(0.8, 5);
    expect(size[2]).toBeCloseTo(0.472, 5);
  });

  it.each(PIECES)("of %s winds every triangle counter-clockwise around its unit normal", (_, piece, measures) => {
    for (const part of meshOf(solidsOf(single(piece)), measures).parts) {
      expect(part.positions.length % 9).toBe(0);
      expect(part.normals).toHaveLength(part.positions.length);
      for (let t = 0; t < part.positions.length; t += 9) {
        const [a, b, c] = [0, 3, 6].map((o) => part.positions.slice(t + o, t + o + 3));
        const [u, v] = [b!.map((x, i) => x - a![i]!), c!.map((x, i) => x - a![i]!)];
        const facing = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
        const normal = part.normals.slice(t, t + 3);
        expect(Math.hypot(...normal)).toBeCloseTo(1, 6);
        expect(facing.reduce((sum, x, i) => sum + x * normal[i]!, 0)).toBeGreaterThan(0);
      }
    }
  });

  it("turns the drawing half a turn: the sofa's seat faces +z, its back stands at −z", () => {
    const mesh = meshOf(solidsOf(single(look("sofa", { size: "3-seat" }))));
    const { max } = boundsOf(mesh);
    // The highest points (the back cushions' tops) lean backwards, away from the viewer.
    const tops = mesh.parts.flatMap((part) => part.positions.flatMap((_, i) => (i % 3 === 1 && part.positions[i]! > max[1]! - 0.01 ? [part.positions[i + 1]!] : [])));
    expect(tops.length).toBeGreaterThan(0);
    for (const z of tops) expect(z).toBeLessThan(0);
  });

  it.each([
    ["green fabric", look("sofa", { size: "2-seat" }), "#5b7553"],
    ["blue fabric", look("sofa", { size: "2-seat", colour: "blue", swatch: "#3f5e8c" }), "#3f5e8c"],
    ["rust velvet", look("sofa", { size: "2-seat", material: "velvet", colour: "rust", swatch: "#a0522d" }), "#a0522d"],
  ])("gives a sofa in %s a material of its colour", (_, piece, swatch) => {
    const colours = meshOf(solidsOf(single(piece))).parts.map((part) => part.surface.colour);
    expect(colours).toContain(swatch);
  });

  it("merges solids of one surface into one part", () => {
    const parts = meshOf(solidsOf(single(look("dining_chair", { material: "oak", colour: "natural", swatch: "#c9a977" })))).parts;
    expect(new Set(parts.map((part) => part.surface.colour)).size).toBe(parts.length);
  });
});

describe("glTF colours", () => {
  it.each([
    [0, 0],
    [255, 1],
    [10, 10 / 255 / 12.92],
    [128, 0.2158605],
  ])("sRGB %i is linear %f", (srgb, linear) => {
    expect(linearChannel(srgb)).toBeCloseTo(linear, 6);
  });

  it.each([
    [{ colour: "#ffffff" }, [1, 1, 1, 1]],
    [{ colour: "#000000", opacity: 0.45 }, [0, 0, 0, 0.45]],
  ])("%o has base colour %o", (surface, expected) => {
    baseColourOf(surface).forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 6));
  });
});

/** The GLB container: header, a JSON chunk, a binary chunk, each 4-byte aligned (glTF 2.0 §4.4). */
function chunksOf(glb: Uint8Array) {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const jsonLength = view.getUint32(12, true);
  return {
    magic: view.getUint32(0, true),
    version: view.getUint32(4, true),
    length: view.getUint32(8, true),
    jsonLength,
    jsonType: view.getUint32(16, true),
    json: JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + jsonLength))) as {
      asset: { version: string };
      meshes: { primitives: { material: number; attributes: Record<string, number> }[] }[];
      materials: { pbrMetallicRoughness: { baseColorFactor: number[] }; alphaMode?: string }[];
      accessors: { min?: number[]; max?: number[] }[];
    },
    binType: view.getUint32(20 + jsonLength + 4, true),
  };
}

describe("the GLB of a product", () => {
  const sofa = single(look("sofa", { size: "3-seat" }));
  const facts: ModelFacts = { subject: sofa, measures: { width: 221, height: 84, depth: 96 } };

  it("is a valid glTF 2.0 binary with no errors or warnings", async () => {
    const glb = (await productModel(facts))!;
    const report = await validateBytes(glb);
    expect(report.issues.messages.filter((message) => message.severity <= 1)).toEqual([]);
    expect(report.info.totalTriangleCount).toBeGreaterThan(100);
  });

  it("holds a header, a JSON and a binary chunk, with one primitive and one material per surface", async () => {
    const mesh = meshOf(solidsOf(sofa), facts.measures!);
    const glb = await writeGlb(mesh, "X-1");
    const chunks = chunksOf(glb);
    expect(chunks.magic).toBe(0x46546c67);
    expect(chunks.version).toBe(2);
    expect(chunks.length).toBe(glb.byteLength);
    expect(chunks.jsonLength % 4).toBe(0);
    expect(chunks.jsonType).toBe(0x4e4f534a);
    expect(chunks.binType).toBe(0x004e4942);
    expect(chunks.json.asset.version).toBe("2.0");
    expect(chunks.json.meshes).toHaveLength(1);
    expect(chunks.json.meshes[0]!.primitives).toHaveLength(mesh.parts.length);
    expect(chunks.json.materials).toHaveLength(mesh.parts.length);
    const position = chunks.json.accessors[chunks.json.meshes[0]!.primitives[0]!.attributes.POSITION!]!;
    expect(position.min).toHaveLength(3);
  });

  it("makes glass see-through", async () => {
    const table = single(look("coffee_table", { material: "steel", tabletop: "glass", size: "m", colour: "black", swatch: "#1f1f1f" }));
    const { json } = chunksOf((await productModel({ subject: table, measures: null }))!);
    const glass = json.materials.filter((material) => material.alphaMode === "BLEND");
    expect(glass).toHaveLength(1);
    expect(glass[0]!.pbrMetallicRoughness.baseColorFactor[3]).toBeCloseTo(0.45, 5);
  });

  it("of a set is valid too", async () => {
    const set: ImageSubject = {
      key: "MG-1", set: "dining_set", count: 6,
      parts: [
        { look: look("dining_table", { material: "oak", size: "200cm", colour: "natural", swatch: "#c9a977" }), qty: 1 },
        { look: look("dining_chair", { material: "oak", colour: "black", swatch: "#1f1f1f" }), qty: 4 },
      ],
    };
    const report = await validateBytes((await productModel({ subject: set, measures: null }))!);
    expect(report.issues.numErrors).toBe(0);
  });
});

describe("model URLs", () => {
  const facts: ModelFacts = { subject: single(look("sofa", { size: "3-seat" })), measures: { width: 221, height: 84, depth: 96 } };

  it.each([
    ["another colour", { subject: single(look("sofa", { size: "3-seat", colour: "blue", swatch: "#3f5e8c" })), measures: facts.measures }],
    ["other measures", { ...facts, measures: { width: 230, height: 84, depth: 96 } }],
    ["no measures", { ...facts, measures: null }],
    ["another material", { subject: single(look("sofa", { size: "3-seat", material: "velvet" })), measures: facts.measures }],
  ])("change version with %s", (_, other) => {
    expect(modelVersion(other)).not.toBe(modelVersion(facts));
  });

  it("keep their version for the same facts", () => {
    expect(modelVersion(structuredClone(facts))).toBe(modelVersion(facts));
    expect(modelVersion(facts)).toMatch(/^[0-9a-f]{8}$/);
  });

  it.each([
    ["SO-1001", "grey", "abc12345", "/media/model/SO-1001.glb?color=grey&v=abc12345"],
    ["MG-20", null, "0000000f", "/media/model/MG-20.glb?v=0000000f"],
  ])("of %s in %s: %s", (sku, colour, version, href) => {
    expect(modelHref(sku, colour, version)).toBe(href);
  });

  it.each([
    [[{ code: "width_cm", value: 200 }, { code: "height_cm", value: 80 }, { code: "depth_cm", value: 90 }], { width: 200, height: 80, depth: 90 }],
    [[{ code: "width_cm", value: 200 }, { code: "height_cm", value: 80 }], null],
    [[{ code: "width_cm", value: 0 }, { code: "height_cm", value: 80 }, { code: "depth_cm", value: 90 }], null],
    [[], null],
  ])("measures of %o: %o", (measurements, measures) => {
    expect(measuresOf(measurements)).toEqual(measures);
  });
});

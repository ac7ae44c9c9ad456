import { Document, WebIO, type Material } from "@gltf-transform/core";
import type { Surface } from "../art/geometry.ts";
import type { ProductMesh } from "./mesh.ts";

/** A colour channel from sRGB (as the swatches are written) to the linear values glTF's baseColorFactor holds. */
export function linearChannel(srgb: number): number {
  const c = srgb / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** glTF's base colour of a surface: its colour, linear, with its opacity as alpha. */
export function baseColourOf(surface: Surface): [number, number, number, number] {
  const n = Number.parseInt(surface.colour.slice(1), 16);
  return [linearChannel((n >> 16) & 255), linearChannel((n >> 8) & 255), linearChannel(n & 255), surface.opacity ?? 1];
}

/**
 * A glossy surface (leather, velvet, lacquer, metal) is smoother than a matt one; nothing is metallic, so
 * viewers without an environment map still show the colour.
 */
const roughnessOf = (surface: Surface) => 1 - 0.6 * (surface.gloss ?? 0);

function materialOf(document: Document, surface: Surface, index: number): Material {
  const material = document
    .createMaterial(`surface-${index + 1} ${surface.colour}`)
    .setBaseColorFactor(baseColourOf(surface))
    .setMetallicFactor(0)
    .setRoughnessFactor(roughnessOf(surface));
  // Glass is seen through from both sides, as in the pictures.
  if (surface.opacity !== undefined) material.setAlphaMode("BLEND").setDoubleSided(true);
  return material;
}

/** The mesh as one binary glTF (GLB): one node, one mesh, a primitive and a material per surface. */
export async function writeGlb(mesh: ProductMesh, name: string): Promise<Uint8Array<ArrayBuffer>> {
  const document = new Document();
  document.getRoot().getAsset().generator = "edge-storefront product models";
  const buffer = document.createBuffer();
  const shape = document.createMesh(name);
  mesh.parts.forEach((part, index) => {
    const positions = document.createAccessor().setType("VEC3").setArray(new Float32Array(part.positions)).setBuffer(buffer);
    const normals = document.createAccessor().setType("VEC3").setArray(new Float32Array(part.normals)).setBuffer(buffer);
    shape.addPrimitive(
      document.createPrimitive().setAttribute("POSITION", positions).setAttribute("NORMAL", normals).setMaterial(materialOf(document, part.surface, index)),
    );
  });
  const scene = document.createScene(name).addChild(document.createNode(name).setMesh(shape));
  document.getRoot().setDefaultScene(scene);
  return new WebIO().writeBinary(document);
}

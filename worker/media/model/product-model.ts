import type { ModelFacts } from "#core/catalog/models.ts";
import { drawingOf } from "../art/picture.ts";
import { writeGlb } from "./glb.ts";
import { meshOf } from "./mesh.ts";

/**
 * A product's 3D model as GLB: the drawing its gallery pictures are made from (the same seed, so the same
 * legs and arrangement), stretched to its measures.
 */
export async function productModel(facts: ModelFacts): Promise<Uint8Array<ArrayBuffer> | null> {
  const drawing = drawingOf(facts.subject, `product/${facts.subject.key}`);
  if (!drawing) return null;
  return writeGlb(meshOf(drawing.solids, facts.measures ?? undefined), facts.subject.key);
}

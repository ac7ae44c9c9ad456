import type { Solid, Surface, Vec } from "../art/geometry.ts";

/**
 * The solids a product picture is drawn from, as a triangle mesh for 3D viewers and AR (glTF conventions:
 * metres, y up, the front facing +z, counter-clockwise front faces). The drawings look at the front from
 * −z, so the solids are turned half a turn around the vertical axis (a turn, not a mirror: a chaise on the
 * right stays on the right). Faces stay flat-shaded, as in the pictures: each triangle carries its face's
 * normal. Solids of one surface share a part, which becomes one glTF primitive with one material.
 */
export interface MeshPart {
  surface: Surface;
  /** x, y, z per vertex, three vertices per triangle. */
  positions: number[];
  /** The face's unit normal per vertex. */
  normals: number[];
}

export interface ProductMesh {
  parts: MeshPart[];
}

/** Width (x), height (y) and depth (z) in centimetres: the product's measures. */
export interface Measures {
  width: number;
  height: number;
  depth: number;
}

const CM = 0.01;
/** Twice a triangle's area, in cm², below which it is left out (the apex of a cone, a collapsed side). */
const DEGENERATE = 1e-9;

/** What makes two surfaces one material: the same colour, sheen and opacity (pattern overlays are a picture's, not a model's). */
export const surfaceKey = (surface: Surface): string => `${surface.colour.toLowerCase()}|${surface.gloss ?? 0}|${surface.opacity ?? 1}`;

const turned = (p: Vec): Vec => [-p[0], p[1], -p[2]];
const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function boundsOf(solids: readonly Solid[]): { min: Vec; max: Vec } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const solid of solids) {
    for (const face of solid.faces) {
      for (const point of face.points) {
        const p = turned(point);
        for (let axis = 0; axis < 3; axis++) {
          min[axis] = Math.min(min[axis]!, p[axis]!);
          max[axis] = Math.max(max[axis]!, p[axis]!);
        }
      }
    }
  }
  return { min: min as unknown as Vec, max: max as unknown as Vec };
}

/**
 * The mesh of `solids`, standing on the floor (lowest point at y 0) and centred on the vertical axis. With
 * `measures`, each axis is stretched so the bounding box is exactly the product's width, height and depth:
 * a drawing stands for a kind of piece, the measures are this product's own.
 */
export function meshOf(solids: readonly Solid[], measures?: Measures): ProductMesh {
  if (solids.length === 0) throw new Error("a mesh needs at least one solid");
  const { min, max } = boundsOf(solids);
  const size = [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
  const wanted = measures ? [measures.width, measures.height, measures.depth] : size;
  const scale = size.map((extent, axis) => (extent > 0 ? wanted[axis]! / extent : 1)) as unknown as Vec;
  const centre: Vec = [(min[0] + max[0]) / 2, min[1], (min[2] + max[2]) / 2];
  const place = (point: Vec): Vec => {
    const p = turned(point);
    return [(p[0] - centre[0]) * scale[0] * CM, (p[1] - centre[1]) * scale[1] * CM, (p[2] - centre[2]) * scale[2] * CM];
  };
  // A stretch turns normals by the inverse scale (the inverse transpose of a diagonal matrix).
  const normalOf = (normal: Vec): Vec => {
    const n = turned(normal);
    const stretched: Vec = [n[0] / scale[0], n[1] / scale[1], n[2] / scale[2]];
    const length = Math.hypot(...stretched) || 1;
    return [stretched[0] / length, stretched[1] / length, stretched[2] / length];
  };

  const parts = new Map<string, MeshPart>();
  for (const solid of solids) {
    const key = surfaceKey(solid.surface);
    let part = parts.get(key);
    if (!part) parts.set(key, (part = { surface: solid.surface, positions: [], normals: [] }));
    for (const face of solid.faces) {
      const normal = normalOf(face.normal);
      const points = face.points.map(place);
      // Faces are convex: a fan from the first point covers them.
      for (let i = 1; i + 1 < points.length; i++) {
        let triangle = [points[0]!, points[i]!, points[i + 1]!];
        const facing = cross(sub(triangle[1]!, triangle[0]!), sub(triangle[2]!, triangle[0]!));
        const area = dot(facing, normal);
        if (Math.abs(area) < DEGENERATE * CM * CM) continue;
        if (area < 0) triangle = [triangle[0]!, triangle[2]!, triangle[1]!];
        for (const vertex of triangle) {
          part.positions.push(...vertex);
          part.normals.push(...normal);
        }
      }
    }
  }
  return { parts: [...parts.values()].filter((part) => part.positions.length > 0) };
}

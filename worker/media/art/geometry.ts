/**
 * A very small 3D kit for the product illustrations: convex solids in centimetres (x right, y up, z away
 * from the viewer), a camera that turns around the vertical axis and looks slightly down, flat shading by
 * one light, and the painter's order (farthest solid first; the faces of one convex solid never overlap).
 */
export type Vec = readonly [number, number, number];

export interface Surface {
  /** Base colour, `#rrggbb`. */
  colour: string;
  /** Id of a texture pattern laid over the faces (see surfaces.ts), if any. */
  texture?: string;
  /** 0–1: how much of the light the surface throws back as a highlight (leather, velvet, metal). */
  gloss?: number;
  /** 0–1 opacity, for glass. */
  opacity?: number;
  /** Rounds the silhouette by this many centimetres (cushions and upholstery). */
  soft?: number;
}

export interface Face {
  points: Vec[];
  normal: Vec;
}

export interface Solid {
  faces: Face[];
  surface: Surface;
  /** Moves the solid in the painter's order (negative: drawn later, as if nearer). */
  depthBias?: number;
}

export interface Camera {
  /** Degrees the object turns to show its left side (0: straight from the front). */
  yaw: number;
  /** Degrees the camera looks down. */
  pitch: number;
}

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const normalize = (a: Vec): Vec => {
  const length = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};

/** The outward normal of a face whose points run counter-clockwise seen from outside, with the solid's centre as a check. */
function faceOf(points: Vec[], centre: Vec): Face {
  let normal = normalize(cross(sub(points[1]!, points[0]!), sub(points[2]!, points[0]!)));
  if (dot(normal, sub(centreOf(points), centre)) < 0) normal = [-normal[0], -normal[1], -normal[2]];
  return { points, normal };
}

const centreOf = (points: Vec[]): Vec =>
  points.reduce<Vec>((sum, p) => [sum[0] + p[0] / points.length, sum[1] + p[1] / points.length, sum[2] + p[2] / points.length], [0, 0, 0]);

/**
 * Any six-sided solid from its eight corners: bottom four then top four, each running around the same way
 * (front-left, front-right, back-right, back-left). Tilted backs and tapering legs are hexahedra.
 */
export function hexahedron(corners: readonly Vec[], surface: Surface): Solid {
  const [a, b, c, d, e, f, g, h] = corners as [Vec, Vec, Vec, Vec, Vec, Vec, Vec, Vec];
  const centre = centreOf([...corners]);
  const quads: Vec[][] = [[a, b, c, d], [e, f, g, h], [a, b, f, e], [b, c, g, f], [c, d, h, g], [d, a, e, h]];
  return { faces: quads.map((quad) => faceOf(quad, centre)), surface };
}

/** An axis-aligned box from its lower front-left corner and its width, height and depth. */
export function box(x: number, y: number, z: number, width: number, height: number, depth: number, surface: Surface): Solid {
  const [x2, y2, z2] = [x + width, y + height, z + depth];
  return hexahedron(
    [[x, y, z], [x2, y, z], [x2, y, z2], [x, y, z2], [x, y2, z], [x2, y2, z], [x2, y2, z2], [x, y2, z2]],
    surface,
  );
}

/** A box whose top is pushed back by `lean` centimetres: a reclining back cushion or backrest. */
export function leaningBox(x: number, y: number, z: number, width: number, height: number, depth: number, lean: number, surface: Surface): Solid {
  const [x2, y2, z2] = [x + width, y + height, z + depth];
  return hexahedron(
    [[x, y, z], [x2, y, z], [x2, y, z2], [x, y, z2], [x, y2, z + lean], [x2, y2, z + lean], [x2, y2, z2 + lean], [x, y2, z2 + lean]],
    surface,
  );
}

function ring(cx: number, y: number, cz: number, rx: number, rz: number, sides: number): Vec[] {
  return Array.from({ length: sides }, (_, i): Vec => {
    const angle = (i / sides) * Math.PI * 2 + Math.PI / sides;
    return [cx + Math.cos(angle) * rx, y, cz + Math.sin(angle) * rz];
  });
}

/** An upright cylinder (or elliptic one, or a tapered one when `topScale` ≠ 1) of `sides` sides. */
export function cylinder(
  cx: number, y: number, cz: number, rx: number, rz: number, height: number, sides: number, surface: Surface, topScale = 1,
): Solid {
  const bottom = ring(cx, y, cz, rx, rz, sides);
  const top = ring(cx, y + height, cz, rx * topScale, rz * topScale, sides);
  const centre: Vec = [cx, y + height / 2, cz];
  const faces = [faceOf(bottom, centre), faceOf(top, centre)];
  for (let i = 0; i < sides; i++) {
    const j = (i + 1) % sides;
    faces.push(faceOf([bottom[i]!, bottom[j]!, top[j]!, top[i]!], centre));
  }
  return { faces, surface };
}

/** A cone standing on its rim: a parasol's canopy, a lamp shade seen from above. */
export function cone(cx: number, y: number, cz: number, radius: number, height: number, sides: number, surface: Surface): Solid {
  const rim = ring(cx, y, cz, radius, radius, sides);
  const apex: Vec = [cx, y + height, cz];
  const centre: Vec = [cx, y + height / 3, cz];
  const faces = [faceOf(rim, centre)];
  for (let i = 0; i < sides; i++) faces.push(faceOf([rim[i]!, rim[(i + 1) % sides]!, apex], centre));
  return { faces, surface };
}

export function translate(solid: Solid, by: Vec): Solid {
  return {
    ...solid,
    faces: solid.faces.map((face) => ({ ...face, points: face.points.map((p): Vec => [p[0] + by[0], p[1] + by[1], p[2] + by[2]]) })),
  };
}

/** Turns a solid around the vertical axis through (cx, cz), e.g. chairs around a table. */
export function turn(solid: Solid, degrees: number, cx = 0, cz = 0): Solid {
  const [c, s] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const rotate = (p: Vec): Vec => [cx + (p[0] - cx) * c - (p[2] - cz) * s, p[1], cz + (p[0] - cx) * s + (p[2] - cz) * c];
  return {
    ...solid,
    faces: solid.faces.map((face) => ({ points: face.points.map(rotate), normal: [face.normal[0] * c - face.normal[2] * s, face.normal[1], face.normal[0] * s + face.normal[2] * c] })),
  };
}

/** Light from the upper left, slightly in front. */
export const LIGHT = normalize([-0.5, 0.85, -0.55]);

export interface ProjectedFace {
  /** Screen points (x right, y down) in centimetres. */
  points: [number, number][];
  /** Light reaching the face: 0 (turned away) to 1 (facing the light). */
  light: number;
  surface: Surface;
}

export interface Projection {
  /** Screen position of a world point (x right, y down). */
  point(p: Vec): [number, number];
  depth(p: Vec): number;
}

export function projection(camera: Camera): Projection {
  const [cy, sy] = [Math.cos((camera.yaw * Math.PI) / 180), Math.sin((camera.yaw * Math.PI) / 180)];
  const [cp, sp] = [Math.cos((camera.pitch * Math.PI) / 180), Math.sin((camera.pitch * Math.PI) / 180)];
  const turned = (p: Vec) => ({ x: p[0] * cy - p[2] * sy, z: p[0] * sy + p[2] * cy });
  return {
    point(p) {
      const { x, z } = turned(p);
      return [x, -(p[1] * cp + z * sp)];
    },
    depth(p) {
      return turned(p).z * cp - p[1] * sp;
    },
  };
}

/** The visible faces of every solid, farthest first, with the light each receives. */
export function project(solids: readonly Solid[], camera: Camera): ProjectedFace[] {
  const view = projection(camera);
  const [cy, sy] = [Math.cos((camera.yaw * Math.PI) / 180), Math.sin((camera.yaw * Math.PI) / 180)];
  const [cp, sp] = [Math.cos((camera.pitch * Math.PI) / 180), Math.sin((camera.pitch * Math.PI) / 180)];
  const facesViewer = (n: Vec) => (n[0] * sy + n[2] * cy) * cp - n[1] * sp < -1e-6;
  const ordered = solids
    .map((solid) => ({ solid, depth: view.depth(centreOf(solid.faces.flatMap((face) => face.points))) + (solid.depthBias ?? 0) }))
    .sort((a, b) => b.depth - a.depth);
  const faces: ProjectedFace[] = [];
  for (const { solid } of ordered) {
    for (const face of solid.faces) {
      if (solid.surface.opacity === undefined && !facesViewer(face.normal)) continue;
      faces.push({ points: face.points.map((p) => view.point(p)), light: Math.max(0, dot(face.normal, LIGHT)), surface: solid.surface });
    }
  }
  return faces;
}

import { project, projection, translate, turn, type Camera, type ProjectedFace, type Solid, type Vec } from "./geometry.ts";
import type { PictureSize } from "#core/catalog/images.ts";
import { hashUnit, roomProps, type Drawing } from "./furniture.ts";
import { lit, mix, texturePatterns } from "./surfaces.ts";

/** Gallery pictures in order: the first is the one lists and social cards show. */
export const GALLERY_VIEWS = ["three-quarter", "front", "detail", "side", "room", "above"] as const;
export type View = (typeof GALLERY_VIEWS)[number];


const CAMERAS: Record<View, Camera> = {
  "three-quarter": { yaw: 32, pitch: 16 },
  front: { yaw: 0, pitch: 9 },
  detail: { yaw: 32, pitch: 20 },
  side: { yaw: -42, pitch: 16 },
  room: { yaw: 24, pitch: 15 },
  above: { yaw: 28, pitch: 40 },
};

const DETAIL_ZOOM = 2.8;

const WALLS = [
  ["#f1ece4", "#e6ded2"],
  ["#e9ece6", "#dde2d9"],
  ["#eceef0", "#dfe3e7"],
  ["#f3e9e4", "#e8dcd5"],
] as const;

const n1 = (value: number) => Math.round(value * 10) / 10;
const pathOf = (points: [number, number][]) => `M${points.map(([x, y]) => `${n1(x)} ${n1(y)}`).join("L")}Z`;

interface Frame {
  scale: number;
  dx: number;
  dy: number;
}

function bounds(points: Iterable<[number, number]>) {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
}

function worldBounds(solids: readonly Solid[]) {
  let [minX, maxX, minZ, maxZ] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const solid of solids) {
    for (const face of solid.faces) {
      for (const [x, , z] of face.points) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minZ = Math.min(minZ, z);
        maxZ = Math.max(maxZ, z);
      }
    }
  }
  return { minX, maxX, minZ, maxZ };
}

/** Fits the projected faces into the picture: centred, standing low, with room around them. */
function frameFor(faces: ProjectedFace[], size: PictureSize, fill: number): Frame {
  const box = bounds(faces.flatMap((face) => face.points));
  const [w, h] = [box.maxX - box.minX || 1, box.maxY - box.minY || 1];
  const scale = Math.min((size.width * fill) / w, (size.height * (fill - 0.08)) / h);
  const bottom = size.height * 0.9;
  return { scale, dx: size.width / 2 - ((box.minX + box.maxX) / 2) * scale, dy: Math.min(bottom - box.maxY * scale, size.height / 2 - ((box.minY + box.maxY) / 2) * scale + size.height * 0.06) };
}

function background(size: PictureSize, horizon: number, outdoor: boolean, seed: string): string {
  const { width, height } = size;
  const y = n1(Math.max(height * 0.3, Math.min(height * 0.78, horizon)));
  if (outdoor) {
    const hedge = Array.from({ length: 9 }, (_, i) => {
      const x = (i / 8) * width;
      return `Q${n1(x - width / 16)} ${n1(y - height * (0.1 + 0.05 * ((i * 7) % 3)))} ${n1(x)} ${n1(y - height * 0.05)}`;
    }).join("");
    return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d6e5ec"/><stop offset="1" stop-color="#f1efe7"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d8d0c2"/><stop offset="1" stop-color="#c5bba9"/></linearGradient>
<rect width="${width}" height="${height}" fill="url(#sky)"/><path d="M0 ${y}L0 ${n1(y - height * 0.06)}${hedge}L${width} ${y}Z" fill="#8fa582"/>
<rect y="${y}" width="${width}" height="${n1(height - y)}" fill="url(#ground)"/>${Array.from({ length: 6 }, (_, i) => `<path d="M0 ${n1(y + ((i + 1) * (height - y)) / 6)}H${width}" stroke="#a99d89" stroke-opacity=".35"/>`).join("")}`;
  }
  const [top, bottom] = WALLS[Math.floor(hashUnit(seed) * WALLS.length)]!;
  const planks = Array.from({ length: 7 }, (_, i) => `<path d="M0 ${n1(y + ((i + 1) * (height - y)) / 7)}H${width}" stroke="#8a6a45" stroke-opacity=".12"/>`).join("");
  return `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d4bd98"/><stop offset="1" stop-color="#c3a57c"/></linearGradient>
<rect width="${width}" height="${height}" fill="url(#wall)"/><path d="M${n1(width * 0.08)} 0H${n1(width * 0.3)}L${n1(width * 0.16)} ${y}H0V${n1(height * 0.2)}Z" fill="#fff" fill-opacity=".28"/>
<rect y="${y}" width="${width}" height="${n1(height - y)}" fill="url(#floor)"/>${planks}<rect y="${n1(y - 4)}" width="${width}" height="4" fill="${mix(bottom, "#ffffff", 0.5)}"/>`;
}

function shadow(solids: readonly Solid[], camera: Camera, frame: Frame): string {
  const view = projection(camera);
  const world = worldBounds(solids);
  const corners: Vec[] = [[world.minX, 0, world.minZ], [world.maxX, 0, world.minZ], [world.maxX, 0, world.maxZ], [world.minX, 0, world.maxZ]];
  const box = bounds(corners.map((p) => view.point(p)));
  const [cx, cy] = [((box.minX + box.maxX) / 2) * frame.scale + frame.dx, ((box.minY + box.maxY) / 2) * frame.scale + frame.dy];
  const [rx, ry] = [((box.maxX - box.minX) / 2) * frame.scale * 1.08 + 6, Math.max(6, ((box.maxY - box.minY) / 2) * frame.scale * 1.15 + 4)];
  return `<radialGradient id="shade"><stop offset="0" stop-color="#2b2118" stop-opacity=".32"/><stop offset=".7" stop-color="#2b2118" stop-opacity=".12"/><stop offset="1" stop-color="#2b2118" stop-opacity="0"/></radialGradient>
<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="url(#shade)"/>`;
}

function facesSvg(faces: ProjectedFace[], frame: Frame, textures: boolean): string {
  const out: string[] = [];
  for (const face of faces) {
    const d = pathOf(face.points.map(([x, y]) => [x * frame.scale + frame.dx, y * frame.scale + frame.dy]));
    const { surface } = face;
    const colour = lit(surface.colour, face.light, surface.gloss);
    const width = n1(Math.max(0.6, (surface.soft ?? 0) * frame.scale * 0.9));
    const opacity = surface.opacity === undefined ? "" : ` fill-opacity="${surface.opacity}" stroke-opacity="${surface.opacity}"`;
    out.push(`<path d="${d}" fill="${colour}" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round"${opacity}/>`);
    if (textures && surface.texture) out.push(`<path d="${d}" fill="url(#${surface.texture})"/>`);
  }
  return out.join("");
}

/**
 * One picture of a drawing: the view's camera, the piece framed for the picture's size on a floor with its
 * shadow, in a room or a garden. Small pictures (cart thumbnails) leave textures out.
 */
export function renderPicture(drawing: Drawing, view: View, size: PictureSize, seed: string): string {
  const camera = CAMERAS[view];
  const solids = view === "room" ? [...roomProps(worldBounds(drawing.solids), drawing.outdoor, seed), ...drawing.solids] : drawing.solids;
  const faces = project(solids, camera);
  const fill = view === "room" ? 0.86 : size.width < 200 ? 0.9 : size.width / size.height > 1.2 ? 0.74 : 0.8;
  let frame = frameFor(faces, size, fill);
  if (view === "detail") {
    const [fx, fy] = projection(camera).point(drawing.focus);
    const scale = frame.scale * DETAIL_ZOOM;
    frame = { scale, dx: size.width / 2 - fx * scale, dy: size.height / 2 - fy * scale };
  }
  const world = worldBounds(drawing.solids);
  const [, horizon] = projection(camera).point([0, 0, world.maxZ + 30]);
  const textures = size.width >= 200;
  const used = new Set(textures ? faces.flatMap((face) => (face.surface.texture ? [face.surface.texture] : [])) : []);
  const body = [
    background(size, horizon * frame.scale + frame.dy, drawing.outdoor, seed),
    shadow(drawing.solids, camera, frame),
    facesSvg(faces, frame, textures),
  ].join("");
  const defs = used.size > 0 ? `<defs>${texturePatterns(used, Math.max(1.5, frame.scale * 1.1))}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${defs}${body}</svg>`;
}

/** Where the pieces of a room stand: the first in the middle, the second front left turned towards it, the third right and back. */
const SPOTS = [
  { side: 0, z: 0, turn: 0 },
  { side: -1, z: -55, turn: 28 },
  { side: 1, z: 30, turn: -22 },
] as const;

/** Up to three pieces of one setting (indoor or garden, as the first) arranged in one room: banners and category pictures. */
export function renderRoom(drawings: Drawing[], size: PictureSize, seed: string): string {
  const [first] = drawings;
  if (!first) throw new Error("a room needs at least one piece");
  const together = drawings.filter((drawing) => drawing.outdoor === first.outdoor).slice(0, SPOTS.length);
  const halfWidth = (drawing: Drawing) => {
    const world = worldBounds(drawing.solids);
    return (world.maxX - world.minX) / 2;
  };
  const solids = together.flatMap((drawing, i) => {
    const spot = SPOTS[i]!;
    const x = spot.side * (halfWidth(first) + halfWidth(drawing) + 45);
    return drawing.solids.map((solid) => translate(turn(solid, spot.turn), [x, 0, spot.z]));
  });
  return renderPicture({ solids, focus: [0, 0, 0], outdoor: first.outdoor }, "room", size, seed);
}

import type { ProductLook } from "#core/port/index.ts";
import { box, cone, cylinder, hexahedron, leaningBox, translate, turn, type Solid, type Surface, type Vec } from "./geometry.ts";
import { BLACK_METAL, BRASS, OAK_LEG, UPHOLSTERY, WOOD, WOVEN, isColour, mix, surfaceOf, topSurface } from "./surfaces.ts";

/** One piece of furniture as the catalog describes it; drawings are made from these facts only. */
export type Piece = ProductLook;

export interface Drawing {
  solids: Solid[];
  /** Where the detail view looks: an arm, a tabletop edge, a canopy rim. */
  focus: Vec;
  outdoor: boolean;
}

/** A number 0–1 from a text, so that choices such as leg style stay the same for one product. */
export function hashUnit(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 10007) / 10007;
}

const CUSHION_LIGHT = "#e4ddd0";
const legs = (xs: number[], zs: number[], height: number, thickness: number, surface: Surface, taper = 0.7): Solid[] =>
  xs.flatMap((x) => zs.map((z) => cylinder(x, 0, z, thickness / 2, thickness / 2, height, 8, surface, taper)));

function upholstery(piece: Piece, soft = 2.5): Surface {
  return surfaceOf(UPHOLSTERY.has(piece.material ?? "") ? piece.material : "fabric", piece.colour, piece.swatch, soft);
}

/** Oak or black metal legs under upholstery, fixed per product. */
function legSurface(piece: Piece, seed: string): Surface {
  if (piece.material === "leather") return BLACK_METAL;
  return hashUnit(seed) < 0.6 ? OAK_LEG : BLACK_METAL;
}

const SEATS: Record<string, number> = { "2-seat": 2, "3-seat": 3, "4-seat": 4 };

function sofa(piece: Piece, seed: string, options: { seats: number; arm?: number; chaise?: boolean; bed?: boolean; outdoorFrame?: Surface }): Drawing {
  const cover = options.outdoorFrame ? { colour: CUSHION_LIGHT, texture: "weave", soft: 2.5 } : upholstery(piece);
  const frame = options.outdoorFrame ?? cover;
  const seatWidth = options.bed ? 70 : 60;
  const arm = options.arm ?? (piece.form === "curved" ? 24 : 18);
  const width = options.seats * seatWidth + arm * 2;
  const depth = options.outdoorFrame ? 84 : 94;
  const [x0, z0] = [-width / 2, -depth / 2];
  const legHeight = options.outdoorFrame ? 6 : 13;
  const solids: Solid[] = legs([x0 + 6, -x0 - 6], [z0 + 6, -z0 - 6], legHeight, 4, options.outdoorFrame ?? legSurface(piece, seed));
  solids.push(box(x0, legHeight, z0, width, 20, depth, frame));
  const armTop = legHeight + 46;
  const innerDepth = depth - 24;
  solids.push(box(x0, legHeight, z0, arm, armTop - legHeight, depth, frame));
  if (!options.chaise) solids.push(box(-x0 - arm, legHeight, z0, arm, armTop - legHeight, depth, frame));
  solids.push(leaningBox(x0 + arm, legHeight + 18, z0 + innerDepth + 2, width - arm * 2, 50, 22, 5, frame));
  const inner = width - arm * 2;
  const cushions = options.bed ? 1 : options.seats;
  const cushionWidth = inner / cushions;
  for (let i = 0; i < cushions; i++) {
    const x = x0 + arm + i * cushionWidth + 0.8;
    solids.push(box(x, legHeight + 20, z0 + 2, cushionWidth - 1.6, 13, innerDepth - 2, cover));
    solids.push(leaningBox(x, legHeight + 32, z0 + innerDepth - 14, cushionWidth - 1.6, 34, 15, 7, cover));
  }
  if (options.chaise) {
    const chaiseWidth = seatWidth + arm;
    const chaiseDepth = 70;
    const cx = -x0 - chaiseWidth;
    solids.push(box(cx, legHeight, z0 - chaiseDepth, chaiseWidth, 20, chaiseDepth, frame));
    solids.push(box(cx + 0.8, legHeight + 20, z0 - chaiseDepth + 2, chaiseWidth - arm - 1.6, 13, chaiseDepth, cover));
    solids.push(box(-x0 - arm, legHeight, z0 - chaiseDepth, arm, armTop - legHeight, chaiseDepth + depth, frame));
    solids.push(...legs([cx + 6], [z0 - chaiseDepth + 6], legHeight, 4, options.outdoorFrame ?? legSurface(piece, seed)));
  }
  return { solids, focus: [x0 + arm / 2, armTop, z0], outdoor: !!options.outdoorFrame };
}

function armchair(piece: Piece, seed: string): Drawing {
  const cover = upholstery(piece, 3);
  const [width, depth] = [84, 88];
  const [x0, z0] = [-width / 2, -depth / 2];
  const solids: Solid[] = [];
  if (piece.function === "swivel") solids.push(cylinder(0, 0, 0, 30, 30, 4, 20, BLACK_METAL), cylinder(0, 4, 0, 5, 5, 10, 10, BLACK_METAL));
  else solids.push(...legs([x0 + 7, -x0 - 7], [z0 + 7, -z0 - 7], 14, 4.5, legSurface(piece, seed)));
  solids.push(box(x0, 14, z0, width, 18, depth, cover));
  solids.push(box(x0, 14, z0, 17, 48, depth, cover), box(-x0 - 17, 14, z0, 17, 48, depth, cover));
  const back = piece.function === "recliner" ? 14 : 8;
  solids.push(leaningBox(x0 + 17, 30, z0 + depth - 24, width - 34, 62, 22, back, cover));
  solids.push(box(x0 + 17.8, 32, z0 + 2, width - 35.6, 13, depth - 26, cover));
  return { solids, focus: [x0 + 8, 62, z0], outdoor: false };
}

/** Dining, garden and bar seating: legs, a seat and (except stools) a back, in the product's material. */
function chair(piece: Piece, seed: string, outdoor: boolean): Drawing {
  const material = piece.material ?? "oak";
  const upholstered = UPHOLSTERY.has(material);
  const woven = WOVEN.has(material);
  const wooden = WOOD.has(material);
  const frame = upholstered ? legSurface(piece, seed) : woven ? (outdoor ? { ...BLACK_METAL, colour: "#34363a" } : BLACK_METAL) : surfaceOf(material, piece.colour, piece.swatch);
  const shell = upholstered || woven ? surfaceOf(material, piece.colour, piece.swatch, 2) : frame;
  const [width, depth, seatHeight] = outdoor ? [56, 58, 44] : [46, 50, 46];
  const [x0, z0] = [-width / 2, -depth / 2];
  const leg = wooden ? 4 : 2.6;
  const solids: Solid[] = legs([x0 + 3, -x0 - 3], [z0 + 3, -z0 - 3], seatHeight - 4, leg, frame, wooden ? 0.75 : 1);
  const seatThickness = upholstered ? 8 : 4;
  solids.push(box(x0, seatHeight - 4, z0, width, seatThickness, depth, shell));
  const lean = piece.function === "adjustable_back" ? 16 : 6;
  if (wooden && !outdoor) {
    solids.push(leaningBox(x0 + 1, seatHeight, z0 + depth - 4, leg, 36, leg, lean, frame), leaningBox(-x0 - 1 - leg, seatHeight, z0 + depth - 4, leg, 36, leg, lean, frame));
    solids.push(leaningBox(x0, seatHeight + 22, z0 + depth - 4 + lean * 0.6, width, 14, 3, lean * 0.4, frame));
  } else if (wooden) {
    for (let i = 0; i < 4; i++) solids.push(leaningBox(x0 + 2, seatHeight + 6 + i * 10, z0 + depth - 5 + (i * lean) / 4, width - 4, 6, 2.5, lean / 4, frame));
    solids.push(leaningBox(x0, seatHeight, z0 + depth - 3, 3, 44, 3, lean, frame), leaningBox(-x0 - 3, seatHeight, z0 + depth - 3, 3, 44, 3, lean, frame));
  } else {
    solids.push(leaningBox(x0, seatHeight + seatThickness - 4, z0 + depth - 6, width, 36, upholstered ? 7 : 4, lean, shell));
  }
  if (outdoor) {
    solids.push(box(x0 - 2, seatHeight + 18, z0 + 4, 4, 3, depth - 6, frame), box(-x0 - 2, seatHeight + 18, z0 + 4, 4, 3, depth - 6, frame));
    solids.push(box(x0 - 2, seatHeight - 4, z0 + 6, 3, 22, 3, frame), box(-x0 - 1, seatHeight - 4, z0 + 6, 3, 22, 3, frame));
    if (!upholstered) solids.push(box(x0 + 3, seatHeight, z0 + 3, width - 6, 5, depth - 10, { colour: CUSHION_LIGHT, texture: "weave", soft: 2 }));
  }
  return { solids, focus: [x0 + 4, seatHeight + 2, z0], outdoor };
}

function barStool(piece: Piece, seed: string): Drawing {
  const seatHeight = piece.size === "h65" ? 65 : 75;
  const material = piece.material ?? "steel";
  const frame = material === "oak" ? surfaceOf("oak", piece.colour, piece.swatch) : material === "velvet" ? BLACK_METAL : surfaceOf("steel", piece.colour, piece.swatch);
  const seat = material === "velvet" ? surfaceOf("velvet", piece.colour, piece.swatch, 2) : frame;
  const solids: Solid[] = [];
  if (piece.function === "swivel") {
    solids.push(cylinder(0, 0, 0, 22, 22, 2.5, 20, frame), cylinder(0, 2.5, 0, 2.5, 2.5, seatHeight - 8, 10, frame), cylinder(0, 30, 0, 18, 18, 2, 20, frame, 1));
  } else {
    solids.push(...legs([-16, 16], [-16, 16], seatHeight - 5, 3, frame, 0.8));
    solids.push(box(-17, 24, -17.5, 34, 2, 2, frame), box(-17, 24, 15.5, 34, 2, 2, frame), box(-17.5, 26, -17, 2, 2, 34, frame), box(15.5, 26, -17, 2, 2, 34, frame));
  }
  solids.push(cylinder(0, seatHeight - 5, 0, 21, 21, material === "velvet" ? 8 : 5, 22, seat));
  if (hashUnit(seed) < 0.5) solids.push(leaningBox(-18, seatHeight + 2, 14, 36, 18, 4, 4, seat));
  return { solids, focus: [0, seatHeight, -21], outdoor: false };
}

const TABLE_LENGTH: Record<string, number> = { "160cm": 160, "200cm": 200, "240cm": 240, d120cm: 120, s: 70, m: 100, l: 130 };

/** Dining, coffee, side and garden tables: a top of the tabletop material on legs or a pedestal. */
function table(piece: Piece, seed: string, kind: "dining" | "coffee" | "side" | "garden"): Drawing {
  const frame = surfaceOf(piece.material ?? "oak", piece.colour, piece.swatch);
  const top = topSurface(piece.tabletop, frame, piece.colour, piece.swatch);
  const height = { dining: 75, garden: 74, coffee: 42, side: 52 }[kind];
  const form = piece.form ?? "rectangular";
  const length = kind === "side" ? 46 : (TABLE_LENGTH[piece.size ?? ""] ?? (kind === "coffee" ? 100 : 200));
  const round = form === "round" || piece.size === "d120cm";
  const depth = round || form === "square" ? length : kind === "coffee" ? 62 : 96;
  const thickness = piece.tabletop === "glass" ? 1.2 : kind === "side" ? 2.5 : 4;
  const solids: Solid[] = [];
  const legHeight = height - thickness;
  const metalLegs = piece.material === "steel" || piece.material === "aluminium";
  if (round && kind !== "garden") {
    const base = length / 2 > 40 ? 26 : length * 0.32;
    solids.push(cylinder(0, 0, 0, base, base, 3, 24, frame), cylinder(0, 3, 0, metalLegs ? 3 : 7, metalLegs ? 3 : 7, legHeight - 3, 12, frame, metalLegs ? 1 : 0.7));
  } else {
    const inset = round ? length * 0.28 : form === "oval" ? Math.min(length, depth) * 0.22 : 6;
    const legWidth = metalLegs ? 3 : kind === "coffee" || kind === "side" ? 4 : 7;
    solids.push(...legs([-length / 2 + inset, length / 2 - inset], [-depth / 2 + (round ? inset : 6), depth / 2 - (round ? inset : 6)], legHeight, legWidth, frame, metalLegs ? 1 : 0.72));
    if (piece.function === "storage") solids.push(box(-length / 2 + 6, 10, -depth / 2 + 6, length - 12, 2.5, depth - 12, frame));
    if (!round) solids.push(box(-length / 2 + inset, legHeight - 8, -depth / 2 + 6, length - inset * 2, 8, depth - 12, { ...frame, texture: undefined }));
  }
  if (round || form === "oval") solids.push(cylinder(0, legHeight, 0, length / 2, depth / 2, thickness, 36, top));
  else solids.push(box(-length / 2, legHeight, -depth / 2, length, thickness, depth, top));
  if (kind === "dining" && hashUnit(seed) < 0.5) {
    solids.push(cylinder(length * 0.12, height, 0, 7, 7, 14, 14, { colour: "#e8e2d6", gloss: 0.4 }, 0.75));
  }
  const edge: Vec = round ? [-length * 0.35, height, -depth * 0.35] : [-length / 2, height, -depth / 2];
  return { solids, focus: edge, outdoor: kind === "garden" };
}

function sunLounger(piece: Piece): Drawing {
  const material = piece.material ?? "aluminium";
  const frame = surfaceOf(material, piece.colour, piece.swatch);
  const bed = WOVEN.has(material) ? frame : material === "aluminium" ? { colour: "#d9d4ca", texture: "weave" } : frame;
  const [width, length] = [66, 196];
  const [x0, z0] = [-width / 2, -length / 2];
  const solids: Solid[] = legs([x0 + 4, -x0 - 4], [z0 + 6, -z0 - 6], 26, 4, frame, 1);
  solids.push(box(x0, 26, z0, width, 7, length, frame));
  solids.push(box(x0 + 3, 33, z0 + 2, width - 6, 3, length - 66, bed));
  const raised = piece.function === "adjustable_back" ? 48 : 30;
  const [zBack, run] = [z0 + length - 64, 58];
  solids.push(
    hexahedron(
      [[x0 + 3, 33, zBack], [-x0 - 3, 33, zBack], [-x0 - 3, 33, zBack + 6], [x0 + 3, 33, zBack + 6], [x0 + 3, 33 + raised, zBack + run], [-x0 - 3, 33 + raised, zBack + run], [-x0 - 3, 33 + raised, zBack + run + 6], [x0 + 3, 33 + raised, zBack + run + 6]],
      bed,
    ),
  );
  solids.push(box(x0 + 5, 36, z0 + 4, width - 10, 5, length - 76, { colour: CUSHION_LIGHT, texture: "weave", soft: 2 }));
  return { solids, focus: [x0, 34, z0], outdoor: true };
}

const PARASOL_RADIUS: Record<string, number> = { d250cm: 125, d300cm: 150, d350cm: 175 };

function parasol(piece: Piece): Drawing {
  const radius = PARASOL_RADIUS[piece.size ?? ""] ?? 150;
  const pole = surfaceOf(piece.material === "teak" ? "teak" : "steel", piece.material === "teak" ? "natural" : "anthracite", "#3b3e42");
  const canopy: Surface = { colour: isColour(piece.swatch) ? piece.swatch : "#d9c9a9", texture: "weave" };
  const cantilever = piece.function === "cantilever";
  const px = cantilever ? radius + 12 : 0;
  const solids: Solid[] = [
    cylinder(px, 0, 0, 30, 30, 7, 4, { colour: "#4a4b4d", gloss: 0.3 }),
    cylinder(px, 7, 0, 2.8, 2.8, cantilever ? 250 : 232, 10, pole),
  ];
  if (cantilever) solids.push(box(0, 246, -2, px, 4, 4, pole), cylinder(0, 228, 0, 1.8, 1.8, 18, 8, pole));
  const rimY = cantilever ? 206 : 196;
  solids.push(cone(0, rimY, 0, radius, radius * 0.3, 16, canopy));
  solids.push(cylinder(0, rimY + radius * 0.3 - 2, 0, 4, 4, 9, 10, pole));
  return { solids, focus: [-radius * 0.7, rimY + 10, -radius * 0.7], outdoor: true };
}

function shelf(piece: Piece, seed: string): Drawing {
  const frame = surfaceOf(piece.material ?? "oak", piece.colour, piece.swatch);
  const width = TABLE_LENGTH[piece.size ?? ""] ?? 100;
  const [height, depth] = [190, 36];
  const [x0, z0] = [-width / 2, -depth / 2];
  const upright = piece.material === "steel" ? 2.5 : 3;
  const solids: Solid[] = [];
  const posts = width > 120 ? [x0, -upright / 2, -x0 - upright] : [x0, -x0 - upright];
  for (const x of posts) solids.push(box(x, 0, z0, upright, height, depth, frame));
  const shelves = 5;
  const decor = ["#41576b", "#a4543a", "#d6c8a9", "#5e7052", "#2f2f33", "#c99b5a"];
  for (let i = 0; i < shelves; i++) {
    const y = 4 + i * ((height - 8) / (shelves - 1));
    solids.push(box(x0, y, z0, width, 2.4, depth, frame));
    if (i === shelves - 1) continue;
    // Books and a vase, different on each shelf and for each product.
    let x = x0 + upright + 4;
    const pick = hashUnit(`${seed}/${i}`);
    const books = 3 + Math.floor(pick * 5);
    for (let b = 0; b < books && x < -x0 - 24; b++) {
      const w = 3 + ((b * 7 + i) % 3);
      const h = 22 + ((b * 5 + i * 3) % 9);
      solids.push(box(x, y + 2.4, z0 + 6, w, h, 22, { colour: decor[(b + i + Math.floor(pick * 6)) % decor.length]! }));
      x += w + 0.4;
    }
    if (pick > 0.35) solids.push(cylinder(-x0 - 18, y + 2.4, 0, 6, 6, 16, 14, { colour: pick > 0.7 ? "#e9e4db" : "#7d8a6f", gloss: 0.4 }, 0.7));
  }
  return { solids, focus: [x0, height - 30, z0], outdoor: false };
}

function sideboard(piece: Piece): Drawing {
  const body = surfaceOf(piece.material ?? "oak", piece.colour, piece.swatch);
  const width = piece.size === "200cm" ? 200 : 160;
  const [height, depth, legHeight] = [80, 45, 14];
  const [x0, z0] = [-width / 2, -depth / 2];
  const solids: Solid[] = legs([x0 + 5, -x0 - 5], [z0 + 5, -z0 - 5], legHeight, 4, body, 0.7);
  solids.push(box(x0, legHeight, z0, width, height - legHeight, depth, body));
  const doors = width > 180 ? 4 : 3;
  const doorWidth = (width - 4) / doors;
  for (let i = 0; i < doors; i++) {
    const x = x0 + 2 + i * doorWidth;
    solids.push(box(x + 0.5, legHeight + 3, z0 - 1, doorWidth - 1, height - legHeight - 6, 1, { ...body, colour: mix(body.colour, "#ffffff", 0.05) }));
    solids.push(box(x + doorWidth / 2 - 5, height - 14, z0 - 2.2, 10, 1.4, 1.2, BRASS));
  }
  return { solids, focus: [x0 + 10, height - 10, z0], outdoor: false };
}

/** The drawing of one piece, standing on the floor, centred on the origin. */
export function drawPiece(piece: Piece, seed: string): Drawing {
  switch (piece.kind) {
    case "sofa":
      return sofa(piece, seed, { seats: SEATS[piece.size ?? ""] ?? 3 });
    case "corner_sofa":
      return sofa(piece, seed, { seats: 3, chaise: true });
    case "sofa_bed":
      return sofa(piece, seed, { seats: 2, arm: 14, bed: true });
    case "lounge_sofa":
      return sofa(piece, seed, { seats: SEATS[piece.size ?? ""] ?? 2, arm: 14, outdoorFrame: surfaceOf(piece.material ?? "polyrattan", piece.colour, piece.swatch) });
    case "armchair":
      return armchair(piece, seed);
    case "dining_chair":
      return chair(piece, seed, false);
    case "garden_chair":
      return chair(piece, seed, true);
    case "bar_stool":
      return barStool(piece, seed);
    case "dining_table":
      return table(piece, seed, "dining");
    case "coffee_table":
      return table(piece, seed, "coffee");
    case "side_table":
      return table(piece, seed, "side");
    case "garden_table":
      return table(piece, seed, "garden");
    case "sun_lounger":
      return sunLounger(piece);
    case "parasol":
      return parasol(piece);
    case "shelf":
      return shelf(piece, seed);
    case "sideboard":
      return sideboard(piece);
    default:
      return armchair(piece, seed);
  }
}

export interface SetPart {
  look: Piece;
  qty: number;
}

const place = (drawing: Drawing, at: Vec, degrees = 0): Solid[] => drawing.solids.map((solid) => translate(turn(solid, degrees), at));

/** A grouped or bundle product: its parts arranged as they would stand together. */
export function drawSet(setKind: string, parts: SetPart[], seed: string): Drawing {
  const [main, ...rest] = parts;
  if (!main) return drawPiece({ kind: "armchair", colour: null, swatch: null, material: null, tabletop: null, form: null, function: null, size: null }, seed);
  // Each part is drawn once, however often the arrangement and the setting ask for it.
  const drawn = new Map<ProductLook, Drawing>();
  const draw = (look: ProductLook): Drawing => {
    let drawing = drawn.get(look);
    if (!drawing) drawn.set(look, (drawing = drawPiece(look, seed)));
    return drawing;
  };
  const centre = draw(main.look);
  const solids = [...centre.solids];
  const chairs = rest.filter((part) => part.look.kind.endsWith("chair"));
  const others = rest.filter((part) => !part.look.kind.endsWith("chair"));
  if (setKind === "dining_set" || setKind === "garden_set") {
    const length = TABLE_LENGTH[main.look.size ?? ""] ?? 200;
    const count = Math.min(6, chairs.reduce((sum, part) => sum + part.qty, 0));
    const chairPiece = chairs[0]?.look;
    if (chairPiece) {
      const chair = draw(chairPiece);
      const perSide = Math.ceil(count / 2);
      const spacing = length / (perSide + 0.4);
      for (let i = 0; i < count; i++) {
        const behind = i % 2 === 0;
        const slot = Math.floor(i / 2);
        const x = -((perSide - 1) * spacing) / 2 + slot * spacing;
        solids.push(...place(chair, [x, 0, behind ? 62 : -62], behind ? 0 : 180));
      }
    }
    const parasolPart = others.find((part) => part.look.kind === "parasol");
    if (parasolPart) solids.push(...place(draw(parasolPart.look), [length / 2 + 40, 0, 90]));
  } else if (setKind === "sunbed_set") {
    solids.push(...place(centre, [82, 0, 0]));
    for (const part of others) {
      if (part.look.kind === "parasol") solids.push(...place(draw(part.look), [40, 0, 70]));
      else solids.push(...place(draw(part.look), [-70, 0, -40]));
    }
  } else {
    // Living and lounge sets: the sofa, a table in front of it, a chair turned towards it.
    for (const part of others) solids.push(...place(draw(part.look), [0, 0, -105]));
    const chairPart = chairs[0];
    if (chairPart) solids.push(...place(draw(chairPart.look), [-185, 0, -45], -35));
  }
  return { solids, focus: centre.focus, outdoor: centre.outdoor || parts.some((part) => draw(part.look).outdoor) };
}

/** Plants, a lamp, a rug or planters: what turns a product shot into a room. */
export function roomProps(bounds: { minX: number; maxX: number; minZ: number; maxZ: number }, outdoor: boolean, seed: string): Solid[] {
  const leaf = { colour: "#5f7a4e" };
  const leafDark = { colour: "#4b6440" };
  // A round shrub: widening, then closing towards the top, in two greens.
  const bush = (x: number, y: number, z: number, radius: number, height: number): Solid[] => [
    cylinder(x, y, z, radius * 0.55, radius * 0.55, height * 0.4, 14, leafDark, 1 / 0.55),
    cylinder(x, y + height * 0.4, z, radius, radius, height * 0.45, 14, leaf, 0.45),
    cylinder(x, y + height * 0.85, z, radius * 0.45, radius * 0.45, height * 0.15, 14, leaf, 0.2),
  ];
  const plant = (x: number, z: number, height: number): Solid[] => [
    cylinder(x, 0, z, 16, 16, 30, 16, { colour: outdoor ? "#b4a89a" : "#e6e1d8", gloss: 0.2 }, 0.85),
    ...bush(x, 30, z, 26, height),
  ];
  const width = bounds.maxX - bounds.minX;
  const solids: Solid[] = [...plant(bounds.maxX + 45, bounds.maxZ - 10, outdoor ? 70 : 90)];
  if (outdoor) {
    solids.push(box(bounds.minX - 80, 0, bounds.maxZ - 30, 50, 45, 50, { colour: "#8c8f8a", texture: "speckle" }));
    solids.push(...bush(bounds.minX - 55, 45, bounds.maxZ - 5, 30, 50));
  } else {
    const rug = ["#cfc3ad", "#a9b1a3", "#c9b7a6", "#9ea8b3"][Math.floor(hashUnit(seed) * 4)]!;
    solids.push({ ...box(bounds.minX - width * 0.1, 0, bounds.minZ - 50, width * 1.2, 0.8, bounds.maxZ - bounds.minZ + 70, { colour: rug, texture: "weave" }), depthBias: 1e4 });
    solids.push(cylinder(bounds.minX - 60, 0, bounds.maxZ, 14, 14, 2, 16, BLACK_METAL), cylinder(bounds.minX - 60, 2, bounds.maxZ, 1.2, 1.2, 140, 6, BRASS));
    solids.push(cylinder(bounds.minX - 60, 142, bounds.maxZ, 22, 22, 26, 18, { colour: "#efe7d6" }, 0.6));
  }
  return solids;
}

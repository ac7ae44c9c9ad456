import type { Surface } from "./geometry.ts";

/** How materials look: a base colour, a texture laid over the faces and a sheen. */

const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const hex = ([r, g, b]: readonly number[]) =>
  `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v!))).toString(16).padStart(2, "0")).join("")}`;

export const isColour = (value: string | null | undefined): value is string => !!value && /^#[0-9a-f]{6}$/i.test(value);

/** `amount` 0–1 of the way from `from` to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const [a, b] = [rgb(from), rgb(to)];
  return hex(a.map((v, i) => v + (b[i]! - v) * amount));
}

/** The colour of a face that receives `light` (0–1) on a surface of the given gloss. */
export function lit(colour: string, light: number, gloss = 0): string {
  const shaded = mix(colour, "#1b1714", 0.42 * (1 - light));
  return gloss > 0 && light > 0.75 ? mix(shaded, "#ffffff", gloss * (light - 0.75) * 2.4) : shaded;
}

export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const WOODS: Record<string, string> = {
  oak: "#c49a64",
  ash: "#d8c09a",
  walnut: "#6f4a31",
  teak: "#a56f3d",
  acacia: "#94643a",
};

/** A wood in a finish: natural shows the species, the painted finishes keep a hint of grain. */
function woodColour(species: string, finish: string | null, swatch: string | null): string {
  const natural = WOODS[species] ?? WOODS.oak!;
  if (!finish || finish === "natural" || !isColour(swatch)) return natural;
  if (finish === "brown") return mix(natural, "#5a3b24", 0.55);
  return mix(natural, swatch, 0.85);
}

const TOPS: Record<string, Surface> = {
  marble: { colour: "#ece9e4", texture: "marble", gloss: 0.35 },
  ceramic: { colour: "#cfc9c1", texture: "speckle", gloss: 0.2 },
  concrete: { colour: "#a9a6a0", texture: "speckle" },
  glass: { colour: "#cfe3e6", opacity: 0.45, gloss: 0.6 },
  hpl: { colour: "#e7e4de", gloss: 0.1 },
};

export const UPHOLSTERY = new Set(["fabric", "velvet", "boucle", "linen", "leather"]);
export const WOOD = new Set(Object.keys(WOODS));
export const WOVEN = new Set(["polyrattan", "rope"]);

/**
 * The surface of a part made of `material` in the colour the product is sold in (`finish` is the colour's
 * code, `swatch` its hex). Upholstery takes the colour; wood takes its species tinted by the finish; metal
 * is powder-coated in the colour; woven fibre is the colour with a weave.
 */
export function surfaceOf(material: string | null, finish: string | null, swatch: string | null, soft = 0): Surface {
  const colour = isColour(swatch) ? swatch : "#9c948a";
  switch (material) {
    case "leather":
      return { colour, gloss: 0.45, soft };
    case "velvet":
      return { colour, gloss: 0.55, soft };
    case "boucle":
      return { colour: mix(colour, "#ffffff", 0.08), texture: "boucle", soft };
    case "linen":
      return { colour, texture: "linen", soft };
    case "fabric":
      return { colour, texture: "weave", soft };
    case "polyrattan":
    case "rope":
      return { colour, texture: material === "rope" ? "rope" : "rattan", soft };
    case "steel":
    case "aluminium":
      return { colour: luminance(colour) > 0.8 ? mix(colour, "#9aa0a6", 0.12) : colour, gloss: 0.5 };
    default:
      if (material && WOODS[material]) return { colour: woodColour(material, finish, swatch), texture: "grain" };
      return { colour, soft };
  }
}

/** A tabletop of stone, glass or laminate; wooden tops follow the wood. */
export function topSurface(tabletop: string | null, frame: Surface, finish: string | null, swatch: string | null): Surface {
  if (!tabletop) return frame;
  return TOPS[tabletop] ?? surfaceOf(tabletop, finish === "black" || finish === "white" ? "natural" : finish, swatch);
}

/** A part in a fixed wood or metal whatever the product's colour (legs, frames). */
export const OAK_LEG: Surface = { colour: WOODS.oak!, texture: "grain" };
export const BLACK_METAL: Surface = { colour: "#26262a", gloss: 0.5 };
export const BRASS: Surface = { colour: "#b08d4a", gloss: 0.7 };

/** Texture patterns in screen space (one tile each), overlaid on faces with `fill="url(#id)"`. */
export function texturePatterns(used: ReadonlySet<string>, scale: number): string {
  const unit = Math.max(2, scale);
  const tile = (id: string, size: number, body: string) =>
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${body}</pattern>`;
  const defs: Record<string, () => string> = {
    weave: () => {
      const s = unit * 1.4;
      return tile("weave", s, `<path d="M0 ${s / 2}H${s}M${s / 2} 0V${s}" stroke="#000" stroke-opacity=".09" stroke-width="${s * 0.28}"/>`);
    },
    linen: () => {
      const s = unit * 1.8;
      return tile("linen", s, `<path d="M0 ${s * 0.3}H${s}M0 ${s * 0.8}H${s * 0.6}" stroke="#fff" stroke-opacity=".16" stroke-width="${s * 0.12}"/><path d="M${s * 0.2} 0V${s}" stroke="#000" stroke-opacity=".07" stroke-width="${s * 0.1}"/>`);
    },
    boucle: () => {
      const s = unit * 2.2;
      return tile("boucle", s, `<circle cx="${s * 0.3}" cy="${s * 0.3}" r="${s * 0.2}" fill="#fff" fill-opacity=".22"/><circle cx="${s * 0.8}" cy="${s * 0.75}" r="${s * 0.18}" fill="#000" fill-opacity=".08"/>`);
    },
    grain: () => {
      const s = unit * 7;
      return tile(
        "grain",
        s,
        `<path d="M0 ${s * 0.2}C${s * 0.3} ${s * 0.1} ${s * 0.6} ${s * 0.32} ${s} ${s * 0.2}M0 ${s * 0.62}C${s * 0.35} ${s * 0.52} ${s * 0.7} ${s * 0.74} ${s} ${s * 0.62}" fill="none" stroke="#3b2514" stroke-opacity=".16" stroke-width="${unit * 0.35}"/>`,
      );
    },
    rattan: () => {
      const s = unit * 2.6;
      return tile("rattan", s, `<path d="M0 0L${s} ${s}M${s} 0L0 ${s}" stroke="#000" stroke-opacity=".2" stroke-width="${s * 0.16}"/><path d="M0 ${s / 2}L${s / 2} 0" stroke="#fff" stroke-opacity=".14" stroke-width="${s * 0.12}"/>`);
    },
    rope: () => {
      const s = unit * 3;
      return tile("rope", s, `<path d="M0 ${s / 2}H${s}" stroke="#000" stroke-opacity=".22" stroke-width="${s * 0.2}"/><path d="M${s * 0.25} 0V${s}M${s * 0.75} 0V${s}" stroke="#fff" stroke-opacity=".1" stroke-width="${s * 0.1}"/>`);
    },
    marble: () => {
      const s = unit * 16;
      return tile("marble", s, `<path d="M0 ${s * 0.7}C${s * 0.2} ${s * 0.5} ${s * 0.4} ${s * 0.8} ${s * 0.6} ${s * 0.4}S${s * 0.9} ${s * 0.2} ${s} ${s * 0.3}" fill="none" stroke="#7c7a78" stroke-opacity=".35" stroke-width="${unit * 0.3}"/>`);
    },
    speckle: () => {
      const s = unit * 3;
      return tile("speckle", s, `<circle cx="${s * 0.2}" cy="${s * 0.4}" r="${unit * 0.22}" fill="#000" fill-opacity=".18"/><circle cx="${s * 0.7}" cy="${s * 0.8}" r="${unit * 0.16}" fill="#fff" fill-opacity=".3"/>`);
    },
  };
  return [...used].map((id) => defs[id]?.() ?? "").join("");
}

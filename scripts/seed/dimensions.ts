import type { DimensionSpec, Span } from "#worker/media/art/kinds.ts";
import type { Dimensions } from "./model.ts";
import type { Random } from "./random.ts";

const round1 = (value: number): number => Math.round(value * 10) / 10;

function within(rng: Random, [min, max]: Span, decimals = false): number {
  return decimals ? round1(rng.float(min, max)) : rng.int(Math.round(min), Math.round(max));
}

export function dimensionsFor(spec: DimensionSpec, size: string | null, rng: Random): Dimensions {
  const widthSpan = (size && spec.widthBySize?.[size]) || spec.width;
  const width = within(rng, widthSpan);
  const depth = size?.startsWith("d") ? width : within(rng, spec.depth);
  const height = within(rng, (size && spec.heightBySize?.[size]) || spec.height);
  const seatHeightSpan = (size && spec.seatHeightBySize?.[size]) || spec.seatHeight;
  const widthShare = spec.width[1] > spec.width[0] ? (width - spec.width[0]) / (spec.width[1] - spec.width[0]) : 0.5;
  const [minWeight, maxWeight] = spec.weight;
  const weight = round1(minWeight + (maxWeight - minWeight) * (0.7 * widthShare + 0.3 * rng.next()));
  const longBox = spec.pole !== undefined;
  return {
    width_cm: width,
    height_cm: height,
    depth_cm: depth,
    seat_height_cm: seatHeightSpan ? within(rng, seatHeightSpan) : null,
    seat_depth_cm: spec.seatDepth ? within(rng, spec.seatDepth) : null,
    thickness_cm: spec.thickness ? within(rng, spec.thickness, true) : null,
    pole_diameter_cm: spec.pole ? within(rng, spec.pole, true) : null,
    weight_kg: weight,
    package_width_cm: longBox ? 28 : width + 6,
    package_height_cm: longBox ? 28 : spec.flatPacked ? rng.int(16, 30) : height + 6,
    package_depth_cm: longBox ? height + 12 : depth + 6,
  };
}

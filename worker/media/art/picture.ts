import type { ImageSubject } from "#core/port/index.ts";
import { drawPiece, drawSet, type Drawing } from "./furniture.ts";
import type { PictureSize } from "#core/catalog/images.ts";
import { GALLERY_VIEWS, renderPicture, renderRoom } from "./scene.ts";

/** The drawing of a product's pieces (a set's arranged together): what its pictures and its 3D model show. */
export function drawingOf(subject: ImageSubject, seed: string): Drawing | null {
  const [first] = subject.parts;
  if (!first) return null;
  return subject.set ? drawSet(subject.set, subject.parts, seed) : drawPiece(first.look, seed);
}

/** Gallery picture `index` (1-based) of a product: three-quarter, front, detail, other side, in a room, from above. */
export function productPicture(subject: ImageSubject, index: number, size: PictureSize, seed: string): string | null {
  const drawing = drawingOf(subject, seed);
  if (!drawing) return null;
  return renderPicture(drawing, GALLERY_VIEWS[(index - 1) % GALLERY_VIEWS.length]!, size, seed);
}

/** A banner or category picture: the subject's pieces together in one room or garden. */
export function roomPicture(subject: ImageSubject, size: PictureSize, seed: string): string | null {
  if (subject.set) {
    const drawing = drawingOf(subject, seed);
    return drawing && renderPicture(drawing, "room", size, seed);
  }
  const drawings = subject.parts.map((part, i) => drawPiece(part.look, `${seed}/${i}`));
  return drawings.length > 0 ? renderRoom(drawings, size, seed) : null;
}

import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { Commerce, ImageKind } from "../commerce/port/index.ts";
import { IMAGE_SIZES } from "../../app/catalog/images.ts";
import { placeholderSvg } from "./placeholder.ts";


/** Generated SVG images: /media/product/{sku}/{n}.svg, /media/banner/{id}.svg, /media/category/{id}.svg. */
export const mediaRoutes = new Hono<AppEnv>();

mediaRoutes.get("/:kind{product|banner|category}/:key/:file{[0-9]+\\.svg}", async (c) => {
  const kind = c.req.param("kind") as ImageKind;
  const index = Number.parseInt(c.req.param("file"), 10);
  return svgResponse(c.var.commerce, kind, c.req.param("key"), index);
});

mediaRoutes.get("/:kind{banner|category}/:file{[0-9]+\\.svg}", async (c) => {
  const kind = c.req.param("kind") as ImageKind;
  return svgResponse(c.var.commerce, kind, c.req.param("file").replace(/\.svg$/, ""), 1);
});

async function svgResponse(commerce: Commerce, kind: ImageKind, key: string, index: number): Promise<Response> {
  const subject = await commerce.catalog.imageSubject(kind, key);
  if (!subject || index < 1 || index > subject.count) {
    return new Response(`No ${kind} image ${key}/${index}`, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const caption = subject.count > 1 ? `${subject.caption} · ${index}/${subject.count}` : subject.caption;
  const image = kind === "product" ? { title: subject.title, caption } : {};
  return new Response(placeholderSvg({ ...IMAGE_SIZES[kind], ...image, label: subject.title, colour: subject.colour }), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}

import { data } from "react-router";
import type { Route } from "./+types/ar-view";
import { productTag } from "#core/cache/vocabulary.ts";
import { productHref } from "#core/catalog/hrefs.ts";
import { modelFacts, modelHref, modelVersion } from "#core/catalog/models.ts";
import { productImage } from "#core/catalog/photos.ts";
import { routeContext } from "../context.ts";

const COLOUR_CODE = /^[a-z][a-z_]{0,31}$/;

/**
 * /ar/:sku?color= (SPEC §1 "view products in augmented reality"): the product's 3D model, drawn from the
 * same geometry as its pictures, in the colour chosen on its page. The model's URL names the facts it is
 * made from, so the page carries the product's tag: a change of the product purges it and gives the page
 * the new model.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { store, commerce, t, page } = routeContext(context);
  const colour = url.searchParams.get("color") ?? undefined;
  if (colour !== undefined && !COLOUR_CODE.test(colour)) throw data(`color: '${colour.slice(0, 32)}' is not a colour code`, { status: 400 });
  const code = store.storeCode;
  const [subject, product] = await Promise.all([commerce.catalog.imageSubject("product", params.sku, colour), commerce.catalog.productBySku(code, params.sku)]);
  const facts = product && product.status < 2 && product.parentId === null ? modelFacts(subject, product, colour) : null;
  if (!product || !facts) throw data(null, { status: 404 });
  page.type("product", productTag(product.id), ...product.children.map((child) => productTag(child.id)));
  if (colour) page.dependsOn("color", colour);
  const colourLabel = colour ? product.configurableOptions.find((option) => option.code === "color")?.values.find((value) => value.value === colour)?.label : undefined;
  const name = colourLabel ? `${product.name}, ${colourLabel}` : product.name;
  return {
    title: t("arView.title", { name }),
    name,
    model: modelHref(product.sku, colour ?? null, modelVersion(facts)),
    poster: productImage("gallery", { sku: product.sku, photo: null }, { colour }).src,
    productHref: productHref(store, product.sku, product.slug) + (colour ? `?${new URLSearchParams({ color: colour })}` : ""),
    // The AR view's words are not in every page's dictionary (core/i18n/dictionaries.server.ts): this page brings its own.
    words: {
      alt: t("arView.alt", { name }),
      enter: t("arView.enter"),
      loading: t("arView.loading"),
      failed: t("arView.failed"),
      hint: t("arView.hint"),
      back: t("arView.back"),
      // The product page's QR dialog on a computer (app/components/ar/ar-qr-dialog.tsx).
      scan: t("arView.scan"),
      openHere: t("arView.openHere"),
    },
  };
}

import { type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { STORE_CODES, STORE_VIEWS, type StoreCode } from "./stores.ts";

/** One route table, generated for every store; route ids carry the store code. */
function storeRoutes(code: StoreCode): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${code}/${name}` });
  return [
    layout("layouts/default.tsx", id("layout-default"), [
      index("routes/home.tsx", id("home")),
      route("p/:parentSku/:slug/:childSku?", "routes/product.tsx", id("product")),
      route("*", "routes/catch-all.tsx", id("catch-all")),
    ]),
    layout("layouts/minimal.tsx", id("layout-minimal"), [route("error", "routes/error.tsx", id("error"))]),
  ];
}

export default STORE_CODES.flatMap((code) => {
  const prefixSegment = STORE_VIEWS[code].urlPrefix.slice(1);
  return prefixSegment ? prefix(prefixSegment, storeRoutes(code)) : storeRoutes(code);
});

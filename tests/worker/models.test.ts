import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/** The product models of the AR view (decision 0045): /media/model/{sku}.glb?color=&v=, and the /ar/{sku} page that names them. */
const ORIGIN = "http://shop.test";
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
const first = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<T>())!;

/** A configurable product on sale with a variant in stock, that variant's colour, a colour it does not come in, and its measures. */
async function configurable() {
  return first<{ id: number; sku: string; colour: string; other: string; width: number; height: number; depth: number }>(
    `SELECT p.id, p.sku, v.color AS colour, p.width_cm AS width, p.height_cm AS height, p.depth_cm AS depth,
       (SELECT o.value FROM attribute_options o WHERE o.attribute_code = 'color' AND o.store_code = 'se'
          AND o.value NOT IN (SELECT c.color FROM products c WHERE c.parent_id = p.id) LIMIT 1) AS other
     FROM products p JOIN products v ON v.parent_id = p.id AND v.status = 1 AND v.is_in_stock = 1
     WHERE p.type_id = 'configurable' AND p.status = 1 AND p.visibility = 4 AND p.width_cm IS NOT NULL ORDER BY p.id LIMIT 1`,
  );
}

/** The model URL the AR page of `sku` in `colour` shows. */
async function modelOnPage(sku: string, colour: string): Promise<string> {
  const response = await get(`/ar/${sku}?color=${colour}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const src = /<model-viewer[^>]* src="([^"]+)"/.exec(html)?.[1];
  expect(src, "the AR page's model").toBeTruthy();
  return src!.replaceAll("&amp;", "&");
}

/** The bounding box of the GLB's positions, from its accessors' min and max (glTF requires them for POSITION). */
function boundingBox(glb: ArrayBuffer) {
  const view = new DataView(glb);
  const json = JSON.parse(new TextDecoder().decode(new Uint8Array(glb, 20, view.getUint32(12, true)))) as {
    meshes: { primitives: { attributes: { POSITION: number } }[] }[];
    accessors: { min: number[]; max: number[] }[];
  };
  const positions = json.meshes[0]!.primitives.map((primitive) => json.accessors[primitive.attributes.POSITION]!);
  const min = [0, 1, 2].map((axis) => Math.min(...positions.map((accessor) => accessor.min[axis]!)));
  const max = [0, 1, 2].map((axis) => Math.max(...positions.map((accessor) => accessor.max[axis]!)));
  return max.map((value, axis) => value - min[axis]!);
}

describe("product models", () => {
  it("serves the model the AR page names as an immutable GLB of the product's measures, tagged with the product", async () => {
    const product = await configurable();
    const src = await modelOnPage(product.sku, product.colour);
    expect(src).toMatch(new RegExp(`^/media/model/${product.sku}\\.glb\\?color=${product.colour}&v=[0-9a-f]{8}$`));
    const response = await get(src);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("model/gltf-binary");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("cache-tag")).toBe(`P${product.id}`);
    const glb = await response.arrayBuffer();
    expect(new DataView(glb).getUint32(0, true)).toBe(0x46546c67);
    const [width, height, depth] = boundingBox(glb);
    expect(width).toBeCloseTo(product.width / 100, 4);
    expect(height).toBeCloseTo(product.height / 100, 4);
    expect(depth).toBeCloseTo(product.depth / 100, 4);
  });

  it("keeps a model asked for without the current version five minutes only", async () => {
    const product = await configurable();
    for (const path of [`/media/model/${product.sku}.glb?color=${product.colour}`, `/media/model/${product.sku}.glb?color=${product.colour}&v=00000000`]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=300");
    }
  });

  it("gives another colour another model", async () => {
    const product = await configurable();
    const other = await first<{ color: string }>(`SELECT color FROM products WHERE parent_id = ?1 AND color <> ?2 AND status = 1 LIMIT 1`, product.id, product.colour);
    const [one, two] = await Promise.all([product.colour, other.color].map(async (colour) => (await get(`/media/model/${product.sku}.glb?color=${colour}`)).arrayBuffer()));
    expect(new Uint8Array(one!)).not.toEqual(new Uint8Array(two!));
  });

  it.each([
    ["an unknown sku", () => "/media/model/XX-99999999.glb", 404, "No model of XX-99999999"],
    ["a colour the product does not come in", async () => { const p = await configurable(); return `/media/model/${p.sku}.glb?color=${p.other}`; }, 404, "No model of"],
    ["a colour that is no colour code", async () => `/media/model/${(await configurable()).sku}.glb?color=Red!`, 400, "color: 'Red!' is not a colour code"],
    ["a sku with a character skus do not have", () => "/media/model/SO%3C1%3E.glb", 400, "sku: 'SO<1>' is not a sku"],
  ])("answers %s with %i naming it", async (_, path, status, message) => {
    const response = await get(await path());
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(message);
  });
});

describe("the AR page", () => {
  it.each([
    ["se", ""],
    ["dk", "/dk"],
    ["no", "/no"],
    ["fi", "/fi"],
  ])("of the %s store names the product in its language, with the model, its picture and the way back", async (_, prefix) => {
    const product = await configurable();
    const html = await (await get(`${prefix}/ar/${product.sku}?color=${product.colour}`)).text();
    expect(html).toMatch(/<model-viewer[^>]* ar-modes="webxr scene-viewer quick-look"/);
    expect(html).toMatch(/<img slot="poster"[^>]* src="\/media\/product\//);
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toMatch(new RegExp(`href="${prefix}/p/${product.sku}/[^"?]+\\?color=${product.colour}"`));
  });

  it("is not found for an unknown product or a colour it does not come in; a bad colour is refused", async () => {
    const product = await configurable();
    expect((await get("/ar/XX-99999999")).status).toBe(404);
    expect((await get(`/ar/${product.sku}?color=${product.other}`)).status).toBe(404);
    expect((await get(`/ar/${product.sku}?color=Red!`)).status).toBe(400);
  });

  it("is what the product page's button leads to, in the colour shown", async () => {
    const product = await configurable();
    const slug = await first<{ url_path: string }>(`SELECT url_path FROM product_texts WHERE product_id = ?1 AND store_code = 'se'`, product.id);
    const html = await (await get(`/p/${product.sku}/${slug.url_path}?color=${product.colour}`)).text();
    expect(html).toMatch(new RegExp(`<a[^>]* href="/ar/${product.sku}\\?color=${product.colour}"[^>]*>Visa i ditt rum</a>`));
  });
});

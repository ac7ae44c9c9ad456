import { describe, expect, it } from "vitest";
import { filledIn, readForm } from "../worker/html-form.ts";

const PAGE = [
  '<form class="newsletter" action="/newsletter" method="post"><input name="email" value=""/></form>',
  '<form id="add-to-cart" action="/fi/p/SI-1/x?a=1&amp;b=2" method="post"><input type="hidden" name="sku" value="SI-1-BROWN"/>',
  '<label>Määrä<input type="number" name="qty" value="1"/></label><input type="checkbox" name="gift"/><input type="checkbox" name="wrap" checked=""/>',
  '<input type="radio" name="colour" value="red"/><input type="radio" name="colour" value="blue" checked=""/><input name="off" value="x" disabled=""/>',
  '<select name="size"><option value="s">S</option><option value="m" selected="">M</option></select><select name="legs"><option value="oak">Oak</option></select>',
  '<textarea name="note">Hej &amp; tack</textarea><button type="submit" name="intent" value="add">Lisää</button><input type="submit" value="Go"/></form>',
  '<form class="sort" action="/search"><input type="hidden" name="q" value="bord"/></form>',
].join("");

describe("readForm: what a browser without JavaScript submits", () => {
  it.each([
    ['id="add-to-cart"', { action: "/fi/p/SI-1/x?a=1&b=2", method: "post", fields: [["sku", "SI-1-BROWN"], ["qty", "1"], ["wrap", "on"], ["colour", "blue"], ["size", "m"], ["legs", "oak"], ["note", "Hej & tack"]] }],
    ['name="email"', { action: "/newsletter", method: "post", fields: [["email", ""]] }],
    ['class="sort"', { action: "/search", method: "get", fields: [["q", "bord"]] }],
  ])("the form of %s", (marker, form) => {
    expect(readForm(PAGE, marker)).toEqual(form);
  });

  it("names a marker the page lacks", () => {
    expect(() => readForm(PAGE, 'id="checkout-form"')).toThrow('no id="checkout-form" in the page');
  });

  it("sets what the shopper filled in, keeping the rest", () => {
    expect(filledIn(readForm(PAGE, 'class="sort"'), { sort: "price_asc" }).toString()).toBe("q=bord&sort=price_asc");
    expect(filledIn(readForm(PAGE, 'id="add-to-cart"'), { qty: "3" }).get("qty")).toBe("3");
  });
});

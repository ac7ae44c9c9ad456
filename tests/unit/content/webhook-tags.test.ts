import { describe, expect, it } from "vitest";
import { webhookTags } from "#worker/content/webhook-tags.ts";

const entry = (id: unknown, contentType?: string, fields: object = {}) => ({ sys: { type: "Entry", id, ...(contentType ? { contentType: { sys: { type: "Link", linkType: "ContentType", id: contentType } } } : {}) }, fields });

describe("the cache tags a Contentful webhook call purges", () => {
  it.each<[string, string, unknown, string[]]>([
    ["a page: its pages and its slug in every locale", "ContentManagement.Entry.publish", entry("pageCare", "page", { slug: { "sv-SE": "skotselrad", "da-DK": "plejeguide" } }), ["content:pageCare", "cms:skotselrad", "cms:plejeguide"]],
    ["a page's slug that is not a page identifier is left out", "ContentManagement.Entry.publish", entry("pageCare", "page", { slug: { "sv-SE": "Skötsel Råd" } }), ["content:pageCare"]],
    ["an unpublished page (no fields): the pages that showed it", "ContentManagement.Entry.unpublish", { sys: { type: "DeletedEntry", id: "pageCare", contentType: { sys: { id: "page" } } } }, ["content:pageCare"]],
    ["the navigation: every page's header", "ContentManagement.Entry.publish", entry("mainNavigation", "navigation"), ["content:mainNavigation", "menu"]],
    ["a navigation item: the header and the footer", "ContentManagement.Entry.archive", entry("navCare", "navigationItem"), ["content:navCare", "menu", "footer"]],
    ["the footer", "ContentManagement.Entry.publish", entry("footer", "footer"), ["content:footer", "footer"]],
    ["a footer column", "ContentManagement.Entry.delete", entry("columnService", "footerColumn"), ["content:columnService", "footer"]],
    ["a home banner: every home page, where a new one shows", "ContentManagement.Entry.publish", entry("bannerNew", "homeBanner"), ["content:bannerNew", "home"]],
    ["a product reference: the pages linking it", "ContentManagement.Entry.publish", entry("productFeatured", "productLink"), ["content:productFeatured"]],
    ["an asset", "ContentManagement.Asset.publish", { sys: { type: "Asset", id: "sofaPhoto" } }, ["content:sofaPhoto"]],
    ["an entry of a type the shop does not know", "ContentManagement.Entry.publish", entry("x1", "recipe"), ["content:x1"]],
  ])("%s", (_, topic, payload, tags) => {
    expect(webhookTags(topic, payload)).toEqual({ ok: true, id: (payload as { sys: { id: string } }).sys.id, tags });
  });

  it.each(["ContentManagement.Entry.save", "ContentManagement.Entry.auto_save", "ContentManagement.Entry.create", "ContentManagement.ContentType.publish", "ContentManagement.Task.Create"])("ignores %s: nothing published changed", (topic) => {
    expect(webhookTags(topic, entry("pageCare", "page"))).toMatchObject({ ok: true, ignored: expect.stringContaining(topic) });
  });

  it.each<[string, string | undefined, unknown, string]>([
    ["no topic", undefined, entry("pageCare", "page"), "X-Contentful-Topic: the webhook's topic is missing"],
    ["no entry id", "ContentManagement.Entry.publish", { sys: { type: "Entry" } }, "sys.id: the entry or asset id is missing or not an id"],
    ["an id that is not one", "ContentManagement.Entry.publish", entry("a,b"), "sys.id: the entry or asset id is missing or not an id"],
    ["a number for an id", "ContentManagement.Entry.publish", entry(42), "sys.id: the entry or asset id is missing or not an id"],
    ["no payload", "ContentManagement.Entry.publish", null, "sys.id: the entry or asset id is missing or not an id"],
  ])("refuses %s, naming the field", (_, topic, payload, message) => {
    expect(webhookTags(topic, payload)).toEqual({ ok: false, message });
  });
});

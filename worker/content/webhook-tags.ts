/**
 * Which cached pages a Contentful webhook call concerns: the pages showing the entry or asset (each page
 * declares `content:{id}` of everything it rendered), and by content type the pages that show it without
 * having shown it yet: a page at its slug in every locale, the shell's navigation (`menu`) and footer
 * (`footer`), the home page for a banner.
 */
import { FOOTER_TAG, HOME_TAG, MENU_TAG, cmsTag, contentEntryTag, isKnownTag } from "#core/cache/vocabulary.ts";

/** The topics that change what a shopper sees; others (create, save, auto_save …) change nothing published. */
const PURGING_TOPIC = /^ContentManagement\.(Entry|Asset)\.(publish|unpublish|archive|delete)$/;

/** What a content type reaches beyond the pages that declared the entry. */
const REACH: Record<string, readonly string[]> = {
  navigation: [MENU_TAG],
  // An item is a link in the header's navigation or in a footer column.
  navigationItem: [MENU_TAG, FOOTER_TAG],
  footer: [FOOTER_TAG],
  footerColumn: [FOOTER_TAG],
  homeBanner: [HOME_TAG],
};

export type WebhookTags = { ok: true; id: string; tags: string[] } | { ok: true; ignored: string } | { ok: false; message: string };

interface Payload {
  sys?: { id?: unknown; type?: unknown; contentType?: { sys?: { id?: unknown } } };
  fields?: { slug?: Record<string, unknown> };
}

export function webhookTags(topic: string | undefined, payload: unknown): WebhookTags {
  if (!topic) return { ok: false, message: "X-Contentful-Topic: the webhook's topic is missing" };
  if (!PURGING_TOPIC.test(topic)) return { ok: true, ignored: `${topic} changes nothing published` };
  const sys = (payload as Payload | null)?.sys;
  const id = sys?.id;
  if (typeof id !== "string" || !isKnownTag(contentEntryTag(id))) return { ok: false, message: "sys.id: the entry or asset id is missing or not an id" };
  const contentType = sys?.contentType?.sys?.id;
  const tags = new Set([contentEntryTag(id), ...(typeof contentType === "string" ? (REACH[contentType] ?? []) : [])]);
  // A published page's slugs (its payload carries every locale's): a page cached as missing there shows it now.
  if (contentType === "page") {
    for (const slug of Object.values((payload as Payload).fields?.slug ?? {})) {
      if (typeof slug === "string" && isKnownTag(cmsTag(slug))) tags.add(cmsTag(slug));
    }
  }
  return { ok: true, id, tags: [...tags] };
}

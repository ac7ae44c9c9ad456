import { pageTypeTag, type PageType } from "#core/cache/vocabulary.ts";
import { purgePages, type PurgeReceipt } from "./purge.ts";

/**
 * Page types whose words depend on the day (catalog.today(), a UTC date): a product page's first
 * bookable delivery day and its special price's last day (docs/decisions/0040).
 */
export const DATED_PAGE_TYPES: readonly PageType[] = ["product"];

/**
 * Run by the cron at 00:00 UTC, when "today" turns: yesterday's copies of the dated pages are never
 * served again, not even stale; a render that began before the purge is not stored (its ticket is older).
 */
export function purgeDatedPages(env: Env): Promise<PurgeReceipt> {
  return purgePages(env, { tags: DATED_PAGE_TYPES.map(pageTypeTag) });
}

import { deferred } from "../streaming.ts";
import { pageTypeTag, type PageType } from "./vocabulary.ts";

/**
 * What a page tells the output cache while it renders: the tags of everything it shows (so a
 * purge of any of them evicts it) and the query parameters it read and accepted (its cache key).
 * Deferred sections declare as they resolve; the cache stores the page once all have.
 */
export class PageDeclaration {
  readonly tags = new Set<string>();
  readonly query = new URLSearchParams();
  /** A deferred section fell back: the page is kept only briefly, so it heals once the source is back. */
  degraded = false;

  /** Declares the page type (its TTL) with the tags of what the page shows. */
  type(type: PageType, ...tags: string[]): void {
    this.tag(pageTypeTag(type), ...tags);
  }

  tag(...tags: string[]): void {
    for (const tag of tags) this.tags.add(tag);
  }

  /** A deferred section's data, fail-soft (see `deferred`); a fallback marks the page degraded. */
  deferred<T>(load: () => Promise<T>, fallback: T): Promise<T> {
    return deferred(load, fallback, () => {
      this.degraded = true;
    });
  }

  /** A query parameter the page's content depends on, with the value it used. */
  dependsOn(name: string, value: string): void {
    this.query.append(name, value);
  }
}

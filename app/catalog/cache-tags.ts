import type { RouterContextProvider } from "react-router";
import { cacheTagsContext } from "../context.ts";

/** Declares what a page shows, so purging any of these tags evicts it (SPEC §9 cache tags). */
export function tagPage(context: Readonly<RouterContextProvider>, ...tags: string[]): void {
  const set = context.get(cacheTagsContext);
  for (const tag of tags) set.add(tag);
}

export const productTag = (id: number) => `P${id}`;
export const categoryTag = (id: number) => `C${id}`;

import type { Route } from "./+types/root";
import { MENU_TAG } from "./cache/vocabulary.ts";
import { routeContext } from "./context.ts";
import { dictionaryFor } from "./i18n/dictionaries.server.ts";

/** What every document's shell needs: the store view, its dictionary and the category menu. */
export async function loader({ context }: Route.LoaderArgs) {
  const { store, commerce, page } = routeContext(context);
  // Every page with the shell shows the category menu: a renamed or moved category purges them all.
  page.tag(MENU_TAG);
  const categories = await commerce.catalog.categoryTree(store.storeCode);
  return { store, dictionary: dictionaryFor(store.i18n.defaultLocale), categories };
}

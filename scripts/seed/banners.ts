import { STORE_CODES, STORE_VIEWS, storePath } from "#core/stores.ts";
import { COLLECTIONS } from "./brands.ts";
import type { CategoryIndex } from "./categories.ts";
import { stream } from "./random.ts";
import type { Row } from "./schema.ts";
import { fill, localized as l, type Localized } from "./text.ts";

interface BannerCopy {
  categoryId: number;
  title: Localized;
  subtitle: Localized;
}

const featured = COLLECTIONS[0];

const HEAD: BannerCopy = {
  categoryId: 5,
  title: l("Sommarens utemöbler", "Sommerens havemøbler", "Sommerens hagemøbler", "Kesän puutarhakalusteet"),
  subtitle: l(
    "Nyheter för trädgård, balkong och altan",
    "Nyheder til have, altan og terrasse",
    "Nyheter for hage, balkong og terrasse",
    "Uutuuksia puutarhaan, parvekkeelle ja terassille",
  ),
};

const BANNERS: BannerCopy[] = [
  {
    categoryId: 1,
    title: l("Soffor för hela familjen", "Sofaer til hele familien", "Sofaer for hele familien", "Sohvat koko perheelle"),
    subtitle: l(
      "Bekväma favoriter i tyg, sammet och läder",
      "Behagelige favoritter i stof, fløjl og læder",
      "Komfortable favoritter i stoff, fløyel og skinn",
      "Mukavia suosikkeja kankaalla, sametilla ja nahalla",
    ),
  },
  {
    categoryId: 54,
    title: l("Skugga i sommar", "Skygge hele sommeren", "Skygge hele sommeren", "Varjoa koko kesäksi"),
    subtitle: l("Parasoller i alla storlekar", "Parasoller i alle størrelser", "Parasoller i alle størrelser", "Aurinkovarjoja kaikissa koissa"),
  },
  {
    categoryId: 200 + (featured?.id ?? 1),
    title: l("Kollektionen {collection}", "Kollektionen {collection}", "Kolleksjonen {collection}", "{collection}-mallisto"),
    subtitle: l(
      "Nordisk design för hela hemmet",
      "Nordisk design til hele hjemmet",
      "Nordisk design for hele hjemmet",
      "Pohjoismaista muotoilua koko kotiin",
    ),
  },
  {
    categoryId: 44,
    title: l("Samla alla runt bordet", "Saml alle om bordet", "Samle alle rundt bordet", "Kaikki saman pöydän ääreen"),
    subtitle: l(
      "Matgrupper med bord och stolar",
      "Spisegrupper med bord og stole",
      "Spisegrupper med bord og stoler",
      "Ruokailuryhmiä pöydällä ja tuoleilla",
    ),
  },
];

/** One head banner and 3–4 banners per store, each linking to a category of that store. */
export function bannerRows(categories: CategoryIndex): Row[] {
  const rows: Row[] = [];
  for (const store of STORE_CODES) {
    const rng = stream("banners", store);
    const view = STORE_VIEWS[store];
    const add = (kind: "head" | "banner", position: number, copy: BannerCopy): void => {
      rows.push({
        id: rows.length + 1,
        store_code: store,
        kind,
        position,
        title: fill(copy.title[store], { collection: featured?.name ?? "" }),
        subtitle: copy.subtitle[store],
        link: storePath(view, `/${categories.get(copy.categoryId).urlPath[store]}`),
        image_color: rng.hexColor(),
      });
    };
    add("head", 0, HEAD);
    BANNERS.slice(0, rng.int(3, BANNERS.length)).forEach((copy, index) => add("banner", index + 1, copy));
  }
  return rows;
}

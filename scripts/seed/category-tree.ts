import { localized, type Localized } from "./text.ts";

export interface CategoryNode {
  id: number;
  name: Localized;
  children?: CategoryNode[];
}

/** The merchandise tree. Ids are stable: never renumber, only append. */
export const CATEGORY_TREE: CategoryNode[] = [
  {
    id: 1,
    name: localized("Soffor", "Sofaer", "Sofaer", "Sohvat"),
    children: [
      { id: 11, name: localized("3-sits soffor", "3-personers sofaer", "3-seters sofaer", "3-istuttavat sohvat") },
      { id: 12, name: localized("2-sits soffor", "2-personers sofaer", "2-seters sofaer", "2-istuttavat sohvat") },
      { id: 13, name: localized("Hörnsoffor", "Hjørnesofaer", "Hjørnesofaer", "Kulmasohvat") },
      { id: 14, name: localized("Bäddsoffor", "Sovesofaer", "Sovesofaer", "Vuodesohvat") },
      { id: 15, name: localized("4-sits soffor", "4-personers sofaer", "4-seters sofaer", "4-istuttavat sohvat") },
      { id: 16, name: localized("Soffpaket", "Sofapakker", "Sofapakker", "Sohvapaketit") },
    ],
  },
  { id: 2, name: localized("Fåtöljer", "Lænestole", "Lenestoler", "Nojatuolit") },
  {
    id: 3,
    name: localized("Stolar", "Stole", "Stoler", "Tuolit"),
    children: [
      { id: 31, name: localized("Matstolar", "Spisebordsstole", "Spisestoler", "Ruokatuolit") },
      { id: 32, name: localized("Barstolar", "Barstole", "Barstoler", "Baarijakkarat") },
    ],
  },
  {
    id: 4,
    name: localized("Bord", "Borde", "Bord", "Pöydät"),
    children: [
      { id: 41, name: localized("Matbord", "Spiseborde", "Spisebord", "Ruokapöydät") },
      { id: 42, name: localized("Soffbord", "Sofaborde", "Salongbord", "Sohvapöydät") },
      { id: 43, name: localized("Sidobord", "Sideborde", "Sidebord", "Sivupöydät") },
      { id: 44, name: localized("Matgrupper", "Spisegrupper", "Spisegrupper", "Ruokailuryhmät") },
    ],
  },
  {
    id: 5,
    name: localized("Trädgårdsmöbler", "Havemøbler", "Hagemøbler", "Puutarhakalusteet"),
    children: [
      { id: 51, name: localized("Trädgårdsbord", "Havebord", "Hagebord", "Puutarhapöydät") },
      { id: 52, name: localized("Trädgårdsstolar", "Havestole", "Hagestoler", "Puutarhatuolit") },
      { id: 53, name: localized("Solsängar", "Solsenge", "Solsenger", "Aurinkotuolit") },
      { id: 54, name: localized("Parasoller", "Parasoller", "Parasoller", "Aurinkovarjot") },
      { id: 55, name: localized("Loungegrupper", "Loungesæt", "Loungesett", "Loungeryhmät") },
      { id: 56, name: localized("Trädgårdsgrupper", "Havemøbelsæt", "Hagegrupper", "Puutarharyhmät") },
    ],
  },
  {
    id: 6,
    name: localized("Förvaring", "Opbevaring", "Oppbevaring", "Säilytys"),
    children: [
      { id: 61, name: localized("Hyllor", "Reoler", "Hyller", "Hyllyt") },
      { id: 62, name: localized("Skänkar", "Skænke", "Skjenker", "Senkit") },
    ],
  },
];

export const BRANDS_CATEGORY = {
  id: 7,
  name: localized("Varumärken", "Mærker", "Merker", "Tuotemerkit"),
  childIdBase: 100,
};

export const COLLECTIONS_CATEGORY = {
  id: 8,
  name: localized("Kollektioner", "Kollektioner", "Kolleksjoner", "Mallistot"),
  childIdBase: 200,
};

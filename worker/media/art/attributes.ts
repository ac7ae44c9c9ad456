import { localized, type Localized } from "./localized.ts";

export interface AttributeOption {
  value: string;
  label: Localized;
  swatch?: string;
}

const same = (label: string): Localized => localized(label, label, label, label);

export const COLORS: AttributeOption[] = [
  { value: "white", label: localized("Vit", "Hvid", "Hvit", "Valkoinen"), swatch: "#f3f1ec" },
  { value: "black", label: localized("Svart", "Sort", "Svart", "Musta"), swatch: "#1f1f1f" },
  { value: "grey", label: localized("Grå", "Grå", "Grå", "Harmaa"), swatch: "#8b8b8b" },
  { value: "light_grey", label: localized("Ljusgrå", "Lysegrå", "Lysegrå", "Vaaleanharmaa"), swatch: "#c9c9c6" },
  { value: "anthracite", label: localized("Antracit", "Antracit", "Antrasitt", "Antrasiitti"), swatch: "#3b3e42" },
  { value: "beige", label: localized("Beige", "Beige", "Beige", "Beige"), swatch: "#d9c9a9" },
  { value: "sand", label: localized("Sand", "Sand", "Sand", "Hiekka"), swatch: "#c4b183" },
  { value: "brown", label: localized("Brun", "Brun", "Brun", "Ruskea"), swatch: "#6b4a2f" },
  { value: "cognac", label: localized("Konjak", "Cognac", "Konjakk", "Konjakki"), swatch: "#9a4f22" },
  { value: "natural", label: localized("Natur", "Natur", "Natur", "Luonnonvärinen"), swatch: "#c9a977" },
  { value: "green", label: localized("Grön", "Grøn", "Grønn", "Vihreä"), swatch: "#5b7553" },
  { value: "blue", label: localized("Blå", "Blå", "Blå", "Sininen"), swatch: "#3f5e8c" },
  { value: "rust", label: localized("Rost", "Rust", "Rust", "Ruoste"), swatch: "#a0522d" },
  { value: "pink", label: localized("Rosa", "Rosa", "Rosa", "Vaaleanpunainen"), swatch: "#d9a5a5" },
];

export const SIZES: AttributeOption[] = [
  { value: "2-seat", label: localized("2-sits", "2-personers", "2-seter", "2-istuttava") },
  { value: "3-seat", label: localized("3-sits", "3-personers", "3-seter", "3-istuttava") },
  { value: "4-seat", label: localized("4-sits", "4-personers", "4-seter", "4-istuttava") },
  { value: "h65", label: localized("Sitthöjd 65 cm", "Sædehøjde 65 cm", "Setehøyde 65 cm", "Istuinkorkeus 65 cm") },
  { value: "h75", label: localized("Sitthöjd 75 cm", "Sædehøjde 75 cm", "Setehøyde 75 cm", "Istuinkorkeus 75 cm") },
  { value: "160cm", label: same("160 cm") },
  { value: "200cm", label: same("200 cm") },
  { value: "240cm", label: same("240 cm") },
  { value: "d120cm", label: same("Ø 120 cm") },
  { value: "d250cm", label: same("Ø 250 cm") },
  { value: "d300cm", label: same("Ø 300 cm") },
  { value: "d350cm", label: same("Ø 350 cm") },
  { value: "s", label: same("S") },
  { value: "m", label: same("M") },
  { value: "l", label: same("L") },
];

export const MATERIALS: AttributeOption[] = [
  { value: "fabric", label: localized("Tyg", "Stof", "Stoff", "Kangas") },
  { value: "velvet", label: localized("Sammet", "Fløjl", "Fløyel", "Sametti") },
  { value: "boucle", label: localized("Bouclé", "Bouclé", "Bouclé", "Bouclé") },
  { value: "linen", label: localized("Linne", "Hør", "Lin", "Pellava") },
  { value: "leather", label: localized("Läder", "Læder", "Skinn", "Nahka") },
  { value: "oak", label: localized("Ek", "Eg", "Eik", "Tammi") },
  { value: "walnut", label: localized("Valnöt", "Valnød", "Valnøtt", "Pähkinä") },
  { value: "ash", label: localized("Ask", "Ask", "Ask", "Saarni") },
  { value: "teak", label: localized("Teak", "Teak", "Teak", "Tiikki") },
  { value: "acacia", label: localized("Akacia", "Akacie", "Akasie", "Akaasia") },
  { value: "aluminium", label: localized("Aluminium", "Aluminium", "Aluminium", "Alumiini") },
  { value: "steel", label: localized("Stål", "Stål", "Stål", "Teräs") },
  { value: "polyrattan", label: localized("Konstrotting", "Polyrattan", "Kunstrotting", "Polyrottinki") },
  { value: "rope", label: localized("Rep", "Reb", "Tau", "Köysi") },
];

export const TABLETOP_MATERIALS: AttributeOption[] = [
  { value: "oak", label: localized("Ek", "Eg", "Eik", "Tammi") },
  { value: "walnut", label: localized("Valnöt", "Valnød", "Valnøtt", "Pähkinä") },
  { value: "ash", label: localized("Ask", "Ask", "Ask", "Saarni") },
  { value: "teak", label: localized("Teak", "Teak", "Teak", "Tiikki") },
  { value: "acacia", label: localized("Akacia", "Akacie", "Akasie", "Akaasia") },
  { value: "marble", label: localized("Marmor", "Marmor", "Marmor", "Marmori") },
  { value: "ceramic", label: localized("Keramik", "Keramik", "Keramikk", "Keramiikka") },
  { value: "glass", label: localized("Glas", "Glas", "Glass", "Lasi") },
  { value: "hpl", label: localized("HPL-laminat", "HPL-laminat", "HPL-laminat", "HPL-laminaatti") },
  { value: "concrete", label: localized("Betong", "Beton", "Betong", "Betoni") },
];

export const FORMS: AttributeOption[] = [
  { value: "rectangular", label: localized("Rektangulär", "Rektangulær", "Rektangulær", "Suorakaide") },
  { value: "round", label: localized("Rund", "Rund", "Rund", "Pyöreä") },
  { value: "oval", label: localized("Oval", "Oval", "Oval", "Soikea") },
  { value: "square", label: localized("Kvadratisk", "Kvadratisk", "Kvadratisk", "Neliö") },
  { value: "corner", label: localized("Hörn", "Hjørne", "Hjørne", "Kulma") },
  { value: "curved", label: localized("Svängd", "Buet", "Buet", "Kaareva") },
];

export const FUNCTIONS: AttributeOption[] = [
  { value: "sofa_bed", label: localized("Bäddfunktion", "Sovefunktion", "Sovefunksjon", "Vuodetoiminto") },
  { value: "recliner", label: localized("Reclinerfunktion", "Reclinerfunktion", "Reclinerfunksjon", "Recliner-toiminto") },
  { value: "swivel", label: localized("Snurrbar", "Drejefunktion", "Svingfunksjon", "Kääntyvä") },
  { value: "extendable", label: localized("Utdragbar", "Udtrækkelig", "Uttrekkbar", "Jatkettava") },
  { value: "stackable", label: localized("Stapelbar", "Stabelbar", "Stablebar", "Pinottava") },
  { value: "foldable", label: localized("Fällbar", "Sammenklappelig", "Sammenleggbar", "Taitettava") },
  { value: "adjustable_back", label: localized("Ställbar rygg", "Justerbar ryg", "Justerbar rygg", "Säädettävä selkänoja") },
  { value: "tilt", label: localized("Vinklingsbar", "Vipbar", "Vippbar", "Kallistettava") },
  { value: "cantilever", label: localized("Frihängande", "Hængeparasol", "Frihengende", "Riippuva") },
  { value: "storage", label: localized("Förvaring", "Opbevaring", "Oppbevaring", "Säilytystila") },
];

export const CAMPAIGNS: AttributeOption[] = [
  { value: "summer_sale", label: localized("Sommarrea", "Sommerudsalg", "Sommersalg", "Kesäale") },
  { value: "garden_days", label: localized("Trädgårdsdagar", "Havedage", "Hagedager", "Puutarhapäivät") },
  { value: "black_week", label: same("Black Week") },
  { value: "outlet", label: same("Outlet") },
  { value: "new_in", label: localized("Nyhet", "Nyhed", "Nyhet", "Uutuus") },
];

/** How a product is kept in the range (its sale status): stocked, made to order, going out, or for the season. */
export const ASSORTMENT_TYPES: AttributeOption[] = [
  { value: "active", label: localized("Lagervara", "Lagervare", "Lagervare", "Varastotuote") },
  { value: "order_only", label: localized("Beställningsvara", "Bestillingsvare", "Bestillingsvare", "Tilaustuote") },
  { value: "discontinued", label: localized("Utgående", "Udgående", "Utgående", "Poistuva") },
  { value: "sold_out_season", label: localized("Säsongsvara", "Sæsonvare", "Sesongvare", "Kausituote") },
];

export const ATTRIBUTES: Record<string, AttributeOption[]> = {
  color: COLORS,
  size: SIZES,
  material: MATERIALS,
  tabletop_material: TABLETOP_MATERIALS,
  form: FORMS,
  function: FUNCTIONS,
  campaign: CAMPAIGNS,
  assortment_type: ASSORTMENT_TYPES,
};

export function optionLabel(attributeCode: string, value: string): Localized {
  const option = ATTRIBUTES[attributeCode]?.find((candidate) => candidate.value === value);
  if (!option) throw new Error(`unknown ${attributeCode} option '${value}'`);
  return option.label;
}

import type { AttributeSet } from "#worker/media/art/kinds.ts";
import type { ProductModel } from "./model.ts";
import { stream } from "./random.ts";
import type { Row } from "./schema.ts";
import { localized as l, type Localized } from "./text.ts";

interface ValueTemplate {
  title: Localized;
  priceType: "fixed" | "percent";
  /** fixed: SEK incl. tax; percent: of the product price. */
  price: number;
}

interface OptionTemplate {
  type: "field" | "radio" | "drop_down" | "checkbox";
  required: boolean;
  title: Localized;
  values: ValueTemplate[];
}

const fixed = (title: Localized, price: number): ValueTemplate => ({ title, priceType: "fixed", price });
const percent = (title: Localized, price: number): ValueTemplate => ({ title, priceType: "percent", price });

const LEGS: OptionTemplate = {
  type: "drop_down", required: true, title: l("Ben", "Ben", "Ben", "Jalat"),
  values: [
    fixed(l("Ek natur", "Natureg", "Naturell eik", "Luonnontammi"), 0),
    fixed(l("Svart metall", "Sort metal", "Svart metall", "Musta metalli"), 495),
    fixed(l("Mässing", "Messing", "Messing", "Messinki"), 895),
  ],
};
const STAIN_GUARD: OptionTemplate = {
  type: "checkbox", required: false, title: l("Fläckskydd", "Pletbeskyttelse", "Flekkbeskyttelse", "Tahrasuojaus"),
  values: [percent(l("Fläckskyddsbehandling av tyget", "Pletbehandling af stoffet", "Flekkbehandling av stoffet", "Kankaan tahrasuojakäsittely"), 6)],
};
const CUSHIONS: OptionTemplate = {
  type: "radio", required: false, title: l("Prydnadskuddar", "Pyntepuder", "Pynteputer", "Koristetyynyt"),
  values: [
    fixed(l("Inga kuddar", "Ingen puder", "Ingen puter", "Ei tyynyjä"), 0),
    fixed(l("2 kuddar", "2 puder", "2 puter", "2 tyynyä"), 590),
    fixed(l("4 kuddar", "4 puder", "4 puter", "4 tyynyä"), 1090),
  ],
};
const SEAT_PAD: OptionTemplate = {
  type: "radio", required: false, title: l("Dyna", "Hynde", "Pute", "Istuintyyny"),
  values: [
    fixed(l("Ingen dyna", "Uden hynde", "Uten pute", "Ei tyynyä"), 0),
    fixed(l("Sittdyna", "Siddehynde", "Setepute", "Istuintyyny"), 299),
    fixed(l("Sitt- och ryggdyna", "Sidde- og ryghynde", "Sete- og ryggpute", "Istuin- ja selkätyyny"), 549),
  ],
};
const FELT_PADS: OptionTemplate = {
  type: "checkbox", required: false, title: l("Filttassar", "Filtdupper", "Filtknotter", "Huopatassut"),
  values: [fixed(l("Filttassar, 4 st", "Filtdupper, 4 stk.", "Filtknotter, 4 stk.", "Huopatassut, 4 kpl"), 79)],
};
const FINISH: OptionTemplate = {
  type: "drop_down", required: true, title: l("Ytbehandling", "Overfladebehandling", "Overflatebehandling", "Pintakäsittely"),
  values: [
    fixed(l("Oljad", "Olieret", "Oljet", "Öljytty"), 0),
    fixed(l("Vitoljad", "Hvidolieret", "Hvitoljet", "Valkoöljytty"), 695),
    percent(l("Lackerad", "Lakeret", "Lakkert", "Lakattu"), 8),
  ],
};
const EXTENSION_LEAVES: OptionTemplate = {
  type: "checkbox", required: false, title: l("Tilläggsskivor", "Tillægsplader", "Tilleggsplater", "Jatkolevyt"),
  values: [fixed(l("2 tilläggsskivor à 50 cm", "2 tillægsplader à 50 cm", "2 tilleggsplater à 50 cm", "2 jatkolevyä à 50 cm"), 1495)],
};
const ENGRAVING: OptionTemplate = {
  type: "field", required: false,
  title: l("Gravyrtext (max 20 tecken)", "Graveringstekst (maks. 20 tegn)", "Graveringstekst (maks. 20 tegn)", "Kaiverrusteksti (enint. 20 merkkiä)"),
  values: [],
};
const COVER: OptionTemplate = {
  type: "checkbox", required: false, title: l("Skyddsöverdrag", "Overtræk", "Trekk", "Suojapeite"),
  values: [fixed(l("Skyddsöverdrag för vintern", "Vinterovertræk", "Vintertrekk", "Talvisuojapeite"), 399)],
};
const LOUNGER_PAD: OptionTemplate = {
  type: "radio", required: false, title: l("Dyna", "Hynde", "Pute", "Patja"),
  values: [
    fixed(l("Ingen dyna", "Uden hynde", "Uten pute", "Ei patjaa"), 0),
    fixed(l("Standarddyna", "Standardhynde", "Standardpute", "Perusmalli"), 690),
    percent(l("Lyxdyna", "Luksushynde", "Luksuspute", "Luksuspatja"), 15),
  ],
};
const PARASOL_BASE: OptionTemplate = {
  type: "drop_down", required: true, title: l("Parasollfot", "Parasolfod", "Parasollfot", "Varjon jalka"),
  values: [
    fixed(l("Ingen fot", "Uden fod", "Uten fot", "Ei jalkaa"), 0),
    fixed(l("Betongfot 40 kg", "Betonfod 40 kg", "Betongfot 40 kg", "Betonijalka 40 kg"), 695),
    fixed(l("Granitfot 60 kg", "Granitfod 60 kg", "Granittfot 60 kg", "Graniittijalka 60 kg"), 1295),
  ],
};
const LED: OptionTemplate = {
  type: "checkbox", required: false, title: l("LED-belysning", "LED-belysning", "LED-belysning", "LED-valaistus"),
  values: [percent(l("Inbyggd LED-slinga", "Indbygget LED-lyskæde", "Innebygd LED-lyslenke", "Sisäänrakennettu LED-nauha"), 12)],
};
const ASSEMBLY: OptionTemplate = {
  type: "radio", required: true, title: l("Montering", "Montering", "Montering", "Kokoaminen"),
  values: [
    fixed(l("Jag monterar själv", "Jeg samler selv", "Jeg monterer selv", "Kokoan itse"), 0),
    fixed(l("Montering i hemmet", "Montering i hjemmet", "Montering hjemme", "Kokoaminen kotona"), 995),
  ],
};
const HANDLES: OptionTemplate = {
  type: "drop_down", required: false, title: l("Handtag", "Greb", "Håndtak", "Vetimet"),
  values: [
    fixed(l("Ek", "Eg", "Eik", "Tammi"), 0),
    fixed(l("Svart metall", "Sort metal", "Svart metall", "Musta metalli"), 249),
    percent(l("Mässing", "Messing", "Messing", "Messinki"), 5),
  ],
};

const TEMPLATES: Record<AttributeSet, OptionTemplate[]> = {
  sofa: [LEGS, STAIN_GUARD, CUSHIONS],
  armchair: [LEGS, STAIN_GUARD, CUSHIONS],
  dining_chair: [SEAT_PAD, FELT_PADS, STAIN_GUARD],
  dining_table: [FINISH, EXTENSION_LEAVES, ENGRAVING],
  coffee_table: [FINISH, FELT_PADS],
  garden_table: [FINISH, COVER],
  sun_lounger: [LOUNGER_PAD, COVER],
  parasol: [PARASOL_BASE, COVER, LED],
  storage: [ASSEMBLY, HANDLES, ENGRAVING],
};

const CUSTOM_OPTION_SHARE = 0.12;

/** Custom options for about 12 % of the simple parents, drawn from the templates of their attribute set. */
export function customOptionRows(parents: ProductModel[]): { options: Row[]; values: Row[] } {
  const options: Row[] = [];
  const values: Row[] = [];
  for (const product of parents) {
    if (product.row.type_id !== "simple") continue;
    const rng = stream("custom-options", product.row.id);
    if (!rng.chance(CUSTOM_OPTION_SHARE)) continue;
    const templates = TEMPLATES[product.row.attribute_set];
    const chosen = templates.filter((_, index) => index === 0 || rng.chance(0.5));
    chosen.forEach((template, position) => {
      const optionId = options.length + 1;
      options.push({
        id: optionId,
        product_id: product.row.id,
        type: template.type,
        required: template.required ? 1 : 0,
        position,
        titles: JSON.stringify(template.title),
      });
      template.values.forEach((value, valuePosition) =>
        values.push({
          id: values.length + 1,
          option_id: optionId,
          price_type: value.priceType,
          price: value.price,
          position: valuePosition,
          titles: JSON.stringify(value.title),
        }),
      );
    });
  }
  return { options, values };
}

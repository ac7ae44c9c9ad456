import { localized as l, type Localized } from "./text.ts";

export const SHOP_SUFFIX = l("Köp online", "Køb online", "Kjøp på nett", "Osta verkosta");

export const INTROS: Localized[] = [
  l(
    "{name} från {brand} förenar skandinavisk formgivning med genomtänkt funktion.",
    "{name} fra {brand} forener skandinavisk design med gennemtænkt funktion.",
    "{name} fra {brand} forener skandinavisk design med gjennomtenkt funksjon.",
    "{name} ({brand}) yhdistää skandinaavisen muotoilun ja harkitun toimivuuden.",
  ),
  l(
    "Med {name} får du en tidlös möbel som håller i många år.",
    "Med {name} får du et tidløst møbel, der holder i mange år.",
    "Med {name} får du et tidløst møbel som holder i mange år.",
    "{name} on ajaton huonekalu, joka kestää käytössä vuosia.",
  ),
  l(
    "{name} ingår i serien {series} från {brand}, formgiven med känsla för proportioner och material.",
    "{name} er en del af serien {series} fra {brand}, formgivet med sans for proportioner og materialer.",
    "{name} er en del av serien {series} fra {brand}, formgitt med sans for proporsjoner og materialer.",
    "{name} kuuluu {brand}-merkin {series}-sarjaan, ja se on muotoiltu tarkalla silmällä mittasuhteille ja materiaaleille.",
  ),
  l(
    "Rena linjer och noga utvalda material kännetecknar {name} från {brand}.",
    "Rene linjer og nøje udvalgte materialer kendetegner {name} fra {brand}.",
    "Rene linjer og nøye utvalgte materialer kjennetegner {name} fra {brand}.",
    "{brand}-merkin {name} tunnetaan selkeistä linjoista ja huolella valituista materiaaleista.",
  ),
];

export type CopyGroup = "seating" | "chair" | "table" | "outdoor" | "parasol" | "storage" | "grouped" | "bundle";

export const DETAILS: Record<CopyGroup, Localized> = {
  seating: l(
    "Tillverkad i {material} med en sittkomfort som är både mjuk och stödjande.",
    "Fremstillet i {material} med en siddekomfort, der er både blød og støttende.",
    "Laget i {material} med en sittekomfort som er både myk og støttende.",
    "Materiaali: {material}. Istumamukavuus on samaan aikaan pehmeä ja tukeva.",
  ),
  chair: l(
    "Tillverkad i {material} med en ergonomiskt formad sits som är skön även under långa middagar.",
    "Fremstillet i {material} med et ergonomisk formet sæde, der er behageligt selv under lange middage.",
    "Laget i {material} med et ergonomisk formet sete som er behagelig også under lange middager.",
    "Materiaali: {material}. Ergonomisesti muotoiltu istuin on mukava pitkilläkin illallisilla.",
  ),
  table: l(
    "Bordsskivan i {tabletop} tål vardagens slitage och är lätt att hålla ren.",
    "Bordpladen i {tabletop} tåler hverdagens slid og er nem at holde ren.",
    "Bordplaten i {tabletop} tåler hverdagens slitasje og er enkel å holde ren.",
    "Pöytälevyn materiaali on {tabletop}, joka kestää arjen kulutusta ja on helppo pitää puhtaana.",
  ),
  outdoor: l(
    "Tillverkad i {material} som tål regn, sol och det nordiska klimatet säsong efter säsong.",
    "Fremstillet i {material}, der tåler regn, sol og det nordiske klima sæson efter sæson.",
    "Laget i {material} som tåler regn, sol og det nordiske klimaet sesong etter sesong.",
    "Materiaali: {material}. Se kestää sateen, auringon ja pohjoisen ilmaston kaudesta toiseen.",
  ),
  parasol: l(
    "Den stora skärmen ger behaglig skugga, och stången i {material} står stadigt även när det blåser.",
    "Den store skærm giver behagelig skygge, og stangen i {material} står stabilt, også når det blæser.",
    "Den store duken gir behagelig skygge, og stangen i {material} står stødig også når det blåser.",
    "Suuri varjostin antaa miellyttävää varjoa, ja runko pysyy tukevana tuulisellakin säällä. Rungon materiaali: {material}.",
  ),
  storage: l(
    "Gott om förvaringsutrymme bakom en stilren front i {material}.",
    "Masser af opbevaringsplads bag en stilren front i {material}.",
    "God plass til oppbevaring bak en stilren front i {material}.",
    "Tyylikkään etupinnan taakse mahtuu runsaasti tavaraa. Materiaali: {material}.",
  ),
  grouped: l(
    "Delarna är valda för att passa ihop och kan även köpas var för sig.",
    "Delene er udvalgt til at passe sammen og kan også købes hver for sig.",
    "Delene er valgt for å passe sammen og kan også kjøpes hver for seg.",
    "Osat on valittu sopimaan yhteen, ja niitä voi ostaa myös erikseen.",
  ),
  bundle: l(
    "Välj själv vilka delar som ska ingå – paketpriset räknas fram direkt.",
    "Vælg selv, hvilke dele der skal med – pakkeprisen beregnes med det samme.",
    "Velg selv hvilke deler som skal være med – pakkeprisen beregnes med en gang.",
    "Valitse itse paketin osat – pakettihinta lasketaan heti.",
  ),
};

export const CLOSINGS = {
  variants: l(
    "Finns i flera färgval – välj den som passar ditt hem.",
    "Fås i flere farver – vælg den, der passer til dit hjem.",
    "Finnes i flere farger – velg den som passer hjemmet ditt.",
    "Saatavilla useana värivaihtoehtona – valitse kotiisi sopivin.",
  ),
  collection: l(
    "Kombinera gärna med andra möbler ur kollektionen {collection}.",
    "Kombinér gerne med andre møbler fra kollektionen {collection}.",
    "Kombiner gjerne med andre møbler fra kolleksjonen {collection}.",
    "Yhdistä muihin {collection}-malliston kalusteisiin.",
  ),
  returns: l("Fri retur i 30 dagar.", "Fri retur i 30 dage.", "Fri retur i 30 dager.", "Ilmainen palautus 30 päivän ajan."),
};

export const WITH_CHAIRS = l("med {count} stolar", "med {count} stole", "med {count} stoler", "ja {count} tuolia");

export type CareGroup = "upholstery" | "leather" | "wood" | "outdoorWood" | "metal" | "rattan";

export const CARE_BY_MATERIAL: Record<string, CareGroup> = {
  fabric: "upholstery", velvet: "upholstery", boucle: "upholstery", linen: "upholstery", leather: "leather",
  oak: "wood", walnut: "wood", ash: "wood", teak: "outdoorWood", acacia: "outdoorWood",
  aluminium: "metal", steel: "metal", polyrattan: "rattan", rope: "rattan",
};

export const CARE: Record<CareGroup, Localized> = {
  upholstery: l(
    "Dammsug regelbundet med mjukt munstycke. Fläckar tas bort med en fuktig trasa och mild tvållösning – gnid inte. Undvik direkt solljus för att bevara färgen.",
    "Støvsug jævnligt med et blødt mundstykke. Pletter fjernes med en fugtig klud og mild sæbe – gnid ikke. Undgå direkte sollys, så farven bevares.",
    "Støvsug jevnlig med et mykt munnstykke. Flekker fjernes med en fuktig klut og mild såpe – ikke gni. Unngå direkte sollys for å bevare fargen.",
    "Imuroi säännöllisesti pehmeällä suulakkeella. Poista tahrat kostealla liinalla ja miedolla saippualla – älä hankaa. Vältä suoraa auringonvaloa, jotta väri säilyy.",
  ),
  leather: l(
    "Torka av med en lätt fuktad trasa. Behandla lädret med läderbalsam två gånger per år och undvik placering nära element och i direkt solljus.",
    "Tør af med en let fugtet klud. Behandl læderet med lædercreme to gange om året, og undgå placering tæt på radiatorer og i direkte sollys.",
    "Tørk av med en lett fuktet klut. Behandle skinnet med skinnbalsam to ganger i året, og unngå plassering nær ovner og i direkte sollys.",
    "Pyyhi kevyesti kostutetulla liinalla. Hoida nahkaa nahkabalsamilla kahdesti vuodessa ja vältä sijoittamista lämpöpatterin lähelle tai suoraan auringonvaloon.",
  ),
  wood: l(
    "Torka av med en väl urvriden trasa och torka torrt. Använd underlägg för varma och blöta föremål. Olja vid behov med möbelolja.",
    "Tør af med en godt opvredet klud, og tør efter. Brug bordskånere under varme og våde genstande. Olier efter behov med møbelolie.",
    "Tørk av med en godt oppvridd klut og tørk tørt. Bruk underlag for varme og våte gjenstander. Olje ved behov med møbelolje.",
    "Pyyhi hyvin puristetulla liinalla ja kuivaa. Käytä alustaa kuumien ja märkien esineiden alla. Öljyä tarvittaessa huonekaluöljyllä.",
  ),
  outdoorWood: l(
    "Rengör med mild tvållösning och mjuk borste. Behandla med trädgårdsolja en till två gånger per säsong och förvara skyddat under vintern.",
    "Rengør med mild sæbe og en blød børste. Behandl med havemøbelolie en til to gange pr. sæson, og opbevar beskyttet om vinteren.",
    "Rengjør med mild såpe og en myk børste. Behandle med hagemøbelolje en til to ganger per sesong, og oppbevar beskyttet om vinteren.",
    "Puhdista miedolla saippualla ja pehmeällä harjalla. Käsittele puutarhakalusteöljyllä kerran tai kahdesti kaudessa ja säilytä suojassa talven ajan.",
  ),
  metal: l(
    "Tvätta med ljummet vatten och mild tvål, torka torrt. Förvara gärna under tak eller med skyddsöverdrag vintertid.",
    "Vask med lunkent vand og mild sæbe, og tør efter. Opbevar gerne under tag eller med overtræk om vinteren.",
    "Vask med lunkent vann og mild såpe, og tørk tørt. Oppbevar gjerne under tak eller med trekk om vinteren.",
    "Pese haalealla vedellä ja miedolla saippualla ja kuivaa. Säilytä talvella katoksessa tai suojapeitteen alla.",
  ),
  rattan: l(
    "Spola av med vatten och rengör med mjuk borste och mild tvål. Låt torka ordentligt innan dynorna läggs på och förvara under tak vintertid.",
    "Skyl af med vand, og rengør med en blød børste og mild sæbe. Lad det tørre helt, før hynderne lægges på, og opbevar under tag om vinteren.",
    "Spyl av med vann, og rengjør med en myk børste og mild såpe. La det tørke helt før putene legges på, og oppbevar under tak om vinteren.",
    "Huuhtele vedellä ja puhdista pehmeällä harjalla ja miedolla saippualla. Anna kuivua kunnolla ennen tyynyjen asettamista ja säilytä talvella katoksessa.",
  ),
};

export const STONE_TOPS = new Set(["marble", "ceramic", "glass", "concrete", "hpl"]);

export const CARE_EXTRA = {
  stoneTop: l(
    "Bordsskivan torkas av med fuktig trasa; undvik starka rengöringsmedel och skydda mot syror som vin och citrus.",
    "Bordpladen tørres af med en fugtig klud; undgå stærke rengøringsmidler, og beskyt mod syrer som vin og citrus.",
    "Bordplaten tørkes av med en fuktig klut; unngå sterke rengjøringsmidler, og beskytt mot syrer som vin og sitrus.",
    "Pyyhi pöytälevy kostealla liinalla; vältä voimakkaita puhdistusaineita ja suojaa hapoilta, kuten viiniltä ja sitrukselta.",
  ),
  canopy: l(
    "Fäll ihop parasollet när det blåser och låt duken torka innan den förvaras.",
    "Slå parasollen ned, når det blæser, og lad dugen tørre, før den opbevares.",
    "Fell sammen parasollen når det blåser, og la duken tørke før den oppbevares.",
    "Sulje aurinkovarjo tuulella ja anna kankaan kuivua ennen säilytystä.",
  ),
};

import type { StoreCode } from "../../../app/stores.ts";

export type Mood = "positive" | "neutral" | "negative";

interface ReviewCopy {
  firstNames: string[];
  titles: Record<Mood, string[]>;
  sentences: Record<Mood, string[]>;
}

export const SURNAME_INITIALS = "ABDEFGHJKLMNOPRSTVW";

export const REVIEW_COPY: Record<StoreCode, ReviewCopy> = {
  se: {
    firstNames: ["Anna", "Erik", "Maria", "Johan", "Karin", "Lars", "Sara", "Anders", "Emma", "Mikael", "Linnea", "Oskar", "Ingrid", "Peter", "Elsa", "Henrik"],
    titles: {
      positive: ["Mycket nöjd", "Precis som på bilden", "Rekommenderas varmt", "Snygg och bekväm", "Bästa köpet i år", "Kvalitet som håller"],
      neutral: ["Helt okej", "Bra men inte perfekt", "Motsvarar priset"],
      negative: ["Inte som väntat", "Besviken", "Lång leveranstid"],
    },
    sentences: {
      positive: [
        "Fantastisk kvalitet och precis rätt färg.",
        "Leveransen gick smidigt och monteringen tog bara en kvart.",
        "Hela familjen är förtjust.",
        "Materialkänslan är bättre än jag trodde.",
        "Passar perfekt i vårt vardagsrum.",
        "Snabb leverans och trevligt bemötande från chauffören.",
      ],
      neutral: [
        "Bra kvalitet men färgen är något ljusare än på bilden.",
        "Helt okej för priset, men monteringsanvisningen kunde vara tydligare.",
        "Leveransen dröjde en vecka längre än utlovat.",
      ],
      negative: [
        "Tyvärr var en del repad vid leveransen och vi fick vänta på en ny.",
        "Sittkomforten motsvarade inte mina förväntningar.",
        "Kundtjänst var hjälpsam men leveransen tog alldeles för lång tid.",
      ],
    },
  },
  dk: {
    firstNames: ["Mette", "Søren", "Louise", "Jens", "Camilla", "Mads", "Sofie", "Rasmus", "Hanne", "Niels", "Ida", "Christian", "Freja", "Morten"],
    titles: {
      positive: ["Meget tilfreds", "Præcis som på billedet", "Kan varmt anbefales", "Flot og behagelig", "Årets bedste køb", "Kvalitet der holder"],
      neutral: ["Helt okay", "God, men ikke perfekt", "Svarer til prisen"],
      negative: ["Ikke som forventet", "Skuffet", "Lang leveringstid"],
    },
    sentences: {
      positive: [
        "Fantastisk kvalitet og præcis den rigtige farve.",
        "Leveringen gik glat, og samlingen tog kun et kvarter.",
        "Hele familien er begejstret.",
        "Materialerne føles bedre, end jeg havde troet.",
        "Passer perfekt i vores stue.",
        "Hurtig levering og en venlig chauffør.",
      ],
      neutral: [
        "God kvalitet, men farven er lidt lysere end på billedet.",
        "Helt okay til prisen, men samlevejledningen kunne være tydeligere.",
        "Leveringen tog en uge længere end lovet.",
      ],
      negative: [
        "Desværre var en del ridset ved leveringen, og vi måtte vente på en ny.",
        "Komforten levede ikke op til mine forventninger.",
        "Kundeservice var hjælpsom, men leveringen tog alt for lang tid.",
      ],
    },
  },
  no: {
    firstNames: ["Ingrid", "Lars", "Kari", "Ola", "Silje", "Magnus", "Ingvild", "Eirik", "Hilde", "Jonas", "Marte", "Håkon", "Tone", "Sindre"],
    titles: {
      positive: ["Veldig fornøyd", "Akkurat som på bildet", "Anbefales på det varmeste", "Pen og komfortabel", "Årets beste kjøp", "Kvalitet som varer"],
      neutral: ["Helt greit", "Bra, men ikke perfekt", "Verdt prisen"],
      negative: ["Ikke som forventet", "Skuffet", "Lang leveringstid"],
    },
    sentences: {
      positive: [
        "Fantastisk kvalitet og akkurat riktig farge.",
        "Leveringen gikk smertefritt, og monteringen tok bare et kvarter.",
        "Hele familien er begeistret.",
        "Materialene føles bedre enn jeg trodde.",
        "Passer perfekt i stuen vår.",
        "Rask levering og en hyggelig sjåfør.",
      ],
      neutral: [
        "God kvalitet, men fargen er litt lysere enn på bildet.",
        "Helt greit for prisen, men monteringsanvisningen kunne vært tydeligere.",
        "Leveringen tok en uke lengre enn lovet.",
      ],
      negative: [
        "Dessverre var en del ripete ved levering, og vi måtte vente på en ny.",
        "Komforten levde ikke opp til forventningene mine.",
        "Kundeservice var hjelpsom, men leveringen tok altfor lang tid.",
      ],
    },
  },
  fi: {
    firstNames: ["Aino", "Mikko", "Laura", "Juha", "Sanna", "Antti", "Emilia", "Ville", "Heidi", "Jari", "Noora", "Teemu", "Kaisa", "Petri"],
    titles: {
      positive: ["Todella tyytyväinen", "Juuri kuten kuvassa", "Suosittelen lämpimästi", "Kaunis ja mukava", "Vuoden paras ostos", "Laatu kestää"],
      neutral: ["Ihan ok", "Hyvä mutta ei täydellinen", "Hintansa arvoinen"],
      negative: ["Ei vastannut odotuksia", "Pettynyt", "Pitkä toimitusaika"],
    },
    sentences: {
      positive: [
        "Upea laatu ja juuri oikea sävy.",
        "Toimitus sujui mutkattomasti, ja kokoaminen vei vain vartin.",
        "Koko perhe on ihastunut.",
        "Materiaalit tuntuvat paremmilta kuin odotin.",
        "Sopii täydellisesti olohuoneeseemme.",
        "Nopea toimitus ja ystävällinen kuljettaja.",
      ],
      neutral: [
        "Hyvä laatu, mutta sävy on hieman kuvaa vaaleampi.",
        "Hintaansa nähden ihan ok, mutta kokoamisohje voisi olla selkeämpi.",
        "Toimitus kesti viikon luvattua kauemmin.",
      ],
      negative: [
        "Valitettavasti yksi osa oli naarmuuntunut toimituksessa, ja jouduimme odottamaan uutta.",
        "Mukavuus ei vastannut odotuksiani.",
        "Asiakaspalvelu oli avulias, mutta toimitus kesti aivan liian kauan.",
      ],
    },
  },
};

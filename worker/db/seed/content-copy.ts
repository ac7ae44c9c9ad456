import type { StoreCode } from "../../../app/stores.ts";
import { localized as l } from "./text.ts";

export interface Section {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
  /** Questions with their answers (a FAQ), each opened on its own. */
  faq?: { question: string; answer: string }[];
}

export interface PageCopy {
  title: string;
  description: string;
  keywords: string;
  sections: Section[];
}

export type PageCopyKey =
  | "legal" | "privacy" | "about-us" | "customer-service" | "store-locator" | "size-guide" | "delivery" | "returns"
  | "contact" | "inspiration" | "socialShop" | "customerPhotos" | "magazine" | "magazineTrends" | "customerReviews"
  | "payment" | "terms";

export const SITE_SUFFIX = l("Möbler för hem och trädgård", "Møbler til hjem og have", "Møbler for hjem og hage", "Kalusteet kotiin ja puutarhaan");

export const OPENING_HOURS: Record<StoreCode, [string, string, string]> = {
  se: ["Vardagar 10–18", "Lördagar 10–16", "Söndagar 11–16"],
  dk: ["Hverdage 10–18", "Lørdage 10–16", "Søndage 11–16"],
  no: ["Hverdager 10–18", "Lørdager 10–16", "Søndager 11–16"],
  fi: ["Arkisin 10–18", "Lauantaisin 10–16", "Sunnuntaisin 11–16"],
};

export const SHOWROOM_HEADING = l("Våra showrooms", "Vores showrooms", "Våre showrooms", "Myymälämme");
export const OPENING_HOURS_HEADING = l("Öppettider", "Åbningstider", "Åpningstider", "Aukioloajat");

const page = (title: string, description: string, keywords: string, sections: Section[]): PageCopy => ({
  title, description, keywords, sections,
});

export const PAGE_COPY: Record<PageCopyKey, Record<StoreCode, PageCopy>> = {
  legal: {
    se: page("Juridisk information", "Företagsuppgifter och villkor för webbutiken.", "villkor, företagsuppgifter", [
      { heading: "Företagsuppgifter", paragraphs: ["Webbutiken drivs av Nordisk Möbelhandel AB, org.nr 556123-4567, Importgatan 12, 422 46 Hisings Backa."] },
      { heading: "Priser", paragraphs: ["Alla priser anges i svenska kronor inklusive 25 % moms."] },
    ]),
    dk: page("Juridisk information", "Virksomhedsoplysninger og vilkår for webshoppen.", "vilkår, virksomhedsoplysninger", [
      { heading: "Virksomhedsoplysninger", paragraphs: ["Webshoppen drives af Nordisk Möbelhandel AB, Importgatan 12, 422 46 Hisings Backa, Sverige."] },
      { heading: "Priser", paragraphs: ["Alle priser er angivet i danske kroner inklusive 25 % moms."] },
    ]),
    no: page("Juridisk informasjon", "Selskapsopplysninger og vilkår for nettbutikken.", "vilkår, selskapsopplysninger", [
      { heading: "Selskapsopplysninger", paragraphs: ["Nettbutikken drives av Nordisk Möbelhandel AB, Importgatan 12, 422 46 Hisings Backa, Sverige."] },
      { heading: "Priser", paragraphs: ["Alle priser er oppgitt i norske kroner inklusive 25 % mva."] },
    ]),
    fi: page("Oikeudelliset tiedot", "Verkkokaupan yritystiedot ja ehdot.", "ehdot, yritystiedot", [
      { heading: "Yritystiedot", paragraphs: ["Verkkokauppaa ylläpitää Nordisk Möbelhandel AB, Importgatan 12, 422 46 Hisings Backa, Ruotsi."] },
      { heading: "Hinnat", paragraphs: ["Kaikki hinnat ovat euroja ja sisältävät arvonlisäveron."] },
    ]),
  },
  privacy: {
    se: page("Integritetspolicy", "Så behandlar vi dina personuppgifter.", "integritet, personuppgifter, cookies", [
      { heading: "Vilka uppgifter vi sparar", paragraphs: ["Vi sparar de uppgifter som behövs för att leverera din order: namn, adress, telefonnummer och e-post."] },
      { heading: "Dina rättigheter", items: ["Rätt till tillgång", "Rätt till rättelse", "Rätt att bli raderad", "Rätt att invända mot marknadsföring"] },
    ]),
    dk: page("Privatlivspolitik", "Sådan behandler vi dine personoplysninger.", "privatliv, personoplysninger, cookies", [
      { heading: "Hvilke oplysninger vi gemmer", paragraphs: ["Vi gemmer de oplysninger, der er nødvendige for at levere din ordre: navn, adresse, telefonnummer og e-mail."] },
      { heading: "Dine rettigheder", items: ["Ret til indsigt", "Ret til berigtigelse", "Ret til sletning", "Ret til at gøre indsigelse mod markedsføring"] },
    ]),
    no: page("Personvernerklæring", "Slik behandler vi personopplysningene dine.", "personvern, personopplysninger, informasjonskapsler", [
      { heading: "Hvilke opplysninger vi lagrer", paragraphs: ["Vi lagrer opplysningene som trengs for å levere ordren din: navn, adresse, telefonnummer og e-post."] },
      { heading: "Dine rettigheter", items: ["Rett til innsyn", "Rett til retting", "Rett til sletting", "Rett til å protestere mot markedsføring"] },
    ]),
    fi: page("Tietosuojaseloste", "Näin käsittelemme henkilötietojasi.", "tietosuoja, henkilötiedot, evästeet", [
      { heading: "Mitä tietoja tallennamme", paragraphs: ["Tallennamme tilauksen toimittamiseen tarvittavat tiedot: nimen, osoitteen, puhelinnumeron ja sähköpostin."] },
      { heading: "Oikeutesi", items: ["Oikeus tarkastaa tiedot", "Oikeus tietojen oikaisuun", "Oikeus tietojen poistamiseen", "Oikeus vastustaa suoramarkkinointia"] },
    ]),
  },
  "about-us": {
    se: page("Om oss", "Nordiska möbler för inomhus och trädgård sedan 1998.", "om oss, möbler, showroom", [
      { paragraphs: ["Vi har sålt möbler för hem och trädgård sedan 1998 och har i dag fyra showrooms i Sverige."] },
      { heading: "Nyhetsbrev", paragraphs: ["Prenumerera på vårt nyhetsbrev och få 10 % rabatt på ditt nästa köp."] },
    ]),
    dk: page("Om os", "Nordiske møbler til hjemmet og haven siden 1998.", "om os, møbler, showroom", [
      { paragraphs: ["Vi har solgt møbler til hjem og have siden 1998 og har i dag fire showrooms i Sverige."] },
      { heading: "Nyhedsbrev", paragraphs: ["Tilmeld dig vores nyhedsbrev, og få 10 % rabat på dit næste køb."] },
    ]),
    no: page("Om oss", "Nordiske møbler for hjem og hage siden 1998.", "om oss, møbler, showroom", [
      { paragraphs: ["Vi har solgt møbler for hjem og hage siden 1998 og har i dag fire showrooms i Sverige."] },
      { heading: "Nyhetsbrev", paragraphs: ["Meld deg på nyhetsbrevet vårt og få 10 % rabatt på ditt neste kjøp."] },
    ]),
    fi: page("Tietoa meistä", "Pohjoismaisia kalusteita kotiin ja puutarhaan vuodesta 1998.", "tietoa meistä, kalusteet, myymälä", [
      { paragraphs: ["Olemme myyneet kalusteita kotiin ja puutarhaan vuodesta 1998, ja meillä on neljä myymälää Ruotsissa."] },
      { heading: "Uutiskirje", paragraphs: ["Tilaa uutiskirjeemme ja saat 10 % alennuksen seuraavasta ostoksestasi."] },
    ]),
  },
  "customer-service": {
    se: page("Kundtjänst", "Vi hjälper dig med order, leverans och reklamationer.", "kundtjänst, hjälp, frågor", [
      { paragraphs: ["Vår kundtjänst svarar på vardagar 10–18. Ha gärna ditt ordernummer till hands."] },
      { heading: "Vanliga frågor", faq: [{ question: "Var är min leverans?", answer: "Under Mina sidor ser du din order och, när den har skickats, en länk för att följa leveransen. Har du handlat som gäst finns ordernumret i orderbekräftelsen – kontakta oss så hjälper vi dig." }, { question: "Hur bokar jag en leveranstid?", answer: "Vid hemleverans väljer du dag och tid i kassan. I orderbekräftelsen finns en länk där du kan boka om till en annan dag i upp till 14 dagar. Ändrar du mindre än ett dygn före leveransen kan en avbokningsavgift tillkomma." }, { question: "Hur gör jag en reklamation?", answer: "Skicka ordernummer, en kort beskrivning och gärna bilder till kundtjänst. Vi svarar inom två arbetsdagar och står för frakten om felet är vårt." }, { question: "Kan jag ändra min order?", answer: "Så länge ordern inte har skickats kan vi ändra antal, lägga till varor eller byta leveranssätt – kontakta kundtjänst med ditt ordernummer. Leveransdagen bokar du själv om via länken i orderbekräftelsen." }] },
    ]),
    dk: page("Kundeservice", "Vi hjælper dig med ordrer, levering og reklamationer.", "kundeservice, hjælp, spørgsmål", [
      { paragraphs: ["Vores kundeservice svarer på hverdage 10–18. Hav gerne dit ordrenummer klar."] },
      { heading: "Ofte stillede spørgsmål", faq: [{ question: "Hvor er min levering?", answer: "Under Min konto kan du se din ordre og, når den er afsendt, et link til at følge leveringen. Har du handlet som gæst, står ordrenummeret i ordrebekræftelsen – kontakt os, så hjælper vi dig." }, { question: "Hvordan booker jeg en leveringstid?", answer: "Ved hjemmelevering vælger du dag og tid i kassen. I ordrebekræftelsen er der et link, hvor du kan booke en anden dag i op til 14 dage. Ændrer du mindre end et døgn før leveringen, kan der komme et afbestillingsgebyr." }, { question: "Hvordan reklamerer jeg?", answer: "Send ordrenummer, en kort beskrivelse og gerne billeder til kundeservice. Vi svarer inden for to hverdage og betaler fragten, hvis fejlen er vores." }, { question: "Kan jeg ændre min ordre?", answer: "Så længe ordren ikke er afsendt, kan vi ændre antal, tilføje varer eller skifte leveringsmåde – kontakt kundeservice med dit ordrenummer. Leveringsdagen booker du selv om via linket i ordrebekræftelsen." }] },
    ]),
    no: page("Kundeservice", "Vi hjelper deg med ordre, levering og reklamasjoner.", "kundeservice, hjelp, spørsmål", [
      { paragraphs: ["Kundeservice svarer på hverdager 10–18. Ha gjerne ordrenummeret ditt klart."] },
      { heading: "Ofte stilte spørsmål", faq: [{ question: "Hvor er leveransen min?", answer: "Under Min konto ser du ordren din og, når den er sendt, en lenke for å følge leveransen. Har du handlet som gjest, står ordrenummeret i ordrebekreftelsen – kontakt oss, så hjelper vi deg." }, { question: "Hvordan booker jeg leveringstid?", answer: "Ved hjemlevering velger du dag og tid i kassen. I ordrebekreftelsen finner du en lenke der du kan bestille en annen dag i opptil 14 dager. Endrer du mindre enn et døgn før leveransen, kan det påløpe et avbestillingsgebyr." }, { question: "Hvordan reklamerer jeg?", answer: "Send ordrenummer, en kort beskrivelse og gjerne bilder til kundeservice. Vi svarer innen to virkedager og dekker frakten hvis feilen er vår." }, { question: "Kan jeg endre ordren min?", answer: "Så lenge ordren ikke er sendt, kan vi endre antall, legge til varer eller bytte leveringsmåte – kontakt kundeservice med ordrenummeret ditt. Leveringsdagen bestiller du selv om via lenken i ordrebekreftelsen." }] },
    ]),
    fi: page("Asiakaspalvelu", "Autamme tilauksiin, toimituksiin ja reklamaatioihin liittyvissä asioissa.", "asiakaspalvelu, apua, kysymykset", [
      { paragraphs: ["Asiakaspalvelumme palvelee arkisin klo 10–18. Pidäthän tilausnumerosi käden ulottuvilla."] },
      { heading: "Usein kysyttyä", faq: [{ question: "Missä toimitukseni on?", answer: "Omilla sivuilla näet tilauksesi ja, kun se on lähetetty, linkin toimituksen seurantaan. Jos teit tilauksen vieraana, tilausnumero on tilausvahvistuksessa – ota yhteyttä, niin autamme." }, { question: "Miten varaan toimitusajan?", answer: "Kotiinkuljetuksessa valitset päivän ja ajan kassalla. Tilausvahvistuksessa on linkki, jolla voit siirtää toimituksen toiseen päivään 14 päivän ajan. Jos muutat alle vuorokautta ennen toimitusta, voimme periä peruutusmaksun." }, { question: "Miten teen reklamaation?", answer: "Lähetä asiakaspalveluun tilausnumero, lyhyt kuvaus ja mielellään kuvia. Vastaamme kahden arkipäivän kuluessa ja maksamme rahdin, jos virhe on meidän." }, { question: "Voinko muuttaa tilaustani?", answer: "Niin kauan kuin tilausta ei ole lähetetty, voimme muuttaa määriä, lisätä tuotteita tai vaihtaa toimitustapaa – ota yhteyttä asiakaspalveluun tilausnumerolla. Toimituspäivän voit siirtää itse tilausvahvistuksen linkistä." }] },
    ]),
  },
  "store-locator": {
    se: page("Hitta butik", "Besök våra showrooms i Göteborg, Mölndal, Tyresö och Karlstad.", "butiker, showroom, öppettider", [
      { paragraphs: ["I våra showrooms kan du känna på tyger, provsitta soffor och få hjälp av våra inredare."] },
    ]),
    dk: page("Find butik", "Besøg vores showrooms i Göteborg, Mölndal, Tyresö og Karlstad.", "butikker, showroom, åbningstider", [
      { paragraphs: ["I vores showrooms kan du mærke på stofferne, prøvesidde sofaer og få hjælp af vores indretningseksperter."] },
    ]),
    no: page("Finn butikk", "Besøk våre showrooms i Göteborg, Mölndal, Tyresö og Karlstad.", "butikker, showroom, åpningstider", [
      { paragraphs: ["I showroomene våre kan du kjenne på stoffene, prøvesitte sofaer og få hjelp av interiørrådgiverne våre."] },
    ]),
    fi: page("Myymälät", "Tervetuloa myymälöihimme Göteborgissa, Mölndalissa, Tyresössä ja Karlstadissa.", "myymälät, showroom, aukioloajat", [
      { paragraphs: ["Myymälöissämme voit tunnustella kankaita, koeistua sohvia ja saada apua sisustussuunnittelijoiltamme."] },
    ]),
  },
  "size-guide": {
    se: page("Storleksguide", "Så väljer du rätt storlek på soffa och matbord.", "storleksguide, mått, matbord, soffa", [
      { heading: "Matbord", items: ["160 cm: 6 personer", "200 cm: 8 personer", "240 cm: 10 personer", "Ø 120 cm: 4–5 personer"] },
      { heading: "Soffor", items: ["2-sits: ca 160–185 cm", "3-sits: ca 205–235 cm", "4-sits: ca 250–290 cm"] },
      { paragraphs: ["Räkna med minst 60 cm bordskant per person och 90 cm fritt utrymme bakom stolarna."] },
    ]),
    dk: page("Størrelsesguide", "Sådan vælger du den rigtige størrelse sofa og spisebord.", "størrelsesguide, mål, spisebord, sofa", [
      { heading: "Spiseborde", items: ["160 cm: 6 personer", "200 cm: 8 personer", "240 cm: 10 personer", "Ø 120 cm: 4–5 personer"] },
      { heading: "Sofaer", items: ["2-personers: ca. 160–185 cm", "3-personers: ca. 205–235 cm", "4-personers: ca. 250–290 cm"] },
      { paragraphs: ["Regn med mindst 60 cm bordkant pr. person og 90 cm fri plads bag stolene."] },
    ]),
    no: page("Størrelsesguide", "Slik velger du riktig størrelse på sofa og spisebord.", "størrelsesguide, mål, spisebord, sofa", [
      { heading: "Spisebord", items: ["160 cm: 6 personer", "200 cm: 8 personer", "240 cm: 10 personer", "Ø 120 cm: 4–5 personer"] },
      { heading: "Sofaer", items: ["2-seter: ca. 160–185 cm", "3-seter: ca. 205–235 cm", "4-seter: ca. 250–290 cm"] },
      { paragraphs: ["Regn med minst 60 cm bordkant per person og 90 cm fri plass bak stolene."] },
    ]),
    fi: page("Kokoopas", "Näin valitset oikean kokoisen sohvan ja ruokapöydän.", "kokoopas, mitat, ruokapöytä, sohva", [
      { heading: "Ruokapöydät", items: ["160 cm: 6 henkeä", "200 cm: 8 henkeä", "240 cm: 10 henkeä", "Ø 120 cm: 4–5 henkeä"] },
      { heading: "Sohvat", items: ["2-istuttava: n. 160–185 cm", "3-istuttava: n. 205–235 cm", "4-istuttava: n. 250–290 cm"] },
      { paragraphs: ["Varaa vähintään 60 cm pöydän reunaa henkeä kohden ja 90 cm vapaata tilaa tuolien taakse."] },
    ]),
  },
  delivery: {
    se: page("Leverans", "Hemleverans med bokad tid eller upphämtning på lager.", "leverans, hemleverans, frakt", [
      { heading: "Hemleverans", paragraphs: ["Vi levererar hem till dig mellan klockan 10 och 22. När varan finns på lager kontaktar vi dig för att boka en leveranstid som passar."] },
      { heading: "Leveranstider", items: ["Lagervaror: inom 2 veckor", "Beställningsvaror: 2–10 veckor beroende på leverantör", "Upphämtning på lager: samma vecka"] },
    ]),
    dk: page("Levering", "Hjemmelevering med booket tid eller afhentning på lageret.", "levering, hjemmelevering, fragt", [
      { heading: "Hjemmelevering", paragraphs: ["Vi leverer til din dør mellem kl. 10 og 22. Når varen er på lager, kontakter vi dig for at booke en leveringstid, der passer dig."] },
      { heading: "Leveringstider", items: ["Lagervarer: inden for 2 uger", "Bestillingsvarer: 2–10 uger afhængigt af leverandøren", "Afhentning på lageret: samme uge"] },
    ]),
    no: page("Levering", "Hjemlevering med avtalt tid eller henting på lager.", "levering, hjemlevering, frakt", [
      { heading: "Hjemlevering", paragraphs: ["Vi leverer hjem til deg mellom klokken 10 og 22. Når varen er på lager, kontakter vi deg for å avtale en leveringstid som passer."] },
      { heading: "Leveringstider", items: ["Lagervarer: innen 2 uker", "Bestillingsvarer: 2–10 uker avhengig av leverandør", "Henting på lager: samme uke"] },
    ]),
    fi: page("Toimitus", "Kotiinkuljetus sovittuna aikana tai nouto varastolta.", "toimitus, kotiinkuljetus, rahti", [
      { heading: "Kotiinkuljetus", paragraphs: ["Toimitamme kotiisi klo 10–22. Kun tuote on varastossa, otamme sinuun yhteyttä ja sovimme sinulle sopivan toimitusajan."] },
      { heading: "Toimitusajat", items: ["Varastotuotteet: 2 viikon kuluessa", "Tilaustuotteet: 2–10 viikkoa toimittajasta riippuen", "Nouto varastolta: samalla viikolla"] },
    ]),
  },
  returns: {
    se: page("Returer", "Fri retur inom 30 dagar.", "retur, ångerrätt, reklamation", [
      { paragraphs: ["Du har alltid fri retur inom 30 dagar från leveransdagen. Möbeln ska vara oanvänd och i originalförpackning."] },
      { heading: "Så gör du", items: ["Kontakta kundtjänst och uppge ditt ordernummer", "Vi bokar upphämtning hemma hos dig", "Pengarna återbetalas inom 14 dagar efter att vi tagit emot varan"] },
    ]),
    dk: page("Returnering", "Gratis returnering inden for 30 dage.", "retur, fortrydelsesret, reklamation", [
      { paragraphs: ["Du har altid gratis returnering inden for 30 dage fra leveringsdagen. Møblet skal være ubrugt og i den originale emballage."] },
      { heading: "Sådan gør du", items: ["Kontakt kundeservice med dit ordrenummer", "Vi booker afhentning hjemme hos dig", "Pengene tilbagebetales senest 14 dage efter, at vi har modtaget varen"] },
    ]),
    no: page("Retur", "Gratis retur innen 30 dager.", "retur, angrerett, reklamasjon", [
      { paragraphs: ["Du har alltid gratis retur innen 30 dager fra leveringsdagen. Møbelet må være ubrukt og i originalemballasjen."] },
      { heading: "Slik gjør du", items: ["Kontakt kundeservice og oppgi ordrenummeret", "Vi avtaler henting hjemme hos deg", "Pengene tilbakebetales innen 14 dager etter at vi har mottatt varen"] },
    ]),
    fi: page("Palautukset", "Ilmainen palautus 30 päivän ajan.", "palautus, peruutusoikeus, reklamaatio", [
      { paragraphs: ["Voit aina palauttaa tuotteen maksutta 30 päivän kuluessa toimituspäivästä. Tuotteen on oltava käyttämätön ja alkuperäisessä pakkauksessa."] },
      { heading: "Näin palautat", items: ["Ota yhteyttä asiakaspalveluun ja kerro tilausnumerosi", "Sovimme noudon kotoasi", "Palautamme rahat 14 päivän kuluessa siitä, kun olemme vastaanottaneet tuotteen"] },
    ]),
  },
  contact: {
    se: page("Kontakta oss", "Ring, mejla eller besök oss i något av våra showrooms.", "kontakt, telefon, e-post", [
      { items: ["Telefon: 031-123 45 00 (vardagar 10–18)", "E-post: kundtjanst@example.se", "Chatt: vardagar 10–18"] },
    ]),
    dk: page("Kontakt os", "Ring, skriv eller besøg os i et af vores showrooms.", "kontakt, telefon, e-mail", [
      { items: ["Telefon: 70 12 34 50 (hverdage 10–18)", "E-mail: kundeservice@example.dk", "Chat: hverdage 10–18"] },
    ]),
    no: page("Kontakt oss", "Ring, send e-post eller besøk oss i et av showroomene våre.", "kontakt, telefon, e-post", [
      { items: ["Telefon: 21 12 34 50 (hverdager 10–18)", "E-post: kundeservice@example.no", "Chat: hverdager 10–18"] },
    ]),
    fi: page("Ota yhteyttä", "Soita, lähetä sähköpostia tai tule käymään myymälässämme.", "yhteystiedot, puhelin, sähköposti", [
      { items: ["Puhelin: 09 1234 5600 (arkisin 10–18)", "Sähköposti: asiakaspalvelu@example.fi", "Chat: arkisin 10–18"] },
    ]),
  },
  inspiration: {
    se: page("Inspiration", "Idéer och stylingtips för vardagsrum, matplats och trädgård.", "inspiration, inredning, styling", [
      { paragraphs: ["Hitta idéer för hela hemmet – från mysiga vardagsrum till gröna uteplatser."] },
      { heading: "Teman", items: ["Vardagsrum", "Matplats", "Balkong och uteplats", "Små ytor"] },
    ]),
    dk: page("Inspiration", "Idéer og stylingtips til stue, spiseplads og have.", "inspiration, indretning, styling", [
      { paragraphs: ["Find idéer til hele hjemmet – fra hyggelige stuer til grønne terrasser."] },
      { heading: "Temaer", items: ["Stue", "Spiseplads", "Altan og terrasse", "Små rum"] },
    ]),
    no: page("Inspirasjon", "Ideer og stylingtips for stue, spiseplass og hage.", "inspirasjon, interiør, styling", [
      { paragraphs: ["Finn ideer til hele hjemmet – fra koselige stuer til grønne uteplasser."] },
      { heading: "Temaer", items: ["Stue", "Spiseplass", "Balkong og uteplass", "Små rom"] },
    ]),
    fi: page("Inspiraatio", "Ideoita ja sisustusvinkkejä olohuoneeseen, ruokailutilaan ja puutarhaan.", "inspiraatio, sisustus, stailaus", [
      { paragraphs: ["Löydä ideoita koko kotiin – kodikkaista olohuoneista vehreisiin terasseihin."] },
      { heading: "Teemat", items: ["Olohuone", "Ruokailutila", "Parveke ja terassi", "Pienet tilat"] },
    ]),
  },
  socialShop: {
    se: page("Social shop", "Handla direkt från våra och våra kunders inlägg.", "social shop, instagram", [
      { paragraphs: ["Se hur andra har inrett med våra möbler och handla produkterna direkt från bilderna."] },
    ]),
    dk: page("Social shop", "Shop direkte fra vores og vores kunders opslag.", "social shop, instagram", [
      { paragraphs: ["Se, hvordan andre har indrettet med vores møbler, og køb produkterne direkte fra billederne."] },
    ]),
    no: page("Social shop", "Handle direkte fra våre og kundenes innlegg.", "social shop, instagram", [
      { paragraphs: ["Se hvordan andre har innredet med møblene våre, og kjøp produktene direkte fra bildene."] },
    ]),
    fi: page("Social shop", "Osta suoraan meidän ja asiakkaidemme julkaisuista.", "social shop, instagram", [
      { paragraphs: ["Katso, miten muut ovat sisustaneet kalusteillamme, ja osta tuotteet suoraan kuvista."] },
    ]),
  },
  customerPhotos: {
    se: page("Kundbilder", "Så ser våra möbler ut hemma hos kunderna.", "kundbilder, inspiration", [
      { paragraphs: ["Dela din bild med #hemmahososs så kanske just ditt hem visas här."] },
    ]),
    dk: page("Kundebilleder", "Sådan ser vores møbler ud hjemme hos kunderne.", "kundebilleder, inspiration", [
      { paragraphs: ["Del dit billede med #hjemmehosos, så bliver netop dit hjem måske vist her."] },
    ]),
    no: page("Kundebilder", "Slik ser møblene våre ut hjemme hos kundene.", "kundebilder, inspirasjon", [
      { paragraphs: ["Del bildet ditt med #hjemmehososs, så blir kanskje nettopp ditt hjem vist her."] },
    ]),
    fi: page("Asiakkaiden kuvat", "Tältä kalusteemme näyttävät asiakkaiden kodeissa.", "asiakkaiden kuvat, inspiraatio", [
      { paragraphs: ["Jaa kuvasi tunnisteella #kotonameillä, niin juuri sinun kotisi saattaa päätyä tänne."] },
    ]),
  },
  magazine: {
    se: page("Magasinet", "Artiklar om design, material och skötsel.", "magasin, artiklar, design", [
      { paragraphs: ["Läs om designerna bakom möblerna, hur du sköter olika material och hur du planerar din uteplats."] },
    ]),
    dk: page("Magasinet", "Artikler om design, materialer og vedligeholdelse.", "magasin, artikler, design", [
      { paragraphs: ["Læs om designerne bag møblerne, hvordan du plejer forskellige materialer, og hvordan du planlægger din terrasse."] },
    ]),
    no: page("Magasinet", "Artikler om design, materialer og vedlikehold.", "magasin, artikler, design", [
      { paragraphs: ["Les om designerne bak møblene, hvordan du tar vare på ulike materialer og hvordan du planlegger uteplassen."] },
    ]),
    fi: page("Lehti", "Artikkeleita muotoilusta, materiaaleista ja hoidosta.", "lehti, artikkelit, muotoilu", [
      { paragraphs: ["Lue kalusteiden suunnittelijoista, eri materiaalien hoidosta ja terassin suunnittelusta."] },
    ]),
  },
  magazineTrends: {
    se: page("Årets trender", "Färger, former och material som gäller i år.", "trender, inredning, färger", [
      { heading: "Trender just nu", items: ["Mjuka, rundade former", "Bouclé och sammet", "Jordnära färger som rost och sand", "Massivt trä med synlig ådring"] },
    ]),
    dk: page("Årets trends", "Farver, former og materialer, der gælder i år.", "trends, indretning, farver", [
      { heading: "Trends lige nu", items: ["Bløde, runde former", "Bouclé og fløjl", "Jordnære farver som rust og sand", "Massivt træ med synlige årer"] },
    ]),
    no: page("Årets trender", "Farger, former og materialer som gjelder i år.", "trender, interiør, farger", [
      { heading: "Trender akkurat nå", items: ["Myke, runde former", "Bouclé og fløyel", "Jordnære farger som rust og sand", "Heltre med synlige årer"] },
    ]),
    fi: page("Vuoden trendit", "Tämän vuoden värit, muodot ja materiaalit.", "trendit, sisustus, värit", [
      { heading: "Trendit juuri nyt", items: ["Pehmeät, pyöreät muodot", "Bouclé ja sametti", "Maanläheiset sävyt, kuten ruoste ja hiekka", "Täyspuu näkyvällä syykuvioinnilla"] },
    ]),
  },
  customerReviews: {
    se: page("Kundomdömen", "Läs vad våra kunder tycker om oss.", "kundomdömen, betyg, recensioner", [
      { paragraphs: ["Vi samlar omdömen från verifierade kunder efter varje leverans. Tack för att du delar med dig!"] },
    ]),
    dk: page("Kundeanmeldelser", "Læs, hvad vores kunder siger om os.", "kundeanmeldelser, bedømmelser", [
      { paragraphs: ["Vi indsamler anmeldelser fra verificerede kunder efter hver levering. Tak, fordi du deler din oplevelse!"] },
    ]),
    no: page("Kundeanmeldelser", "Les hva kundene våre mener om oss.", "kundeanmeldelser, vurderinger", [
      { paragraphs: ["Vi samler anmeldelser fra verifiserte kunder etter hver levering. Takk for at du deler!"] },
    ]),
    fi: page("Asiakasarviot", "Lue, mitä asiakkaamme sanovat meistä.", "asiakasarviot, arvostelut", [
      { paragraphs: ["Keräämme arvioita varmennetuilta asiakkailta jokaisen toimituksen jälkeen. Kiitos, että jaat kokemuksesi!"] },
    ]),
  },
  payment: {
    se: page("Betalning", "Betala med kort, faktura eller vid leverans.", "betalning, faktura, kort", [
      { heading: "Betalsätt", items: ["Kort (Visa, Mastercard)", "Faktura eller delbetalning", "Betalning vid leverans – utan avgift"] },
      { paragraphs: ["Företagskunder kan handla mot faktura efter kreditprövning."] },
    ]),
    dk: page("Betaling", "Betal med kort, faktura eller ved levering.", "betaling, faktura, kort", [
      { heading: "Betalingsmetoder", items: ["Kort (Visa, Mastercard, Dankort)", "Faktura eller delbetaling", "Betaling ved levering – uden gebyr"] },
      { paragraphs: ["Erhvervskunder kan handle på faktura efter kreditvurdering."] },
    ]),
    no: page("Betaling", "Betal med kort, faktura eller ved levering.", "betaling, faktura, kort", [
      { heading: "Betalingsmåter", items: ["Kort (Visa, Mastercard)", "Faktura eller delbetaling", "Betaling ved levering – uten gebyr"] },
      { paragraphs: ["Bedriftskunder kan handle på faktura etter kredittvurdering."] },
    ]),
    fi: page("Maksaminen", "Maksa kortilla, laskulla tai toimituksen yhteydessä.", "maksaminen, lasku, kortti", [
      { heading: "Maksutavat", items: ["Kortti (Visa, Mastercard)", "Lasku tai osamaksu", "Maksu toimituksen yhteydessä – ilman lisämaksua"] },
      { paragraphs: ["Yritysasiakkaat voivat maksaa laskulla luottotietojen tarkistuksen jälkeen."] },
    ]),
  },
  terms: {
    se: page("Köpvillkor", "Leverans- och betalningsvillkor.", "köpvillkor, leverans, betalning", []),
    dk: page("Købsbetingelser", "Leverings- og betalingsbetingelser.", "købsbetingelser, levering, betaling", []),
    no: page("Kjøpsvilkår", "Leverings- og betalingsvilkår.", "kjøpsvilkår, levering, betaling", []),
    fi: page("Toimitus- ja maksuehdot", "Toimitus- ja maksuehdot.", "toimitusehdot, maksuehdot", []),
  },
};

export const PATH_PAGE_COPY: Record<string, PageCopyKey> = {
  inspiration: "inspiration",
  socialShop: "socialShop",
  customerPhotos: "customerPhotos",
  magazine: "magazine",
  magazineTrends: "magazineTrends",
  customerReviews: "customerReviews",
  customerService: "customer-service",
  delivery: "delivery",
  payment: "payment",
};


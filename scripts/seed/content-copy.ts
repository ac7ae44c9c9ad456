import { forEveryStore, type StoreCode, type WrittenPerStore } from "#core/stores.ts";
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
  | "contact" | "payment" | "terms";

export const SITE_SUFFIX = l("Möbler för hem och trädgård", "Møbler til hjem og have", "Møbler for hjem og hage", "Kalusteet kotiin ja puutarhaan");

export const OPENING_HOURS: Record<StoreCode, [string, string, string]> = forEveryStore({
  se: ["Vardagar 10–18", "Lördagar 10–16", "Söndagar 11–16"],
  dk: ["Hverdage 10–18", "Lørdage 10–16", "Søndage 11–16"],
  no: ["Hverdager 10–18", "Lørdager 10–16", "Søndager 11–16"],
  fi: ["Arkisin 10–18", "Lauantaisin 10–16", "Sunnuntaisin 11–16"],
});

export const SHOWROOM_HEADING = l("Våra showrooms", "Vores showrooms", "Våre showrooms", "Myymälämme");
export const OPENING_HOURS_HEADING = l("Öppettider", "Åbningstider", "Åpningstider", "Aukioloajat");

const page = (title: string, description: string, keywords: string, sections: Section[]): PageCopy => ({
  title, description, keywords, sections,
});

const WRITTEN_PAGES: Record<PageCopyKey, WrittenPerStore<PageCopy>> = {
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
    se: page("Storleksguide", "Mät rätt innan du beställer: rummet, dörrar, trapphus och hiss, sitthöjd och sittdjup, matbord per antal personer, parasollstorlek och nordiska sängmått.", "storleksguide, mått, mäta soffa, dörrbredd, trapphus, hiss, sitthöjd, sittdjup, matbord storlek, parasoll storlek, sängstorlekar", [
      { paragraphs: ["En möbel som ser lagom ut i ett showroom kan ta mer plats hemma. Med några minuters mätning slipper du överraskningar, både i rummet och på vägen in. Alla mått på våra produktsidor anges i centimeter: bredd, djup och höjd, och för stolar och soffor även sitthöjd och sittdjup."] },
      {
        heading: "Mät rummet",
        items: [
          "Mät rummets längd och bredd och rita upp var dörrar, fönster, element och eluttag sitter.",
          "Markera möbelns yta på golvet med maskeringstejp eller lägg ut kartong i samma storlek – då ser du hur mycket plats den tar.",
          "Lämna 80–90 cm fri gång där man passerar ofta och minst 60 cm där man bara går ibland.",
          "Placera soffbordet 40–50 cm från soffans framkant, så når du det utan att det blir trångt.",
          "Kontrollera takhöjd, fönsterbänkar och snedtak om möbeln är hög.",
        ],
      },
      {
        heading: "Kommer soffan in? Mät vägen in",
        paragraphs: [
          "Gå igenom hela vägen från gatan till rummet innan du beställer en soffa eller någon annan stor möbel. Jämför med möbelns två minsta mått – oftast djup och höjd – och lägg till några centimeter för förpackningen.",
          "Är du osäker? Skicka måtten till kundtjänst så hjälper vi dig. Vid hemleverans kan du också beställa inbärning, så bär vi in möbeln till rätt rum.",
        ],
        items: [
          "Dörrar: mät den fria bredden med dörren helt öppen, från karmen till dörrbladet, och den fria höjden. Glöm inte ytterdörr, lägenhetsdörr och innerdörrar.",
          "Går möbeln inte rakt in kan den ofta bäras in på högkant eller vinklas genom dörren. Mät då soffans diagonala djup och jämför med dörrens fria bredd.",
          "Trapphus: mät trappans bredd, den fria höjden upp till tak eller trappan ovanför samt svängar och vilplan där möbeln ska vändas.",
          "Hiss: mät hissdörrens bredd och höjd och hisskorgens bredd, djup, höjd och diagonal. En soffa kan ofta stå på högkant i en hiss som är tillräckligt hög.",
          "Korridorer och hörn: mät bredden där möbeln måste svänga.",
          "Går benen att skruva av blir möbeln några centimeter lägre.",
        ],
      },
      {
        heading: "Matstolar och barstolar",
        items: [
          "De flesta matbord är 72–75 cm höga. Till dem passar stolar med en sitthöjd på 44–47 cm.",
          "Avståndet från sitsen till bordsskivans ovansida bör vara cirka 27–30 cm. Kontrollera också att det finns plats för låren under bordets sarg.",
          "Ett sittdjup på 40–48 cm passar de flesta vid matbordet.",
          "Stolar med armstöd: kontrollera att armstöden går in under bordsskivan om stolarna ska kunna skjutas in.",
          "Barstolar: till en bänk eller köksö på cirka 90 cm passar sitthöjd 65 cm, till en bardisk på cirka 105 cm sitthöjd 75 cm.",
        ],
      },
      {
        heading: "Soffor och fåtöljer",
        items: [
          "Sitthöjd: 42–45 cm är bekvämt för de flesta. En högre sits är lättare att resa sig ur.",
          "Sittdjup 52–56 cm ger ett mer upprätt sittande – bra för samtal och för den som är kortare.",
          "Sittdjup 58–65 cm passar den som är lång eller vill sitta djupt med benen uppdragna. Blir det för djupt hjälper ett par extra ryggkuddar.",
          "Soffans bredd: 2-sits ca 160–185 cm, 3-sits ca 205–235 cm, 4-sits ca 250–290 cm.",
        ],
      },
      {
        heading: "Matbordets storlek",
        paragraphs: [
          "Räkna med ungefär 60 cm bordskant per person, 70 cm om stolarna har armstöd. En bordsbredd på 90–100 cm ger plats för fat och skålar i mitten.",
          "Våra matbord finns i längderna 160, 200 och 240 cm och som runda bord med diametern 120 cm. Ett bord på 160 cm rymmer fyra personer bekvämt och sex om ni sitter tätt, 200 cm rymmer sex och åtta med stolar vid kortsidorna, och 240 cm rymmer åtta bekvämt.",
        ],
        items: [
          "4 personer: minst 120 × 80 cm, eller ett runt bord med diametern 110–120 cm",
          "6 personer: 180 × 90 cm",
          "8 personer: 220–240 × 100 cm",
        ],
      },
      {
        heading: "Fritt utrymme runt matbordet",
        paragraphs: ["Lämna cirka 90 cm från bordskanten till vägg eller andra möbler, så att det går att dra ut stolen, sätta sig och gå bakom den som sitter. Där ingen behöver passera räcker 70–75 cm. Ett bord på 180 × 90 cm behöver alltså en golvyta på ungefär 360 × 270 cm."],
      },
      {
        heading: "Parasollets storlek",
        paragraphs: [
          "Välj ett parasoll som är ungefär en meter större än bordet, så räcker skuggan även för dem som sitter vid kanterna och när solen står lågt. Våra parasoll finns med diametern 250, 300 och 350 cm.",
          "Ett frihängande parasoll lämnar platsen under skärmen fri och passar bra över en loungegrupp. Välj en parasollfot som är tung nog för parasollets storlek och för hur utsatt platsen är för vind.",
        ],
        items: [
          "Runt bord med diametern 80–120 cm (2–4 personer): parasoll Ø 250 cm",
          "Bord 120–180 cm (4–6 personer): parasoll Ø 300 cm",
          "Bord 200–240 cm (6–8 personer): parasoll Ø 350 cm eller två mindre parasoll",
        ],
      },
      {
        heading: "Sängstorlekar i Norden",
        paragraphs: ["Sängar, madrasser och sängkläder har delvis olika standardmått i de nordiska länderna, så kontrollera måtten om du handlar från olika länder. Längden är nästan alltid 200 cm, och många sängar finns även i 210 cm för den som är lång."],
        items: [
          "Sverige: enkelsäng 80, 90 eller 105 cm, bred enkelsäng 120 eller 140 cm, dubbelsäng 160 eller 180 cm",
          "Danmark: enkelsäng 80 eller 90 cm, 140 cm, dubbelsäng 160 eller 180 cm",
          "Norge: enkelsäng 75 eller 90 cm, 120 cm, dubbelsäng 150, 160 eller 180 cm",
          "Finland: enkelsäng 80 eller 90 cm, 120 cm, dubbelsäng 140, 160 eller 180 cm",
        ],
      },
    ]),
    dk: page("Størrelsesguide", "Mål op, før du bestiller: rummet, døre, trappeopgang og elevator, siddehøjde og siddedybde, spiseborde efter antal personer, parasolstørrelse og nordiske sengemål.", "størrelsesguide, mål, måle sofa, dørbredde, trappeopgang, elevator, siddehøjde, siddedybde, spisebord størrelse, parasol størrelse, sengestørrelser", [
      { paragraphs: ["Et møbel, der ser passende ud i et showroom, kan fylde mere derhjemme. Med få minutters opmåling undgår du overraskelser – både i rummet og på vejen ind. Alle mål på vores produktsider er i centimeter: bredde, dybde og højde, og for stole og sofaer også siddehøjde og siddedybde."] },
      {
        heading: "Mål rummet op",
        items: [
          "Mål rummets længde og bredde, og tegn ind, hvor døre, vinduer, radiatorer og stikkontakter sidder.",
          "Markér møblets mål på gulvet med malertape, eller læg pap i samme størrelse ud – så ser du, hvor meget plads det tager.",
          "Lad 80–90 cm være fri, hvor man ofte går forbi, og mindst 60 cm, hvor man kun går en gang imellem.",
          "Placér sofabordet 40–50 cm fra sofaens forkant, så du kan nå det, uden at der bliver trangt.",
          "Tjek loftshøjde, vindueskarme og skråvægge, hvis møblet er højt.",
        ],
      },
      {
        heading: "Kan sofaen komme ind? Mål vejen ind",
        paragraphs: [
          "Gå hele vejen fra gaden til rummet igennem, før du bestiller en sofa eller et andet stort møbel. Sammenlign med møblets to mindste mål – som regel dybde og højde – og læg et par centimeter til for emballagen.",
          "Er du i tvivl? Send målene til kundeservice, så hjælper vi dig. Ved levering til døren kan du også vælge indbæring, så bærer vi møblet ind i det rigtige rum.",
        ],
        items: [
          "Døre: mål den frie bredde med døren helt åben, fra karmen til dørbladet, og den frie højde. Husk opgangsdør, hoveddør og indvendige døre.",
          "Kan møblet ikke komme lige ind, kan det ofte bæres ind på højkant eller vippes gennem døren. Mål så sofaens diagonale dybde, og sammenlign den med dørens frie bredde.",
          "Trappeopgang: mål trappens bredde, den frie højde op til loftet eller trappen ovenover samt sving og reposer, hvor møblet skal vendes.",
          "Elevator: mål elevatordørens bredde og højde og elevatorstolens bredde, dybde, højde og diagonal. En sofa kan ofte stå på højkant i en elevator, der er høj nok.",
          "Gange og hjørner: mål bredden dér, hvor møblet skal dreje.",
          "Kan benene skrues af, bliver møblet et par centimeter lavere.",
        ],
      },
      {
        heading: "Spisebordsstole og barstole",
        items: [
          "De fleste spiseborde er 72–75 cm høje. Til dem passer stole med en siddehøjde på 44–47 cm.",
          "Afstanden fra sædet til bordpladens overside bør være ca. 27–30 cm. Tjek også, at der er plads til lårene under bordets ramme.",
          "En siddedybde på 40–48 cm passer de fleste ved spisebordet.",
          "Stole med armlæn: tjek, at armlænene kan komme ind under bordpladen, hvis stolene skal kunne skubbes ind.",
          "Barstole: til en køkkenø eller et bord på ca. 90 cm passer en siddehøjde på 65 cm, til en bardisk på ca. 105 cm en siddehøjde på 75 cm.",
        ],
      },
      {
        heading: "Sofaer og lænestole",
        items: [
          "Siddehøjde: 42–45 cm er behageligt for de fleste. Et højere sæde er lettere at rejse sig fra.",
          "En siddedybde på 52–56 cm giver en mere opret siddestilling – godt til samtale og til dem, der er lidt mindre.",
          "En siddedybde på 58–65 cm passer til høje personer og til dem, der vil sidde dybt med benene trukket op. Bliver det for dybt, hjælper et par ekstra ryghynder.",
          "Sofaens bredde: 2-personers ca. 160–185 cm, 3-personers ca. 205–235 cm, 4-personers ca. 250–290 cm.",
        ],
      },
      {
        heading: "Spisebordets størrelse",
        paragraphs: [
          "Regn med ca. 60 cm bordkant pr. person, 70 cm hvis stolene har armlæn. En bordbredde på 90–100 cm giver plads til fade og skåle på midten.",
          "Vores spiseborde fås i længderne 160, 200 og 240 cm og som runde borde med en diameter på 120 cm. Et bord på 160 cm har god plads til fire personer og til seks, hvis I sidder tæt, 200 cm har plads til seks og til otte med stole ved enderne, og 240 cm har god plads til otte.",
        ],
        items: [
          "4 personer: mindst 120 × 80 cm, eller et rundt bord med en diameter på 110–120 cm",
          "6 personer: 180 × 90 cm",
          "8 personer: 220–240 × 100 cm",
        ],
      },
      {
        heading: "Fri plads omkring spisebordet",
        paragraphs: ["Lad der være ca. 90 cm fra bordkanten til væggen eller andre møbler, så man kan trække stolen ud, sætte sig og gå bag om dem, der sidder ned. Hvor ingen skal forbi, er 70–75 cm nok. Et bord på 180 × 90 cm kræver altså et gulvareal på ca. 360 × 270 cm."],
      },
      {
        heading: "Parasollens størrelse",
        paragraphs: [
          "Vælg en parasol, der er ca. en meter større end bordet, så skyggen også rækker til dem, der sidder ved kanterne, og når solen står lavt. Vores parasoller fås med en diameter på 250, 300 og 350 cm.",
          "En hængeparasol holder pladsen under skærmen fri og passer godt over et loungesæt. Vælg en parasolfod, der er tung nok til parasollens størrelse og til, hvor meget det blæser, hvor den skal stå.",
        ],
        items: [
          "Rundt bord med en diameter på 80–120 cm (2–4 personer): parasol Ø 250 cm",
          "Bord på 120–180 cm (4–6 personer): parasol Ø 300 cm",
          "Bord på 200–240 cm (6–8 personer): parasol Ø 350 cm eller to mindre parasoller",
        ],
      },
      {
        heading: "Sengestørrelser i Norden",
        paragraphs: ["Senge, madrasser og sengetøj har delvis forskellige standardmål i de nordiske lande, så tjek målene, hvis du handler i flere lande. Længden er næsten altid 200 cm, og mange senge fås også i 210 cm til dem, der er høje."],
        items: [
          "Danmark: enkeltseng 80 eller 90 cm, 140 cm, dobbeltseng 160 eller 180 cm",
          "Sverige: enkeltseng 80, 90 eller 105 cm, bred enkeltseng 120 eller 140 cm, dobbeltseng 160 eller 180 cm",
          "Norge: enkeltseng 75 eller 90 cm, 120 cm, dobbeltseng 150, 160 eller 180 cm",
          "Finland: enkeltseng 80 eller 90 cm, 120 cm, dobbeltseng 140, 160 eller 180 cm",
        ],
      },
    ]),
    no: page("Størrelsesguide", "Mål opp før du bestiller: rommet, dører, trappeoppgang og heis, setehøyde og setedybde, spisebord etter antall personer, parasollstørrelse og nordiske sengemål.", "størrelsesguide, mål, måle sofa, dørbredde, trappeoppgang, heis, setehøyde, setedybde, spisebord størrelse, parasoll størrelse, sengestørrelser", [
      { paragraphs: ["Et møbel som ser passe stort ut i et showroom, kan ta mer plass hjemme. Med noen minutters oppmåling slipper du overraskelser – både i rommet og på veien inn. Alle mål på produktsidene våre er i centimeter: bredde, dybde og høyde, og for stoler og sofaer også setehøyde og setedybde."] },
      {
        heading: "Mål opp rommet",
        items: [
          "Mål lengden og bredden på rommet, og tegn inn hvor dører, vinduer, ovner og stikkontakter sitter.",
          "Marker møbelets mål på gulvet med malertape, eller legg ut papp i samme størrelse – da ser du hvor mye plass det tar.",
          "La det være 80–90 cm fri gangsone der man ofte går forbi, og minst 60 cm der man bare går innimellom.",
          "Sett sofabordet 40–50 cm fra forkanten av sofaen, så når du det uten at det blir trangt.",
          "Sjekk takhøyde, vinduskarmer og skråtak hvis møbelet er høyt.",
        ],
      },
      {
        heading: "Kommer sofaen inn? Mål veien inn",
        paragraphs: [
          "Gå gjennom hele veien fra gaten til rommet før du bestiller en sofa eller et annet stort møbel. Sammenlign med de to minste målene på møbelet – som regel dybde og høyde – og legg til noen centimeter for emballasjen.",
          "Er du usikker? Send målene til kundeservice, så hjelper vi deg. Ved hjemlevering kan du også bestille innbæring, så bærer vi møbelet inn i riktig rom.",
        ],
        items: [
          "Dører: mål den frie bredden med døren helt åpen, fra karmen til dørbladet, og den frie høyden. Husk inngangsdør, leilighetsdør og innvendige dører.",
          "Kommer ikke møbelet rett inn, kan det ofte bæres inn på høykant eller vippes gjennom døren. Mål da den diagonale dybden på sofaen, og sammenlign med den frie bredden i døren.",
          "Trappeoppgang: mål bredden på trappen, den frie høyden opp til taket eller trappen over og svinger og reposer der møbelet må snus.",
          "Heis: mål bredden og høyden på heisdøren og bredden, dybden, høyden og diagonalen i heisen. En sofa kan ofte stå på høykant i en heis som er høy nok.",
          "Ganger og hjørner: mål bredden der møbelet må svinge.",
          "Kan bena skrus av, blir møbelet noen centimeter lavere.",
        ],
      },
      {
        heading: "Spisestoler og barkrakker",
        items: [
          "De fleste spisebord er 72–75 cm høye. Til dem passer stoler med en setehøyde på 44–47 cm.",
          "Avstanden fra setet til oversiden av bordplaten bør være ca. 27–30 cm. Sjekk også at det er plass til lårene under bordets sarg.",
          "En setedybde på 40–48 cm passer de fleste ved spisebordet.",
          "Stoler med armlener: sjekk at armlenene går inn under bordplaten hvis stolene skal kunne skyves inn.",
          "Barkrakker: til en benk eller kjøkkenøy på ca. 90 cm passer en setehøyde på 65 cm, til en bardisk på ca. 105 cm en setehøyde på 75 cm.",
        ],
      },
      {
        heading: "Sofaer og lenestoler",
        items: [
          "Setehøyde: 42–45 cm er behagelig for de fleste. Et høyere sete er lettere å reise seg fra.",
          "En setedybde på 52–56 cm gir en mer oppreist sittestilling – fint for samtaler og for dem som er litt lavere.",
          "En setedybde på 58–65 cm passer for høye personer og for dem som vil sitte dypt med bena trukket opp. Blir det for dypt, hjelper et par ekstra ryggputer.",
          "Bredden på sofaen: 2-seter ca. 160–185 cm, 3-seter ca. 205–235 cm, 4-seter ca. 250–290 cm.",
        ],
      },
      {
        heading: "Størrelsen på spisebordet",
        paragraphs: [
          "Regn med ca. 60 cm bordkant per person, 70 cm hvis stolene har armlener. En bordbredde på 90–100 cm gir plass til fat og boller på midten.",
          "Spisebordene våre finnes i lengdene 160, 200 og 240 cm og som runde bord med en diameter på 120 cm. Et bord på 160 cm har god plass til fire personer og til seks hvis dere sitter tett, 200 cm har plass til seks og til åtte med stoler på kortsidene, og 240 cm har god plass til åtte.",
        ],
        items: [
          "4 personer: minst 120 × 80 cm, eller et rundt bord med en diameter på 110–120 cm",
          "6 personer: 180 × 90 cm",
          "8 personer: 220–240 × 100 cm",
        ],
      },
      {
        heading: "Fri plass rundt spisebordet",
        paragraphs: ["La det være ca. 90 cm fra bordkanten til veggen eller andre møbler, slik at man kan trekke ut stolen, sette seg og gå bak dem som sitter. Der ingen skal forbi, holder det med 70–75 cm. Et bord på 180 × 90 cm trenger altså en gulvflate på ca. 360 × 270 cm."],
      },
      {
        heading: "Størrelsen på parasollen",
        paragraphs: [
          "Velg en parasoll som er ca. én meter større enn bordet, så rekker skyggen også til dem som sitter ytterst, og når solen står lavt. Parasollene våre finnes med en diameter på 250, 300 og 350 cm.",
          "En frihengende parasoll holder plassen under duken fri og passer godt over en loungegruppe. Velg en parasollfot som er tung nok for størrelsen på parasollen og for hvor mye det blåser der den skal stå.",
        ],
        items: [
          "Rundt bord med en diameter på 80–120 cm (2–4 personer): parasoll Ø 250 cm",
          "Bord på 120–180 cm (4–6 personer): parasoll Ø 300 cm",
          "Bord på 200–240 cm (6–8 personer): parasoll Ø 350 cm eller to mindre parasoller",
        ],
      },
      {
        heading: "Sengestørrelser i Norden",
        paragraphs: ["Senger, madrasser og sengetøy har delvis ulike standardmål i de nordiske landene, så sjekk målene hvis du handler fra flere land. Lengden er nesten alltid 200 cm, og mange senger finnes også i 210 cm for dem som er høye."],
        items: [
          "Norge: enkeltseng 75 eller 90 cm, 120 cm, dobbeltseng 150, 160 eller 180 cm",
          "Sverige: enkeltseng 80, 90 eller 105 cm, bred enkeltseng 120 eller 140 cm, dobbeltseng 160 eller 180 cm",
          "Danmark: enkeltseng 80 eller 90 cm, 140 cm, dobbeltseng 160 eller 180 cm",
          "Finland: enkeltseng 80 eller 90 cm, 120 cm, dobbeltseng 140, 160 eller 180 cm",
        ],
      },
    ]),
    fi: page("Kokoopas", "Mittaa ennen kuin tilaat: huone, ovet, porraskäytävä ja hissi, istuinkorkeus ja istuinsyvyys, ruokapöydän koko hengen mukaan, aurinkovarjon koko ja pohjoismaiset sänkykoot.", "kokoopas, mitat, sohvan mittaaminen, oven leveys, porraskäytävä, hissi, istuinkorkeus, istuinsyvyys, ruokapöydän koko, aurinkovarjon koko, sänkykoot", [
      { paragraphs: ["Huonekalu, joka näyttää myymälässä sopivan kokoiselta, voi viedä kotona enemmän tilaa. Muutaman minuutin mittaamisella vältät yllätykset sekä huoneessa että matkalla sisään. Kaikki tuotesivujemme mitat ovat senttimetreinä: leveys, syvyys ja korkeus sekä tuoleissa ja sohvissa myös istuinkorkeus ja istuinsyvyys."] },
      {
        heading: "Mittaa huone",
        items: [
          "Mittaa huoneen pituus ja leveys ja merkitse pohjapiirrokseen ovet, ikkunat, patterit ja pistorasiat.",
          "Merkitse huonekalun ala lattiaan maalarinteipillä tai levitä lattialle samankokoinen pahvi – näet heti, paljonko tilaa se vie.",
          "Jätä kulkureiteille 80–90 cm tilaa siellä, missä kuljetaan usein, ja vähintään 60 cm siellä, missä kuljetaan vain harvoin.",
          "Sijoita sohvapöytä 40–50 cm:n päähän sohvan etureunasta, niin ulotut siihen helposti, eikä tila käy ahtaaksi.",
          "Tarkista korkean huonekalun kohdalla huonekorkeus, ikkunalaudat ja vinot katot.",
        ],
      },
      {
        heading: "Mahtuuko sohva sisään? Mittaa reitti",
        paragraphs: [
          "Käy koko reitti kadulta huoneeseen läpi ennen kuin tilaat sohvan tai muun suuren huonekalun. Vertaa mittoja huonekalun kahteen pienimpään mittaan – yleensä syvyyteen ja korkeuteen – ja lisää pakkaukselle muutama senttimetri.",
          "Oletko epävarma? Lähetä mitat asiakaspalveluumme, niin autamme. Kotiinkuljetuksen yhteydessä voit myös tilata sisäänkannon, jolloin kannamme huonekalun oikeaan huoneeseen.",
        ],
        items: [
          "Ovet: mittaa vapaa leveys oven ollessa kokonaan auki, karmista ovilehteen, sekä vapaa korkeus. Muista ulko-ovi, asunnon ovi ja väliovet.",
          "Jos huonekalu ei mahdu suoraan sisään, sen voi usein kantaa pystyasennossa tai kallistaa oviaukosta. Mittaa silloin sohvan lävistäjäsyvyys ja vertaa sitä oven vapaaseen leveyteen.",
          "Porraskäytävä: mittaa portaiden leveys, vapaa korkeus kattoon tai yläpuolisiin portaisiin sekä käännökset ja välitasanteet, joilla huonekalu pitää kääntää.",
          "Hissi: mittaa hissin oven leveys ja korkeus sekä hissikorin leveys, syvyys, korkeus ja lävistäjä. Sohva mahtuu usein pystyyn hissiin, joka on tarpeeksi korkea.",
          "Käytävät ja kulmat: mittaa leveys kohdista, joissa huonekalua pitää kääntää.",
          "Jos jalat voi irrottaa, huonekalu madaltuu muutamalla senttimetrillä.",
        ],
      },
      {
        heading: "Ruokatuolit ja baarijakkarat",
        items: [
          "Useimmat ruokapöydät ovat 72–75 cm korkeita. Niihin sopivat tuolit, joiden istuinkorkeus on 44–47 cm.",
          "Istuimen ja pöytälevyn yläpinnan väliin kannattaa jättää noin 27–30 cm. Tarkista myös, että reisille jää tilaa pöydän kehyksen alle.",
          "Useimmille sopii ruokapöydän ääressä 40–48 cm:n istuinsyvyys.",
          "Käsinojalliset tuolit: tarkista, että käsinojat mahtuvat pöytälevyn alle, jos tuolit halutaan työntää pöydän alle.",
          "Baarijakkarat: noin 90 cm korkeaan työtasoon tai keittiösaarekkeeseen sopii 65 cm:n istuinkorkeus, noin 105 cm korkeaan baaritiskiin 75 cm:n istuinkorkeus.",
        ],
      },
      {
        heading: "Sohvat ja nojatuolit",
        items: [
          "Istuinkorkeus: 42–45 cm on useimmille mukava. Korkeammalta istuimelta on helpompi nousta.",
          "52–56 cm:n istuinsyvyys antaa ryhdikkäämmän istuma-asennon – hyvä keskusteluun ja lyhyemmille istujille.",
          "58–65 cm:n istuinsyvyys sopii pitkille ja niille, jotka haluavat istua syvällä jalat ylhäällä. Jos istuin tuntuu liian syvältä, lisätyynyt auttavat.",
          "Sohvan leveys: 2-istuttava n. 160–185 cm, 3-istuttava n. 205–235 cm, 4-istuttava n. 250–290 cm.",
        ],
      },
      {
        heading: "Ruokapöydän koko",
        paragraphs: [
          "Varaa noin 60 cm pöydän reunaa henkeä kohden, käsinojallisille tuoleille 70 cm. 90–100 cm:n levyiseen pöytään mahtuvat tarjoiluastiat keskelle.",
          "Ruokapöytiämme on saatavana 160, 200 ja 240 cm pitkinä sekä pyöreinä, halkaisijaltaan 120 cm. 160 cm:n pöydän ääreen mahtuu väljästi neljä henkeä ja tiiviisti kuusi, 200 cm:n pöydän ääreen kuusi ja päätyihin tuolit lisäämällä kahdeksan, ja 240 cm:n pöydän ääreen väljästi kahdeksan.",
        ],
        items: [
          "4 henkeä: vähintään 120 × 80 cm tai pyöreä pöytä, halkaisija 110–120 cm",
          "6 henkeä: 180 × 90 cm",
          "8 henkeä: 220–240 × 100 cm",
        ],
      },
      {
        heading: "Vapaa tila ruokapöydän ympärillä",
        paragraphs: ["Jätä pöydän reunasta seinään tai muihin huonekaluihin noin 90 cm, jotta tuolin voi vetää ulos, istuutua ja kulkea istujien takaa. Jos takaa ei tarvitse kulkea, 70–75 cm riittää. Esimerkiksi 180 × 90 cm:n pöytä tarvitsee siis noin 360 × 270 cm:n lattiapinta-alan."],
      },
      {
        heading: "Aurinkovarjon koko",
        paragraphs: [
          "Valitse aurinkovarjo, joka on noin metrin pöytää suurempi, niin varjo riittää myös reunoilla istuville ja auringon paistaessa matalalta. Aurinkovarjojamme on saatavana halkaisijaltaan 250, 300 ja 350 cm.",
          "Riippuva aurinkovarjo jättää tilan varjon alla vapaaksi ja sopii hyvin loungeryhmän ylle. Valitse jalusta, joka on tarpeeksi painava varjon kokoon ja paikan tuulisuuteen nähden.",
        ],
        items: [
          "Pyöreä pöytä, halkaisija 80–120 cm (2–4 henkeä): aurinkovarjo Ø 250 cm",
          "Pöytä 120–180 cm (4–6 henkeä): aurinkovarjo Ø 300 cm",
          "Pöytä 200–240 cm (6–8 henkeä): aurinkovarjo Ø 350 cm tai kaksi pienempää varjoa",
        ],
      },
      {
        heading: "Sänkykoot Pohjoismaissa",
        paragraphs: ["Sänkyjen, patjojen ja vuodevaatteiden vakiomitat vaihtelevat jonkin verran Pohjoismaiden välillä, joten tarkista mitat, jos ostat eri maista. Pituus on lähes aina 200 cm, ja monia sänkyjä saa pitkille myös 210 cm pitkinä."],
        items: [
          "Suomi: yhden hengen sänky 80 tai 90 cm, 120 cm, parisänky 140, 160 tai 180 cm",
          "Ruotsi: yhden hengen sänky 80, 90 tai 105 cm, leveä yhden hengen sänky 120 tai 140 cm, parisänky 160 tai 180 cm",
          "Norja: yhden hengen sänky 75 tai 90 cm, 120 cm, parisänky 150, 160 tai 180 cm",
          "Tanska: yhden hengen sänky 80 tai 90 cm, 140 cm, parisänky 160 tai 180 cm",
        ],
      },
    ]),
  },
  delivery: {
    se: page("Leverans", "Hemleverans med bokad dag och tid, utlämningsställe eller hämtning i våra showrooms – med priser, leveranstider och tilläggstjänster.", "leverans, hemleverans, leveranstid, tidsfönster, boka leverans, utlämningsställe, hämta i showroom, inbärning, montering, bortforsling, frakt", [
      {
        paragraphs: ["Du väljer leveranssätt i kassan. Vilka sätt du kan välja beror på vad du handlar: stora och tunga möbler kör vi hem till dig med lastbil, eller så hämtar du dem i något av våra showrooms. Mindre paket kan även skickas till ett utlämningsställe nära dig. Priserna gäller per order och är inklusive moms."],
        items: [
          "Hemleverans med lastbil, bokad dag och tid: 695 kr",
          "Utlämningsställe, för paket upp till 20 kg: 99 kr",
          "Standardpaket, för paket upp till 20 kg: 5 kr",
          "Hämtning i showroom i Göteborg, Mölndal, Tyresö eller Karlstad: kostnadsfritt",
        ],
      },
      {
        heading: "Hemleverans med bokad tid",
        paragraphs: [
          "Hemleveransen körs med lastbil och tar alla storlekar, från en pall till en fyrsitssoffa. Vi levererar måndag till lördag mellan klockan 10 och 22, men inte på söndagar. I kassan väljer du själv leveransdag, tidigast dagen efter beställningen och högst 14 dagar framåt, och ett av tre tidsfönster om fyra timmar.",
          "Någon behöver vara hemma under hela tidsfönstret för att ta emot leveransen. Vill du att vi bär in möblerna till rätt rum, monterar dem eller tar med dina gamla möbler väljer du det som tilläggstjänst i kassan.",
          "Har du både varor i lager och varor som ska beställas hem kan du i kassan välja att få lagervarorna först, som en delleverans.",
        ],
        items: ["Hemleverans klockan 10–14", "Hemleverans klockan 14–18", "Hemleverans klockan 18–22"],
      },
      {
        heading: "Boka om leveransen",
        paragraphs: [
          "I orderbekräftelsen som vi mejlar till dig finns en bokningslänk till din hemleverans. Länken fungerar i 14 dagar från beställningsdagen. Där ser du den bokade tiden och kan flytta leveransen till en annan dag och ett annat tidsfönster, från och med i morgon och upp till 14 dagar framåt.",
          "Flyttar du leveransen dagen före den bokade dagen kan en avbokningsavgift tillkomma, eftersom transportören planerar sina rutter kvällen innan. Du får då godkänna avgiften innan ändringen sparas. På själva leveransdagen går det inte längre att boka om – kontakta kundtjänst, liksom om länken har slutat fungera.",
        ],
      },
      {
        heading: "Utlämningsställe",
        paragraphs: [
          "Får allt i din order plats i paket som väger högst 20 kg och mäter högst 150 × 70 × 70 cm kan du hämta ut det på ett utlämningsställe. Skriv ditt postnummer i kassan, så visar vi de fem närmaste utlämningsställena inom 50 km, med adress och öppettider. Utlämningsstället du väljer står i orderbekräftelsen.",
          "Är någon vara i ordern större eller tyngre än så, eller finns inget utlämningsställe inom 50 km från ditt postnummer, visas inte alternativet. Välj då hemleverans eller hämtning i showroom. Samma storleksgräns gäller för standardpaket.",
        ],
      },
      {
        heading: "Hämta i showroom",
        paragraphs: [
          "Du kan hämta din order kostnadsfritt i något av våra fyra showrooms: Hisingen i Göteborg, Kållered i Mölndal, Tyresö och City Karlstad. Välj showroom i kassan. Här finns ingen storleksgräns, så även soffor och stora matbord kan hämtas.",
          "Lagervaror är normalt klara att hämta inom 1–3 arbetsdagar. Ta med ordernumret och se till att bilen eller släpet rymmer möblerna. Showroomen har öppet vardagar 10–18, lördagar 10–16 och söndagar 11–16.",
        ],
      },
      {
        heading: "Tilläggstjänster vid hemleverans",
        paragraphs: ["När vi ändå kommer hem till dig kan vi hjälpa till med mer. Tilläggstjänsterna väljer du i kassan, och priset gäller per order. De utförs av lastbilens besättning och finns därför bara vid hemleverans: byter du till utlämningsställe eller hämtning i showroom tas de bort."],
        items: [
          "Inbärning till rummet: 395 kr – vi bär in allt till det rum du vill ha det i",
          "Montering på plats: 695 kr – vi monterar möblerna och tar med emballaget",
          "Bortforsling av en gammal möbel: 295 kr",
          "Bortforsling av två till fyra gamla möbler: 595 kr – vi tar dem till återvinning",
        ],
      },
      {
        heading: "Leveranstider",
        paragraphs: ["Leveranstiderna gäller varor i lager och räknas från beställningen. För varor som inte finns i lager visas den beräknade leveranstiden på produktsidan, till exempel 2–4 veckor."],
        items: [
          "Leveranstid för hemleverans: den dag du bokar, tidigast dagen efter beställningen",
          "Leveranstid för hämtning i showroom: 1–3 arbetsdagar",
          "Leveranstid till utlämningsställe: 2–4 arbetsdagar",
          "Leveranstid för standardpaket: 3–5 arbetsdagar",
        ],
      },
      {
        heading: "Vanliga frågor",
        faq: [
          { question: "Levererar ni på söndagar?", answer: "Nej. Hemleveranser körs måndag till lördag mellan klockan 10 och 22." },
          { question: "Kan jag få montering om jag hämtar själv?", answer: "Nej. Inbärning, montering och bortforsling görs av lastbilens besättning och finns bara vid hemleverans." },
          { question: "Varför kan jag inte välja utlämningsställe?", answer: "Minst en vara i ordern är för stor eller för tung för ett paket (högst 20 kg och 150 × 70 × 70 cm), eller så finns inget utlämningsställe inom 50 km från ditt postnummer. Välj hemleverans eller hämtning i showroom." },
          { question: "Kommer soffan in genom dörren?", answer: "Mät dörrar, trapphus och hiss innan du beställer – i vår storleksguide visar vi hur. Beställ gärna inbärning, så bär vi in möbeln till rätt rum." },
        ],
      },
    ]),
    dk: page("Levering", "Levering til døren med booket dag og tidsrum eller afhentning i en pakkeshop – med priser, leveringstider og tilvalg.", "levering, levering til døren, leveringstid, tidsrum, book levering, pakkeshop, indbæring, montering, bortskaffelse, fragt", [
      {
        paragraphs: ["Du vælger leveringsmåde i kassen. Hvilke muligheder du får, afhænger af, hvad du køber: store og tunge møbler kører vi ud til dig med lastbil, mens mindre pakker også kan sendes til en pakkeshop i nærheden. Priserne gælder pr. ordre og er inklusive moms."],
        items: [
          "Levering til døren med lastbil, booket dag og tidsrum: 495 kr.",
          "Pakkeshop, for pakker op til 20 kg: 69 kr.",
          "Standardpakke, for pakker op til 20 kg: 5 kr.",
        ],
      },
      {
        heading: "Levering til døren med booket tid",
        paragraphs: [
          "Levering til døren sker med lastbil og omfatter alle størrelser – fra en puf til en 4-personers sofa. Vi leverer mandag til lørdag mellem kl. 10 og 22, men ikke om søndagen. I kassen vælger du selv leveringsdagen, tidligst dagen efter din bestilling og højst 14 dage frem, og et af tre tidsrum på fire timer.",
          "Der skal være nogen hjemme i hele tidsrummet til at tage imod leveringen. Vil du have, at vi bærer møblerne ind i det rigtige rum, samler dem eller tager dine gamle møbler med, vælger du det som tilvalg i kassen.",
          "Har du både varer på lager og varer, der skal bestilles hjem, kan du i kassen vælge at få lagervarerne først som en delleverance.",
        ],
        items: ["Levering til døren kl. 10–14", "Levering til døren kl. 14–18", "Levering til døren kl. 18–22"],
      },
      {
        heading: "Flyt din levering",
        paragraphs: [
          "I ordrebekræftelsen, som vi sender på e-mail, er der et bookinglink til din levering. Linket virker i 14 dage fra bestillingsdagen. Her kan du se den bookede tid og flytte leveringen til en anden dag og et andet tidsrum, fra i morgen og op til 14 dage frem.",
          "Flytter du leveringen dagen før den bookede dag, kan der komme et afbestillingsgebyr, fordi fragtfirmaet planlægger sine ruter aftenen før. Du skal i så fald acceptere gebyret, før ændringen gemmes. På selve leveringsdagen kan leveringen ikke længere flyttes – kontakt kundeservice, også hvis linket er udløbet.",
        ],
      },
      {
        heading: "Pakkeshop",
        paragraphs: [
          "Kan hele din ordre sendes i pakker på højst 20 kg og højst 150 × 70 × 70 cm, kan du hente den i en pakkeshop. Skriv dit postnummer i kassen, så viser vi de fem nærmeste pakkeshops inden for 50 km med adresse og åbningstider. Den pakkeshop, du vælger, står i ordrebekræftelsen.",
          "Er en vare i ordren større eller tungere end det, eller er der ingen pakkeshop inden for 50 km fra dit postnummer, vises muligheden ikke. Vælg i stedet levering til døren. Den samme størrelsesgrænse gælder for standardpakker.",
        ],
      },
      {
        heading: "Afhentning i showroom",
        paragraphs: ["Vores fire showrooms ligger i Sverige – i Göteborg, Mölndal, Tyresö og Karlstad. Afhentning i showroom tilbydes derfor kun ved køb i vores svenske webshop. Du er naturligvis velkommen til at kigge forbi og prøvesidde."],
      },
      {
        heading: "Tilvalg ved levering til døren",
        paragraphs: ["Når vi alligevel kommer hjem til dig, kan vi hjælpe med mere. Tilvalgene vælger du i kassen, og prisen gælder pr. ordre. De udføres af chaufførerne på lastbilen og fås derfor kun ved levering til døren: skifter du til pakkeshop, fjernes de."],
        items: [
          "Indbæring til rummet: 295 kr. – vi bærer alt ind i det rum, du ønsker",
          "Montering på stedet: 495 kr. – vi samler møblerne og tager emballagen med",
          "Bortskaffelse af ét gammelt møbel: 225 kr.",
          "Bortskaffelse af to til fire gamle møbler: 445 kr. – vi tager dem med til genbrug",
        ],
      },
      {
        heading: "Leveringstider",
        paragraphs: ["Leveringstiderne gælder varer på lager og regnes fra bestillingen. For varer, der ikke er på lager, står den forventede leveringstid på produktsiden, for eksempel 2–4 uger."],
        items: [
          "Leveringstid ved levering til døren: den dag, du booker, tidligst dagen efter bestillingen",
          "Leveringstid til pakkeshop: 2–4 hverdage",
          "Leveringstid for standardpakke: 3–5 hverdage",
        ],
      },
      {
        heading: "Ofte stillede spørgsmål",
        faq: [
          { question: "Leverer I om søndagen?", answer: "Nej. Vi leverer til døren mandag til lørdag mellem kl. 10 og 22." },
          { question: "Kan jeg få montering, hvis jeg henter i en pakkeshop?", answer: "Nej. Indbæring, montering og bortskaffelse udføres af chaufførerne og fås kun ved levering til døren." },
          { question: "Hvorfor kan jeg ikke vælge pakkeshop?", answer: "Mindst én vare i ordren er for stor eller for tung til en pakke (højst 20 kg og 150 × 70 × 70 cm), eller også er der ingen pakkeshop inden for 50 km fra dit postnummer. Vælg levering til døren." },
          { question: "Kan sofaen komme ind ad døren?", answer: "Mål døre, trappeopgang og elevator, før du bestiller – i vores størrelsesguide viser vi hvordan. Vælg gerne indbæring, så bærer vi møblet ind i det rigtige rum." },
        ],
      },
    ]),
    no: page("Levering", "Hjemlevering med avtalt dag og tidsvindu eller henting på et hentested – med priser, leveringstider og tilleggstjenester.", "levering, hjemlevering, leveringstid, tidsvindu, bestille levering, hentested, innbæring, montering, bortkjøring, frakt", [
      {
        paragraphs: ["Du velger leveringsmåte i kassen. Hvilke valg du får, avhenger av hva du kjøper: store og tunge møbler kjører vi hjem til deg med lastebil, mens mindre pakker også kan sendes til et hentested i nærheten. Prisene gjelder per ordre og er inkludert mva."],
        items: [
          "Hjemlevering med lastebil, avtalt dag og tidsvindu: 695 kr",
          "Hentested, for pakker opptil 20 kg: 99 kr",
          "Standardpakke, for pakker opptil 20 kg: 5 kr",
        ],
      },
      {
        heading: "Hjemlevering til avtalt tid",
        paragraphs: [
          "Hjemleveringen skjer med lastebil og tar alle størrelser – fra en puff til en 4-seter. Vi leverer mandag til lørdag mellom klokken 10 og 22, men ikke på søndager. I kassen velger du selv leveringsdag, tidligst dagen etter bestillingen og senest 14 dager frem i tid, og ett av tre tidsvinduer på fire timer.",
          "Noen må være hjemme i hele tidsvinduet for å ta imot leveransen. Vil du at vi bærer møblene inn i riktig rom, monterer dem eller tar med de gamle møblene dine, velger du det som tilleggstjeneste i kassen.",
          "Har du både varer på lager og varer som må bestilles hjem, kan du i kassen velge å få lagervarene først som en delleveranse.",
        ],
        items: ["Hjemlevering klokken 10–14", "Hjemlevering klokken 14–18", "Hjemlevering klokken 18–22"],
      },
      {
        heading: "Endre leveringstiden",
        paragraphs: [
          "I ordrebekreftelsen vi sender på e-post, finner du en bestillingslenke til hjemleveringen din. Lenken virker i 14 dager fra bestillingsdagen. Der ser du den avtalte tiden og kan flytte leveringen til en annen dag og et annet tidsvindu, fra i morgen og opptil 14 dager frem i tid.",
          "Flytter du leveringen dagen før den avtalte dagen, kan det påløpe et avbestillingsgebyr, fordi transportøren planlegger rutene sine kvelden før. Du må i så fall godta gebyret før endringen lagres. På selve leveringsdagen kan leveringen ikke lenger flyttes – kontakt kundeservice, også hvis lenken har sluttet å virke.",
        ],
      },
      {
        heading: "Hentested",
        paragraphs: [
          "Får alt i ordren plass i pakker på høyst 20 kg og høyst 150 × 70 × 70 cm, kan du hente den på et hentested. Skriv inn postnummeret ditt i kassen, så viser vi de fem nærmeste hentestedene innen 50 km med adresse og åpningstider. Hentestedet du velger, står i ordrebekreftelsen.",
          "Er en vare i ordren større eller tyngre enn dette, eller finnes det ikke noe hentested innen 50 km fra postnummeret ditt, vises ikke valget. Velg da hjemlevering. Den samme størrelsesgrensen gjelder for standardpakker.",
        ],
      },
      {
        heading: "Henting i showroom",
        paragraphs: ["De fire showroomene våre ligger i Sverige – i Göteborg, Mölndal, Tyresö og Karlstad. Henting i showroom tilbys derfor bare ved kjøp i den svenske nettbutikken vår. Du er selvsagt velkommen innom for å se og prøvesitte."],
      },
      {
        heading: "Tilleggstjenester ved hjemlevering",
        paragraphs: ["Når vi likevel kommer hjem til deg, kan vi hjelpe med mer. Tilleggstjenestene velger du i kassen, og prisen gjelder per ordre. De utføres av sjåførene på lastebilen og fås derfor bare ved hjemlevering: bytter du til hentested, fjernes de."],
        items: [
          "Innbæring til rommet: 395 kr – vi bærer alt inn i rommet du vil ha det i",
          "Montering på stedet: 695 kr – vi monterer møblene og tar med emballasjen",
          "Bortkjøring av ett gammelt møbel: 295 kr",
          "Bortkjøring av to til fire gamle møbler: 595 kr – vi leverer dem til gjenvinning",
        ],
      },
      {
        heading: "Leveringstider",
        paragraphs: ["Leveringstidene gjelder varer på lager og regnes fra bestillingen. For varer som ikke er på lager, står forventet leveringstid på produktsiden, for eksempel 2–4 uker."],
        items: [
          "Leveringstid for hjemlevering: dagen du velger, tidligst dagen etter bestillingen",
          "Leveringstid til hentested: 2–4 virkedager",
          "Leveringstid for standardpakke: 3–5 virkedager",
        ],
      },
      {
        heading: "Ofte stilte spørsmål",
        faq: [
          { question: "Leverer dere på søndager?", answer: "Nei. Hjemlevering skjer mandag til lørdag mellom klokken 10 og 22." },
          { question: "Kan jeg få montering hvis jeg henter på et hentested?", answer: "Nei. Innbæring, montering og bortkjøring utføres av sjåførene og fås bare ved hjemlevering." },
          { question: "Hvorfor kan jeg ikke velge hentested?", answer: "Minst én vare i ordren er for stor eller for tung for en pakke (høyst 20 kg og 150 × 70 × 70 cm), eller så finnes det ikke noe hentested innen 50 km fra postnummeret ditt. Velg hjemlevering." },
          { question: "Kommer sofaen inn døren?", answer: "Mål dører, trappeoppgang og heis før du bestiller – i størrelsesguiden vår viser vi hvordan. Bestill gjerne innbæring, så bærer vi møbelet inn i riktig rom." },
        ],
      },
    ]),
    fi: page("Toimitus", "Kotiinkuljetus valitsemanasi päivänä ja aikaikkunassa tai nouto noutopisteestä – hinnat, toimitusajat ja lisäpalvelut.", "toimitus, kotiinkuljetus, toimitusaika, aikaikkuna, toimituksen varaus, noutopiste, sisäänkanto, kokoaminen, vanhojen huonekalujen poisvienti, rahti", [
      {
        paragraphs: ["Valitset toimitustavan kassalla. Valittavissa olevat tavat riippuvat ostoksistasi: suuret ja painavat huonekalut tuomme kotiisi kuorma-autolla, ja pienemmät paketit voidaan lähettää myös lähelläsi olevaan noutopisteeseen. Hinnat ovat tilauskohtaisia ja sisältävät arvonlisäveron."],
        items: [
          "Kotiinkuljetus kuorma-autolla valitsemanasi päivänä ja aikaikkunassa: 59,00 €",
          "Noutopiste, enintään 20 kg:n paketeille: 9,90 €",
          "Vakiopaketti, enintään 20 kg:n paketeille: 5,00 €",
        ],
      },
      {
        heading: "Kotiinkuljetus sovittuna aikana",
        paragraphs: [
          "Kotiinkuljetus tehdään kuorma-autolla, ja se sopii kaikenkokoisille tuotteille rahista 4-istuttavaan sohvaan. Toimitamme maanantaista lauantaihin klo 10–22, emme sunnuntaisin. Valitset kassalla itse toimituspäivän, aikaisintaan tilausta seuraavan päivän ja enintään 14 päivän päähän, sekä yhden kolmesta neljän tunnin aikaikkunasta.",
          "Jonkun on oltava kotona koko aikaikkunan ajan vastaanottamassa toimitusta. Jos haluat, että kannamme huonekalut oikeaan huoneeseen, kokoamme ne tai viemme vanhat huonekalusi pois, valitse lisäpalvelu kassalla.",
          "Jos tilauksessasi on sekä varastossa olevia että tilattavia tuotteita, voit kassalla valita, että varastossa olevat tuotteet toimitetaan ensin osatoimituksena.",
        ],
        items: ["Kotiinkuljetus klo 10–14", "Kotiinkuljetus klo 14–18", "Kotiinkuljetus klo 18–22"],
      },
      {
        heading: "Toimitusajan siirtäminen",
        paragraphs: [
          "Sähköpostitse lähettämässämme tilausvahvistuksessa on kotiinkuljetuksen varauslinkki. Linkki toimii 14 päivää tilauspäivästä. Sen kautta näet varatun ajan ja voit siirtää toimituksen toiseen päivään ja aikaikkunaan, huomisesta alkaen enintään 14 päivän päähän.",
          "Jos siirrät toimitusta varattua päivää edeltävänä päivänä, voimme periä peruutusmaksun, koska kuljetusliike suunnittelee reittinsä edellisenä iltana. Sinun on silloin hyväksyttävä maksu ennen kuin muutos tallentuu. Itse toimituspäivänä toimitusta ei voi enää siirtää – ota yhteyttä asiakaspalveluun, samoin jos linkki on vanhentunut.",
        ],
      },
      {
        heading: "Noutopiste",
        paragraphs: [
          "Jos koko tilauksesi mahtuu paketteihin, jotka painavat enintään 20 kg ja ovat kooltaan enintään 150 × 70 × 70 cm, voit noutaa sen noutopisteestä. Kirjoita postinumerosi kassalla, niin näytämme viisi lähintä noutopistettä 50 km:n säteellä osoitteineen ja aukioloaikoineen. Valitsemasi noutopiste näkyy tilausvahvistuksessa.",
          "Jos jokin tilauksen tuotteista on tätä suurempi tai painavampi tai 50 km:n säteellä postinumerostasi ei ole noutopistettä, vaihtoehtoa ei näytetä. Valitse silloin kotiinkuljetus. Sama kokoraja koskee vakiopaketteja.",
        ],
      },
      {
        heading: "Nouto myymälästä",
        paragraphs: ["Neljä myymäläämme sijaitsevat Ruotsissa – Göteborgissa, Mölndalissa, Tyresössä ja Karlstadissa. Myymälänoutoa tarjotaan siksi vain Ruotsin verkkokaupan tilauksiin. Olet silti aina tervetullut tutustumaan ja koeistumaan."],
      },
      {
        heading: "Kotiinkuljetuksen lisäpalvelut",
        paragraphs: ["Kun tulemme kuitenkin kotiisi, voimme auttaa enemmänkin. Lisäpalvelut valitaan kassalla, ja hinta on tilauskohtainen. Palvelut tekee kuorma-auton kuljetushenkilöstö, joten niitä on saatavana vain kotiinkuljetuksen yhteydessä: jos vaihdat noutopisteeseen, ne poistuvat tilauksesta."],
        items: [
          "Sisäänkanto huoneeseen: 39,00 € – kannamme kaiken haluamaasi huoneeseen",
          "Kokoaminen paikan päällä: 69,00 € – kokoamme huonekalut ja viemme pakkaukset mennessämme",
          "Yhden vanhan huonekalun poisvienti: 29,00 €",
          "Kahden–neljän vanhan huonekalun poisvienti: 59,00 € – viemme ne kierrätykseen",
        ],
      },
      {
        heading: "Toimitusajat",
        paragraphs: ["Toimitusajat koskevat varastossa olevia tuotteita, ja ne lasketaan tilauksesta. Jos tuote ei ole varastossa, arvioitu toimitusaika näkyy tuotesivulla, esimerkiksi 2–4 viikkoa."],
        items: [
          "Kotiinkuljetuksen toimitusaika: varaamasi päivä, aikaisintaan tilausta seuraava päivä",
          "Toimitusaika noutopisteeseen: 2–4 arkipäivää",
          "Vakiopaketin toimitusaika: 3–5 arkipäivää",
        ],
      },
      {
        heading: "Usein kysyttyä",
        faq: [
          { question: "Toimitatteko sunnuntaisin?", answer: "Emme. Kotiinkuljetuksia ajetaan maanantaista lauantaihin klo 10–22." },
          { question: "Saanko kokoamispalvelun, jos noudan tilauksen noutopisteestä?", answer: "Et. Sisäänkannon, kokoamisen ja poisviennin tekee kuljetushenkilöstö, joten ne ovat saatavilla vain kotiinkuljetuksen yhteydessä." },
          { question: "Miksi en voi valita noutopistettä?", answer: "Vähintään yksi tilauksen tuotteista on liian suuri tai painava pakettiin (enintään 20 kg ja 150 × 70 × 70 cm), tai 50 km:n säteellä postinumerostasi ei ole noutopistettä. Valitse kotiinkuljetus." },
          { question: "Mahtuuko sohva ovesta sisään?", answer: "Mittaa ovet, porraskäytävä ja hissi ennen tilaamista – kokooppaassamme kerromme, miten. Tilaa myös sisäänkanto, niin kannamme huonekalun oikeaan huoneeseen." },
        ],
      },
    ]),
  },
  returns: {
    se: page("Returer och reklamationer", "30 dagars fri retur, 14 dagars ångerrätt enligt lag och 3 års reklamationsrätt. Så returnerar eller reklamerar du en vara.", "retur, fri retur, ångerrätt, reklamation, reklamationsrätt, transportskada, återbetalning", [
      { paragraphs: ["Har du ångrat dig har du alltid 30 dagars fri retur från den dag du tog emot varan – dubbelt så lång tid som den ångerrätt på 14 dagar som lagen ger. Vi står för returfrakten. Är det något fel på varan gäller i stället reklamationsrätten på tre år."] },
      {
        heading: "Ångerrätt och 30 dagars fri retur",
        paragraphs: [
          "Enligt lagen om distansavtal och avtal utanför affärslokaler har du 14 dagars ångerrätt från den dag du, eller någon du har utsett, tog emot varan. Vi förlänger frivilligt tiden till 30 dagar, och du behöver inte ange något skäl.",
          "Du får undersöka varan på samma sätt som i en butik. Har den hanterats mer än så – använts, smutsats ner eller skadats – får vi göra avdrag för värdeminskningen. Returer efter de första 14 dagarna ska vara oanvända, kompletta och väl förpackade, helst i originalförpackningen.",
          "Ångerrätten gäller inte varor som har tillverkats efter dina anvisningar eller har fått en tydlig personlig prägel.",
        ],
      },
      {
        heading: "Så returnerar du",
        items: [
          "Kontakta kundtjänst inom 30 dagar från leveransdagen och uppge ordernummer och vilka varor du vill returnera. Du kan också använda Konsumentverkets standardformulär för ångerrätt.",
          "Packa varan väl, helst i originalförpackningen. Har du monterat möbeln, montera gärna isär den om det går.",
          "Större möbler hämtar vi hemma hos dig på en tid som vi bokar tillsammans. För mindre paket får du instruktioner av kundtjänst.",
          "Vi betalar tillbaka senast 14 dagar efter att du har meddelat att du ångrar köpet. Vi får vänta med återbetalningen tills vi har fått tillbaka varan eller du har visat att den är skickad.",
          "Pengarna betalas tillbaka med samma betalsätt som du använde. Betalade du vid leverans sätter vi in pengarna på det bankkonto du anger.",
          "Ångrar du hela ordern inom 14 dagar betalar vi även tillbaka leveransavgiften.",
        ],
      },
      {
        heading: "Reklamation",
        paragraphs: [
          "Om en vara är felaktig har du enligt konsumentköplagen rätt att reklamera i tre år från att du tog emot den. Ett fel som visar sig inom två år antas ha funnits redan vid leveransen, om vi inte kan visa något annat. Reklamera inom skälig tid efter att du har upptäckt felet – reklamerar du inom två månader är det alltid i tid.",
          "Vid ett fel reparerar vi varan eller levererar en ny. Går inte det får du ett prisavdrag, eller så kan du häva köpet och få pengarna tillbaka. Vi står för frakten när felet är vårt.",
        ],
        items: [
          "Skicka ordernummer, en kort beskrivning av felet och gärna bilder till kundtjänst.",
          "Vi svarar inom två arbetsdagar och berättar hur vi går vidare.",
          "Spara gärna förpackningen tills ärendet är löst.",
        ],
      },
      {
        heading: "Transportskador",
        paragraphs: ["Titta över leveransen när den kommer. Är emballaget eller varan synligt skadad, visa det för chauffören och ta gärna bilder. Kontakta oss så snart som möjligt. En skada som du upptäcker först när du packar upp kan du förstås också reklamera."],
      },
      {
        heading: "Vanliga frågor",
        faq: [
          { question: "Kostar det något att returnera?", answer: "Nej. Returer inom 30 dagar från leveransdagen är kostnadsfria, och större möbler hämtar vi hemma hos dig." },
          { question: "Kan jag returnera en möbel som jag har monterat?", answer: "Ja, inom ångerfristen på 14 dagar. Montera gärna isär den och packa den väl. Har möbeln använts eller skadats mer än vad som behövs för att prova den får vi göra avdrag för värdeminskningen." },
          { question: "När får jag pengarna tillbaka?", answer: "Senast 14 dagar efter att du har meddelat att du ångrar köpet. Vi får dock vänta tills vi har fått tillbaka varan eller du har visat att den är skickad." },
          { question: "Vad gör jag om vi inte blir överens om en reklamation?", answer: "Du kan vända dig till Allmänna reklamationsnämnden (ARN), som prövar tvister mellan konsumenter och företag utan kostnad. Läs mer i våra köpvillkor." },
        ],
      },
    ]),
    dk: page("Returnering og reklamation", "30 dages gratis returnering, 14 dages fortrydelsesret efter loven og 2 års reklamationsret. Sådan returnerer eller reklamerer du en vare.", "returnering, gratis retur, fortrydelsesret, reklamation, reklamationsret, transportskade, tilbagebetaling", [
      { paragraphs: ["Har du fortrudt dit køb, har du altid 30 dages gratis returnering fra den dag, du modtog varen – dobbelt så lang tid som den fortrydelsesret på 14 dage, som loven giver. Vi betaler returfragten. Er der fejl ved varen, gælder i stedet reklamationsretten på to år."] },
      {
        heading: "Fortrydelsesret og 30 dages gratis returnering",
        paragraphs: [
          "Efter forbrugeraftaleloven har du 14 dages fortrydelsesret fra den dag, du eller en person, du har udpeget, modtog varen. Vi forlænger frivilligt fristen til 30 dage, og du behøver ikke at give nogen begrundelse.",
          "Du må undersøge varen på samme måde som i en butik. Er den håndteret mere end det – brugt, snavset til eller beskadiget – kan vi trække værdiforringelsen fra beløbet. Returneringer efter de første 14 dage skal være ubrugte, komplette og forsvarligt pakket, helst i den originale emballage.",
          "Fortrydelsesretten gælder ikke varer, der er fremstillet efter dine specifikationer eller har fået et tydeligt personligt præg.",
        ],
      },
      {
        heading: "Sådan returnerer du",
        items: [
          "Kontakt kundeservice senest 30 dage fra leveringsdagen, og oplys dit ordrenummer og hvilke varer du vil returnere. Du kan også bruge standardfortrydelsesformularen.",
          "Pak varen forsvarligt, helst i den originale emballage. Har du samlet møblet, så skil det gerne ad igen, hvis det kan lade sig gøre.",
          "Større møbler henter vi hjemme hos dig på et tidspunkt, vi aftaler sammen. For mindre pakker får du en vejledning fra kundeservice.",
          "Vi tilbagebetaler senest 14 dage efter, at du har meddelt, at du fortryder købet. Vi må vente med tilbagebetalingen, til vi har fået varen retur, eller du har dokumenteret, at den er sendt.",
          "Pengene tilbagebetales med den betalingsmetode, du brugte. Betalte du ved levering, overfører vi beløbet til den bankkonto, du oplyser.",
          "Fortryder du hele ordren inden for 14 dage, tilbagebetaler vi også leveringsgebyret.",
        ],
      },
      {
        heading: "Reklamation",
        paragraphs: [
          "Er der en mangel ved varen, har du efter købeloven 2 års reklamationsret fra den dag, du modtog den. Du skal reklamere inden for rimelig tid, efter at du har opdaget manglen – reklamerer du inden for to måneder, er det altid rettidigt.",
          "Ved en mangel reparerer vi varen eller leverer en ny. Kan det ikke lade sig gøre, får du et forholdsmæssigt afslag, eller du kan hæve købet og få pengene tilbage. Vi betaler fragten, når fejlen er vores.",
        ],
        items: [
          "Send dit ordrenummer, en kort beskrivelse af fejlen og gerne billeder til kundeservice.",
          "Vi svarer inden for to hverdage og fortæller, hvordan vi løser sagen.",
          "Gem gerne emballagen, indtil sagen er afsluttet.",
        ],
      },
      {
        heading: "Transportskader",
        paragraphs: ["Se leveringen efter, når den kommer. Er emballagen eller varen synligt beskadiget, så vis det til chaufføren, og tag gerne billeder. Kontakt os hurtigst muligt. En skade, du først opdager, når du pakker ud, kan du naturligvis også reklamere over."],
      },
      {
        heading: "Ofte stillede spørgsmål",
        faq: [
          { question: "Koster det noget at returnere?", answer: "Nej. Returnering inden for 30 dage fra leveringsdagen er gratis, og større møbler henter vi hjemme hos dig." },
          { question: "Kan jeg returnere et møbel, som jeg har samlet?", answer: "Ja, inden for fortrydelsesfristen på 14 dage. Skil det gerne ad, og pak det forsvarligt. Er møblet brugt eller beskadiget mere end nødvendigt for at prøve det, kan vi trække værdiforringelsen fra." },
          { question: "Hvornår får jeg pengene tilbage?", answer: "Senest 14 dage efter, at du har meddelt, at du fortryder købet. Vi må dog vente, til vi har fået varen retur, eller du har dokumenteret, at den er sendt." },
          { question: "Hvad gør jeg, hvis vi ikke kan blive enige om en reklamation?", answer: "Du kan klage til Nævnenes Hus, hvor Forbrugerklagenævnet behandler klager over køb. Læs mere i vores købsbetingelser." },
        ],
      },
    ]),
    no: page("Retur og reklamasjon", "30 dagers gratis retur, 14 dagers angrerett etter loven og opptil 5 års reklamasjonsrett. Slik returnerer eller reklamerer du en vare.", "retur, gratis retur, angrerett, reklamasjon, reklamasjonsrett, transportskade, tilbakebetaling", [
      { paragraphs: ["Har du angret deg, har du alltid 30 dagers gratis retur fra den dagen du mottok varen – dobbelt så lang tid som angreretten på 14 dager som loven gir. Vi betaler returfrakten. Er det feil ved varen, gjelder i stedet reklamasjonsretten etter forbrukerkjøpsloven."] },
      {
        heading: "Angrerett og 30 dagers gratis retur",
        paragraphs: [
          "Etter angrerettloven har du 14 dagers angrerett fra den dagen du, eller noen du har utpekt, mottok varen. Vi forlenger fristen frivillig til 30 dager, og du trenger ikke å oppgi noen grunn.",
          "Du kan undersøke varen på samme måte som i en butikk. Er den håndtert mer enn det – brukt, tilsmusset eller skadet – kan vi trekke fra verdireduksjonen. Returer etter de første 14 dagene må være ubrukte, komplette og godt pakket, helst i originalemballasjen.",
          "Angreretten gjelder ikke varer som er laget etter dine spesifikasjoner eller har fått et tydelig personlig preg.",
        ],
      },
      {
        heading: "Slik returnerer du",
        items: [
          "Kontakt kundeservice innen 30 dager fra leveringsdagen, og oppgi ordrenummeret og hvilke varer du vil returnere. Du kan også bruke standard angreskjema.",
          "Pakk varen godt, helst i originalemballasjen. Har du montert møbelet, demonter det gjerne igjen hvis det lar seg gjøre.",
          "Større møbler henter vi hjemme hos deg til en tid vi avtaler sammen. For mindre pakker får du instruksjoner fra kundeservice.",
          "Vi betaler tilbake senest 14 dager etter at du har gitt beskjed om at du angrer kjøpet. Vi kan vente med tilbakebetalingen til vi har fått varen tilbake, eller du har dokumentert at den er sendt.",
          "Pengene betales tilbake med samme betalingsmåte som du brukte. Betalte du ved levering, setter vi pengene inn på bankkontoen du oppgir.",
          "Angrer du hele ordren innen 14 dager, betaler vi også tilbake leveringsprisen.",
        ],
      },
      {
        heading: "Reklamasjon",
        paragraphs: [
          "Er det feil ved varen, kan du etter forbrukerkjøpsloven reklamere i to år fra du mottok den, og i fem år for varer som er ment å vare vesentlig lenger – det gjelder normalt møbler. Du må reklamere innen rimelig tid etter at du oppdaget feilen – reklamerer du innen to måneder, er det alltid i tide.",
          "Ved feil reparerer vi varen eller leverer en ny. Lar ikke det seg gjøre, får du prisavslag, eller du kan heve kjøpet og få pengene tilbake. Vi dekker frakten når feilen er vår.",
        ],
        items: [
          "Send ordrenummeret, en kort beskrivelse av feilen og gjerne bilder til kundeservice.",
          "Vi svarer innen to virkedager og forteller hvordan vi løser saken.",
          "Ta gjerne vare på emballasjen til saken er avsluttet.",
        ],
      },
      {
        heading: "Transportskader",
        paragraphs: ["Se over leveransen når den kommer. Er emballasjen eller varen synlig skadet, vis det til sjåføren og ta gjerne bilder. Kontakt oss så snart som mulig. En skade du først oppdager når du pakker ut, kan du selvfølgelig også reklamere på."],
      },
      {
        heading: "Ofte stilte spørsmål",
        faq: [
          { question: "Koster det noe å returnere?", answer: "Nei. Retur innen 30 dager fra leveringsdagen er gratis, og større møbler henter vi hjemme hos deg." },
          { question: "Kan jeg returnere et møbel jeg har montert?", answer: "Ja, innen angrefristen på 14 dager. Demonter det gjerne og pakk det godt. Er møbelet brukt eller skadet mer enn nødvendig for å prøve det, kan vi trekke fra verdireduksjonen." },
          { question: "Når får jeg pengene tilbake?", answer: "Senest 14 dager etter at du har gitt beskjed om at du angrer kjøpet. Vi kan likevel vente til vi har fått varen tilbake, eller du har dokumentert at den er sendt." },
          { question: "Hva gjør jeg hvis vi ikke blir enige om en reklamasjon?", answer: "Du kan klage til Forbrukerrådet, som mekler i saken. Fører ikke meklingen frem, kan saken behandles i Forbrukerklageutvalget. Les mer i kjøpsvilkårene våre." },
        ],
      },
    ]),
    fi: page("Palautukset ja reklamaatiot", "30 päivän maksuton palautus, lakisääteinen 14 päivän peruuttamisoikeus ja virhevastuu kuluttajansuojalain mukaan. Näin palautat tuotteen tai teet reklamaation.", "palautus, maksuton palautus, peruuttamisoikeus, reklamaatio, virheilmoitus, kuljetusvaurio, hyvitys", [
      { paragraphs: ["Jos olet muuttanut mielesi, voit aina palauttaa tuotteen maksutta 30 päivän kuluessa siitä, kun vastaanotit sen – kaksi kertaa niin pitkään kuin lain mukainen 14 päivän peruuttamisoikeus. Maksamme palautusrahdin. Jos tuotteessa on virhe, sovelletaan kuluttajansuojalain virhesäännöksiä."] },
      {
        heading: "Peruuttamisoikeus ja 30 päivän maksuton palautus",
        paragraphs: [
          "Kuluttajansuojalain mukaan sinulla on 14 päivän peruuttamisoikeus siitä päivästä, jona sinä tai nimeämäsi henkilö vastaanotti tuotteen. Pidennämme määräajan vapaaehtoisesti 30 päivään, eikä sinun tarvitse kertoa syytä.",
          "Voit tutkia tuotetta samalla tavalla kuin myymälässä. Jos sitä on käsitelty enemmän – käytetty, liattu tai vahingoitettu – voimme vähentää hyvityksestä arvon alenemista vastaavan summan. Ensimmäisten 14 päivän jälkeen palautettavien tuotteiden on oltava käyttämättömiä, täydellisiä ja hyvin pakattuja, mieluiten alkuperäisessä pakkauksessa.",
          "Peruuttamisoikeus ei koske tuotteita, jotka on valmistettu ohjeidesi mukaan tai joilla on selvästi henkilökohtainen luonne.",
        ],
      },
      {
        heading: "Näin palautat",
        items: [
          "Ota yhteyttä asiakaspalveluun 30 päivän kuluessa toimituspäivästä ja kerro tilausnumerosi ja palautettavat tuotteet. Voit myös käyttää peruuttamislomaketta.",
          "Pakkaa tuote huolellisesti, mieluiten alkuperäiseen pakkaukseen. Jos olet koonnut huonekalun, pura se mahdollisuuksien mukaan.",
          "Suuret huonekalut noudamme kotoasi yhdessä sovittuna aikana. Pienempien pakettien palautukseen saat ohjeet asiakaspalvelusta.",
          "Palautamme rahat viimeistään 14 päivän kuluessa siitä, kun olet ilmoittanut peruvasi kaupan. Voimme odottaa hyvityksen kanssa, kunnes olemme saaneet tuotteen takaisin tai olet osoittanut lähettäneesi sen.",
          "Hyvitys maksetaan samalla maksutavalla, jota käytit. Jos maksoit toimituksen yhteydessä, maksamme hyvityksen ilmoittamallesi pankkitilille.",
          "Jos perut koko tilauksen 14 päivän kuluessa, palautamme myös toimitusmaksun.",
        ],
      },
      {
        heading: "Reklamaatio",
        paragraphs: [
          "Jos tuotteessa on virhe, ilmoita siitä meille kohtuullisessa ajassa siitä, kun havaitsit virheen tai sinun olisi pitänyt se havaita. Kahden kuukauden kuluessa tehty ilmoitus on aina ajoissa. Kuluttajansuojalain mukainen virhevastuu ei rajoitu tiettyyn määräaikaan, vaan siihen vaikuttaa se, kuinka kauan huonekalun voidaan kohtuudella odottaa kestävän.",
          "Virheen ilmetessä korjaamme tuotteen tai toimitamme uuden. Jos se ei ole mahdollista, saat hinnanalennuksen tai voit purkaa kaupan ja saada rahasi takaisin. Maksamme rahdin, kun virhe on meidän.",
        ],
        items: [
          "Lähetä asiakaspalveluun tilausnumero, lyhyt kuvaus virheestä ja mielellään kuvia.",
          "Vastaamme kahden arkipäivän kuluessa ja kerromme, miten asia hoidetaan.",
          "Säilytä pakkaus mieluiten siihen asti, kunnes asia on ratkaistu.",
        ],
      },
      {
        heading: "Kuljetusvauriot",
        paragraphs: ["Tarkista toimitus, kun se saapuu. Jos pakkaus tai tuote on näkyvästi vaurioitunut, näytä se kuljettajalle ja ota mielellään kuvia. Ota meihin yhteyttä mahdollisimman pian. Vauriosta, jonka huomaat vasta pakkausta purkaessasi, voit tietenkin myös reklamoida."],
      },
      {
        heading: "Usein kysyttyä",
        faq: [
          { question: "Maksaako palautus jotain?", answer: "Ei. Palautus 30 päivän kuluessa toimituspäivästä on maksuton, ja suuret huonekalut noudamme kotoasi." },
          { question: "Voinko palauttaa huonekalun, jonka olen jo koonnut?", answer: "Voit, 14 päivän peruuttamisajan kuluessa. Pura huonekalu ja pakkaa se huolellisesti. Jos sitä on käytetty tai se on vaurioitunut enemmän kuin sen kokeileminen edellyttää, voimme vähentää hyvityksestä arvon alenemisen." },
          { question: "Milloin saan rahani takaisin?", answer: "Viimeistään 14 päivän kuluessa siitä, kun olet ilmoittanut peruvasi kaupan. Voimme kuitenkin odottaa, kunnes olemme saaneet tuotteen takaisin tai olet osoittanut lähettäneesi sen." },
          { question: "Mitä teen, jos emme pääse reklamaatiosta yksimielisyyteen?", answer: "Voit pyytää apua kuluttajaneuvonnasta ja viedä asian sen jälkeen kuluttajariitalautakunnan käsiteltäväksi. Lue lisää toimitus- ja maksuehdoistamme." },
        ],
      },
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
  payment: {
    se: page("Betalning", "Betala vid leverans, mot faktura eller med kort – utan avgift. Så fungerar våra betalsätt för privatpersoner och företag.", "betalning, betalsätt, betala vid leverans, faktura, företagsfaktura, kortbetalning, Visa, Mastercard", [
      {
        paragraphs: ["Du väljer betalsätt i kassan. Inget av våra betalsätt kostar något extra. Alla priser anges i svenska kronor inklusive 25 % moms."],
        items: [
          "Betala vid leverans – utan avgift",
          "Faktura – betala inom 14 dagar, som företag inom 30 dagar",
          "Kort – Visa och Mastercard i en säker kassa",
        ],
      },
      {
        heading: "Betala vid leverans",
        paragraphs: ["Betala vid leverans är förvalt i kassan och kostar ingenting extra. Du betalar för beställningen när du tar emot den."],
      },
      {
        heading: "Faktura för privatpersoner",
        paragraphs: [
          "Välj Faktura – betala senare i kassan. När du lägger ordern gör vår fakturapartner en kreditprövning. Blir den godkänd får du en faktura som ska betalas inom 14 dagar. Fakturanumret står i orderbekräftelsen, och det tillkommer ingen fakturaavgift.",
          "Som privatperson kan du handla mot faktura för upp till 50 000 kr inklusive moms per order. Blir kreditprövningen inte godkänd, eller är beloppet högre, kan du välja ett annat betalsätt.",
        ],
      },
      {
        heading: "Faktura för företag",
        paragraphs: ["Handlar du för ett företag väljer du Faktura och anger företagets momsregistreringsnummer, till exempel SE556677889901. Fakturan ställs ut på företaget, kan gälla upp till 250 000 kr inklusive moms per order och ska betalas inom 30 dagar."],
      },
      {
        heading: "Kortbetalning",
        paragraphs: ["Du kan betala med Visa och Mastercard. Betalningen görs i en säker kassa hos vår betalleverantör, och kortuppgifterna skickas krypterat direkt dit – vi ser dem aldrig och sparar dem inte. Kortbetalning kostar ingenting extra."],
      },
      {
        heading: "Vanliga frågor",
        faq: [
          { question: "Kostar det något att betala vid leverans?", answer: "Nej. Betala vid leverans är kostnadsfritt, precis som faktura och kortbetalning." },
          { question: "Varför kan jag inte betala mot faktura?", answer: "Faktura kräver en godkänd kreditprövning, och beloppet får vara högst 50 000 kr för privatpersoner och 250 000 kr för företag. Välj ett annat betalsätt eller kontakta kundtjänst." },
          { question: "Vilket momsnummer ska vi ange som företag?", answer: "Företagets svenska momsregistreringsnummer: SE följt av organisationsnumret och 01, till exempel SE556677889901." },
        ],
      },
    ]),
    dk: page("Betaling", "Betal ved levering, på faktura eller med kort – uden gebyr. Sådan fungerer vores betalingsmetoder for private og virksomheder.", "betaling, betalingsmetoder, betaling ved levering, faktura, erhvervsfaktura, kortbetaling, Visa, Mastercard", [
      {
        paragraphs: ["Du vælger betalingsmetode i kassen. Ingen af vores betalingsmetoder koster ekstra. Alle priser er i danske kroner inklusive 25 % moms."],
        items: [
          "Betaling ved levering – uden gebyr",
          "Faktura – betales inden for 14 dage, for virksomheder inden for 30 dage",
          "Kort – Visa og Mastercard i en sikker betalingsløsning",
        ],
      },
      {
        heading: "Betaling ved levering",
        paragraphs: ["Betaling ved levering er forvalgt i kassen og koster ikke ekstra. Du betaler for ordren, når du modtager den."],
      },
      {
        heading: "Faktura for private",
        paragraphs: [
          "Vælg Faktura – betal senere i kassen. Når du afgiver ordren, foretager vores fakturapartner en kreditvurdering. Bliver den godkendt, får du en faktura, der skal betales inden for 14 dage. Fakturanummeret står i ordrebekræftelsen, og der er intet fakturagebyr.",
          "Som privatperson kan du handle på faktura for op til 35.000 kr. inklusive moms pr. ordre. Bliver kreditvurderingen ikke godkendt, eller er beløbet højere, kan du vælge en anden betalingsmetode.",
        ],
      },
      {
        heading: "Faktura for virksomheder",
        paragraphs: ["Handler du for en virksomhed, vælger du Faktura og oplyser virksomhedens momsnummer – CVR-nummeret med DK foran, for eksempel DK12345678. Fakturaen udstedes til virksomheden, kan lyde på op til 180.000 kr. inklusive moms pr. ordre og skal betales inden for 30 dage."],
      },
      {
        heading: "Kortbetaling",
        paragraphs: ["Du kan betale med Visa og Mastercard. Betalingen sker i en sikker betalingsløsning hos vores betalingsudbyder, og kortoplysningerne sendes krypteret direkte dertil – vi ser dem aldrig og gemmer dem ikke. Kortbetaling koster ikke ekstra."],
      },
      {
        heading: "Ofte stillede spørgsmål",
        faq: [
          { question: "Koster det noget at betale ved levering?", answer: "Nej. Betaling ved levering er gratis, ligesom faktura og kortbetaling." },
          { question: "Hvorfor kan jeg ikke betale på faktura?", answer: "Faktura kræver en godkendt kreditvurdering, og beløbet må højst være 35.000 kr. for private og 180.000 kr. for virksomheder. Vælg en anden betalingsmetode, eller kontakt kundeservice." },
          { question: "Hvilket momsnummer skal vi oplyse som virksomhed?", answer: "Virksomhedens danske momsnummer: DK efterfulgt af de otte cifre i CVR-nummeret, for eksempel DK12345678." },
        ],
      },
    ]),
    no: page("Betaling", "Betal ved levering, med faktura eller med kort – uten gebyr. Slik fungerer betalingsmåtene våre for privatpersoner og bedrifter.", "betaling, betalingsmåter, betaling ved levering, faktura, bedriftsfaktura, kortbetaling, Visa, Mastercard", [
      {
        paragraphs: ["Du velger betalingsmåte i kassen. Ingen av betalingsmåtene våre koster noe ekstra. Alle priser er i norske kroner inkludert 25 % mva."],
        items: [
          "Betaling ved levering – uten gebyr",
          "Faktura – betales innen 14 dager, for bedrifter innen 30 dager",
          "Kort – Visa og Mastercard i en sikker betalingsløsning",
        ],
      },
      {
        heading: "Betaling ved levering",
        paragraphs: ["Betaling ved levering er forhåndsvalgt i kassen og koster ikke noe ekstra. Du betaler for bestillingen når du mottar den."],
      },
      {
        heading: "Faktura for privatpersoner",
        paragraphs: [
          "Velg Faktura – betal senere i kassen. Når du legger inn bestillingen, gjør fakturapartneren vår en kredittvurdering. Blir den godkjent, får du en faktura som skal betales innen 14 dager. Fakturanummeret står i ordrebekreftelsen, og det kommer ikke noe fakturagebyr.",
          "Som privatperson kan du handle på faktura for opptil 50 000 kr inkludert mva per ordre. Blir ikke kredittvurderingen godkjent, eller er beløpet høyere, kan du velge en annen betalingsmåte.",
        ],
      },
      {
        heading: "Faktura for bedrifter",
        paragraphs: ["Handler du for en bedrift, velger du Faktura og oppgir bedriftens organisasjonsnummer i MVA-format, for eksempel NO123456789MVA. Fakturaen utstedes til bedriften, kan gjelde opptil 250 000 kr inkludert mva per ordre og skal betales innen 30 dager."],
      },
      {
        heading: "Kortbetaling",
        paragraphs: ["Du kan betale med Visa og Mastercard. Betalingen skjer i en sikker betalingsløsning hos betalingsleverandøren vår, og kortopplysningene sendes kryptert direkte dit – vi ser dem aldri og lagrer dem ikke. Kortbetaling koster ikke noe ekstra."],
      },
      {
        heading: "Ofte stilte spørsmål",
        faq: [
          { question: "Koster det noe å betale ved levering?", answer: "Nei. Betaling ved levering er gratis, akkurat som faktura og kortbetaling." },
          { question: "Hvorfor kan jeg ikke betale med faktura?", answer: "Faktura krever en godkjent kredittvurdering, og beløpet kan være høyst 50 000 kr for privatpersoner og 250 000 kr for bedrifter. Velg en annen betalingsmåte eller kontakt kundeservice." },
          { question: "Hvilket nummer skal vi oppgi som bedrift?", answer: "Bedriftens organisasjonsnummer med NO foran og MVA bak, for eksempel NO123456789MVA." },
        ],
      },
    ]),
    fi: page("Maksaminen", "Maksa toimituksen yhteydessä, laskulla tai kortilla – ilman lisämaksuja. Näin maksutapamme toimivat kuluttajille ja yrityksille.", "maksaminen, maksutavat, maksu toimituksen yhteydessä, lasku, yrityslasku, korttimaksu, Visa, Mastercard", [
      {
        paragraphs: ["Valitset maksutavan kassalla. Mikään maksutavoistamme ei maksa mitään ylimääräistä. Kaikki hinnat ovat euroina ja sisältävät arvonlisäveron 25,5 %."],
        items: [
          "Maksu toimituksen yhteydessä – ilman lisämaksua",
          "Lasku – maksuaika 14 päivää, yrityksille 30 päivää",
          "Kortti – Visa ja Mastercard turvallisessa maksupalvelussa",
        ],
      },
      {
        heading: "Maksu toimituksen yhteydessä",
        paragraphs: ["Maksu toimituksen yhteydessä on kassalla valmiiksi valittuna, eikä siitä peritä lisämaksua. Maksat tilauksen, kun vastaanotat sen."],
      },
      {
        heading: "Lasku kuluttajille",
        paragraphs: [
          "Valitse kassalla Lasku – maksa myöhemmin. Kun teet tilauksen, laskutuskumppanimme tekee luottopäätöksen. Jos se on myönteinen, saat laskun, jonka maksuaika on 14 päivää. Laskun numero näkyy tilausvahvistuksessa, eikä laskutuslisää peritä.",
          "Kuluttajana voit maksaa laskulla enintään 5 000 € (sis. alv) tilausta kohden. Jos luottopäätös on kielteinen tai summa on suurempi, voit valita toisen maksutavan.",
        ],
      },
      {
        heading: "Lasku yrityksille",
        paragraphs: ["Jos ostat yritykselle, valitse Lasku ja anna yrityksen ALV-tunniste, esimerkiksi FI12345678. Lasku osoitetaan yritykselle, sen summa voi olla enintään 25 000 € (sis. alv) tilausta kohden ja maksuaika on 30 päivää."],
      },
      {
        heading: "Korttimaksu",
        paragraphs: ["Voit maksaa Visa- ja Mastercard-korteilla. Maksu tehdään maksunvälittäjämme turvallisessa maksupalvelussa, ja korttitiedot välitetään salattuina suoraan sinne – emme näe emmekä tallenna niitä. Korttimaksusta ei peritä lisämaksua."],
      },
      {
        heading: "Usein kysyttyä",
        faq: [
          { question: "Maksaako toimituksen yhteydessä maksaminen jotain?", answer: "Ei. Maksu toimituksen yhteydessä on maksuton, samoin kuin lasku ja korttimaksu." },
          { question: "Miksi en voi maksaa laskulla?", answer: "Laskulla maksaminen edellyttää myönteistä luottopäätöstä, ja summa voi olla enintään 5 000 € kuluttajille ja 25 000 € yrityksille. Valitse toinen maksutapa tai ota yhteyttä asiakaspalveluun." },
          { question: "Minkä tunnisteen yrityksen pitää antaa?", answer: "Yrityksen ALV-tunniste eli FI ja Y-tunnuksen numerot ilman väliviivaa, esimerkiksi FI12345678." },
        ],
      },
    ]),
  },
  terms: {
    se: page("Köpvillkor", "Köpvillkor för Nordic Garden & Home: säljare, priser, beställning, betalning, leverans, ångerrätt, reklamation, personuppgifter och tvister.", "köpvillkor, allmänna villkor, ångerrätt, reklamation, leveransvillkor, betalningsvillkor, ARN", [
      { paragraphs: ["Dessa köpvillkor gäller när du som konsument handlar i webbutiken Nordic Garden & Home. Du godkänner villkoren när du slutför köpet. Utöver villkoren har du alltid de rättigheter som konsumentköplagen och lagen om distansavtal och avtal utanför affärslokaler ger dig."] },
      {
        heading: "1. Säljare",
        paragraphs: ["Säljare är Nordisk Möbelhandel AB, org.nr 556123-4567, Importgatan 12, 422 46 Hisings Backa, Sverige. Du når kundtjänst per telefon, e-post och chatt – kontaktuppgifterna finns på sidan Kontakta oss."],
      },
      {
        heading: "2. Priser och moms",
        paragraphs: [
          "Alla priser anges i svenska kronor (SEK) och inkluderar 25 % moms. Leveransavgift och eventuella tilläggstjänster visas i kassan innan du slutför köpet, och totalbeloppet står i orderbekräftelsen.",
          "Vi reserverar oss för tryckfel och uppenbart felaktiga priser. Har en vara fått ett uppenbart felaktigt pris kontaktar vi dig innan ordern skickas, och du kan då avbeställa utan kostnad.",
        ],
      },
      {
        heading: "3. Beställning och orderbekräftelse",
        paragraphs: [
          "Du kan handla som gäst eller med ett kundkonto. När du har slutfört köpet skickar vi en orderbekräftelse till din e-postadress, normalt inom några minuter. Kontrollera att varor, adress och leveranssätt stämmer och kontakta kundtjänst direkt om något är fel. Avtalet är bindande när du har fått orderbekräftelsen.",
          "Skulle en vara mot förmodan inte kunna levereras kontaktar vi dig. Du kan då välja att vänta eller att avbeställa varan och få tillbaka det du har betalat för den.",
        ],
      },
      {
        heading: "4. Betalning",
        paragraphs: [
          "Du kan betala vid leverans, mot faktura eller med kort (Visa och Mastercard) i en säker kassa. Inget av betalsätten kostar något extra.",
          "Faktura till privatperson förutsätter en godkänd kreditprövning, kan gälla upp till 50 000 kr per order och ska betalas inom 14 dagar. Företag faktureras mot sitt momsregistreringsnummer, upp till 250 000 kr per order, med 30 dagars betalningstid. Vid försenad betalning kan dröjsmålsränta och påminnelseavgift tillkomma enligt lag. Läs mer på sidan Betalning.",
        ],
      },
      {
        heading: "5. Leverans",
        paragraphs: [
          "Hemleverans sker med lastbil måndag till lördag i det tidsfönster du väljer i kassan – 10–14, 14–18 eller 18–22 – tidigast dagen efter beställningen och upp till 14 dagar framåt. Med bokningslänken i orderbekräftelsen kan du flytta leveransen under 14 dagar från beställningsdagen. Flyttar du den dagen före den bokade dagen kan en avbokningsavgift tillkomma, och på leveransdagen kan den inte längre flyttas.",
          "Paket som väger högst 20 kg och mäter högst 150 × 70 × 70 cm kan även skickas till ett utlämningsställe inom 50 km från ditt postnummer. Du kan också hämta din order kostnadsfritt i våra showrooms i Göteborg, Mölndal, Tyresö och Karlstad. Priser, leveranstider och tilläggstjänster finns på sidan Leverans.",
          "Risken för varan går över till dig när du, eller någon du har utsett, har tagit emot den. Blir leveransen försenad meddelar vi dig. Du får då häva köpet om vi inte levererar inom en skälig tilläggstid som du har gett oss, eller direkt om det var väsentligt för dig att leveransen skedde i tid och vi kände till det.",
        ],
      },
      {
        heading: "6. Ångerrätt och 30 dagars fri retur",
        paragraphs: [
          "Enligt lagen om distansavtal och avtal utanför affärslokaler har du 14 dagars ångerrätt från den dag du tog emot varan. Vi ger dig dessutom 30 dagars fri retur från leveransdagen och står för returfrakten.",
          "Meddela kundtjänst att du vill ångra köpet, gärna med Konsumentverkets standardformulär för ångerrätt. Vi betalar tillbaka senast 14 dagar efter ditt meddelande men får vänta tills vi har fått tillbaka varan eller du har visat att den är skickad. Har varan hanterats mer än vad som behövs för att undersöka den får vi göra avdrag för värdeminskningen. Ångerrätten gäller inte varor som har tillverkats efter dina anvisningar eller har fått en tydlig personlig prägel. Läs mer på sidan Returer och reklamationer.",
        ],
      },
      {
        heading: "7. Reklamation",
        paragraphs: ["Enligt konsumentköplagen har du rätt att reklamera fel i tre år från att du tog emot varan. Ett fel som visar sig inom två år antas ha funnits vid leveransen. Reklamera inom skälig tid efter att du har upptäckt felet – inom två månader är det alltid i tid. Vi reparerar varan, levererar en ny, ger prisavdrag eller häver köpet, och vi står för frakten när felet är vårt. Titta gärna över leveransen när den kommer och visa synliga transportskador för chauffören."],
      },
      {
        heading: "8. Personuppgifter",
        paragraphs: ["Vi behandlar dina personuppgifter för att kunna hantera din beställning, leverans, betalning och eventuella returer. Transportörer och betalleverantörer får bara de uppgifter som de behöver, vid fakturaköp även för kreditprövning. Hur vi behandlar dina personuppgifter och vilka rättigheter du har beskriver vi i vår integritetspolicy."],
      },
      {
        heading: "9. Tvister",
        paragraphs: [
          "Kontakta alltid kundtjänst först – de flesta frågor löser vi snabbt tillsammans. Om vi inte blir överens kan du vända dig till Allmänna reklamationsnämnden (ARN), Box 174, 101 23 Stockholm, www.arn.se. ARN prövar tvister mellan konsumenter och företag utan kostnad.",
          "Du kan också få råd av konsumentvägledningen i din kommun eller av Konsumentverkets upplysningstjänst Hallå konsument. En tvist kan även prövas av allmän domstol.",
        ],
      },
      {
        heading: "10. Ändringar av villkoren",
        paragraphs: ["Vi kan komma att ändra köpvillkoren. För ditt köp gäller de villkor som fanns på webbplatsen när du lade din beställning."],
      },
    ]),
    dk: page("Købsbetingelser", "Købsbetingelser for Nordic Garden & Home: sælger, priser, bestilling, betaling, levering, fortrydelsesret, reklamation, personoplysninger og klagemuligheder.", "købsbetingelser, handelsbetingelser, fortrydelsesret, reklamation, leveringsbetingelser, betalingsbetingelser, Forbrugerklagenævnet", [
      { paragraphs: ["Disse købsbetingelser gælder, når du som forbruger handler i webshoppen Nordic Garden & Home. Du accepterer betingelserne, når du gennemfører købet. Som forbruger i Danmark har du altid de rettigheder, som købeloven og forbrugeraftaleloven giver dig."] },
      {
        heading: "1. Sælger",
        paragraphs: ["Sælger er Nordisk Möbelhandel AB, svensk org.nr. 556123-4567, Importgatan 12, 422 46 Hisings Backa, Sverige. Du kan kontakte kundeservice på telefon, e-mail og chat – kontaktoplysningerne står på siden Kontakt os."],
      },
      {
        heading: "2. Priser og moms",
        paragraphs: [
          "Alle priser er angivet i danske kroner (DKK) og inkluderer 25 % moms. Leveringsgebyr og eventuelle tilvalg vises i kassen, før du gennemfører købet, og det samlede beløb står i ordrebekræftelsen.",
          "Vi tager forbehold for trykfejl og åbenlyst forkerte priser. Har en vare fået en åbenlyst forkert pris, kontakter vi dig, før ordren sendes, og du kan da annullere uden omkostninger.",
        ],
      },
      {
        heading: "3. Bestilling og ordrebekræftelse",
        paragraphs: [
          "Du kan handle som gæst eller med en kundekonto. Når du har gennemført købet, sender vi en ordrebekræftelse til din e-mailadresse, normalt inden for få minutter. Kontrollér, at varer, adresse og leveringsmåde er korrekte, og kontakt straks kundeservice, hvis noget er forkert. Aftalen er bindende, når du har modtaget ordrebekræftelsen.",
          "Skulle en vare mod forventning ikke kunne leveres, kontakter vi dig. Du kan så vælge at vente eller at annullere varen og få det beløb tilbage, du har betalt for den.",
        ],
      },
      {
        heading: "4. Betaling",
        paragraphs: [
          "Du kan betale ved levering, på faktura eller med kort (Visa og Mastercard) i en sikker betalingsløsning. Ingen af betalingsmetoderne koster ekstra.",
          "Faktura til private forudsætter en godkendt kreditvurdering, kan lyde på op til 35.000 kr. pr. ordre og skal betales inden for 14 dage. Virksomheder faktureres på deres momsnummer, op til 180.000 kr. pr. ordre, med 30 dages betalingsfrist. Ved for sen betaling kan der blive opkrævet morarenter og rykkergebyr efter gældende regler.",
        ],
      },
      {
        heading: "5. Levering",
        paragraphs: [
          "Levering til døren sker med lastbil mandag til lørdag i det tidsrum, du vælger i kassen – kl. 10–14, 14–18 eller 18–22 – tidligst dagen efter bestillingen og op til 14 dage frem. Med bookinglinket i ordrebekræftelsen kan du flytte leveringen i 14 dage fra bestillingsdagen. Flytter du den dagen før den bookede dag, kan der komme et afbestillingsgebyr, og på selve leveringsdagen kan den ikke længere flyttes.",
          "Pakker på højst 20 kg og højst 150 × 70 × 70 cm kan også sendes til en pakkeshop inden for 50 km fra dit postnummer. Vores showrooms ligger i Sverige, og afhentning dér tilbydes kun i den svenske webshop. Priser, leveringstider og tilvalg finder du under Levering.",
          "Risikoen for varen går over til dig, når du eller en person, du har udpeget, har modtaget den. Bliver leveringen forsinket, giver vi dig besked. Du kan da hæve købet efter købelovens regler, hvis forsinkelsen er væsentlig, eller hvis vi ikke leverer inden for en rimelig frist, som du har givet os.",
        ],
      },
      {
        heading: "6. Fortrydelsesret og 30 dages gratis returnering",
        paragraphs: [
          "Efter forbrugeraftaleloven har du 14 dages fortrydelsesret fra den dag, du modtog varen. Derudover giver vi dig 30 dages gratis returnering fra leveringsdagen, og vi betaler returfragten.",
          "Giv kundeservice besked om, at du vil fortryde købet, gerne med standardfortrydelsesformularen. Vi tilbagebetaler senest 14 dage efter din meddelelse, men vi må vente, til vi har fået varen retur, eller du har dokumenteret, at den er sendt. Er varen håndteret mere end nødvendigt for at fastslå dens art, egenskaber og funktion, kan vi trække værdiforringelsen fra. Fortrydelsesretten gælder ikke varer, der er fremstillet efter dine specifikationer eller har fået et tydeligt personligt præg. Læs mere under Returnering og reklamation.",
        ],
      },
      {
        heading: "7. Reklamation",
        paragraphs: ["Efter købeloven har du 2 års reklamationsret fra den dag, du modtog varen. Du skal reklamere inden for rimelig tid, efter at du har opdaget manglen – reklamation inden for to måneder er altid rettidig. Vi afhjælper manglen, leverer en ny vare, giver et forholdsmæssigt afslag eller hæver købet, og vi betaler fragten, når fejlen er vores. Se gerne leveringen efter, når den kommer, og vis synlige transportskader til chaufføren."],
      },
      {
        heading: "8. Personoplysninger",
        paragraphs: ["Vi behandler dine personoplysninger for at kunne håndtere din bestilling, levering, betaling og eventuelle returneringer. Fragtfirmaer og betalingsudbydere får kun de oplysninger, de har brug for, ved køb på faktura også til kreditvurdering. Hvordan vi behandler dine personoplysninger, og hvilke rettigheder du har, kan du læse i vores privatlivspolitik."],
      },
      {
        heading: "9. Klagemuligheder",
        paragraphs: [
          "Kontakt altid kundeservice først – de fleste sager løser vi hurtigt sammen. Kan vi ikke blive enige, kan du klage til Nævnenes Hus, Toldboden 2, 8800 Viborg, www.naevneneshus.dk, hvor Forbrugerklagenævnet behandler klager fra forbrugere.",
          "Da vi er en svensk virksomhed, kan du også få hjælp hos Forbruger Europa, www.forbrugereuropa.dk, som rådgiver om køb hos virksomheder i andre EU-lande. En tvist kan også afgøres ved domstolene.",
        ],
      },
      {
        heading: "10. Ændringer af betingelserne",
        paragraphs: ["Vi kan ændre købsbetingelserne. For dit køb gælder de betingelser, der stod på hjemmesiden, da du afgav din bestilling."],
      },
    ]),
    no: page("Kjøpsvilkår", "Kjøpsvilkår for Nordic Garden & Home: selger, priser, bestilling, betaling, levering, angrerett, reklamasjon, personopplysninger og tvister.", "kjøpsvilkår, salgsbetingelser, angrerett, reklamasjon, leveringsvilkår, betalingsvilkår, Forbrukerklageutvalget", [
      { paragraphs: ["Disse kjøpsvilkårene gjelder når du som forbruker handler i nettbutikken Nordic Garden & Home. Du godtar vilkårene når du fullfører bestillingen. Som forbruker i Norge har du alltid de rettighetene som forbrukerkjøpsloven og angrerettloven gir deg."] },
      {
        heading: "1. Selger",
        paragraphs: ["Selger er Nordisk Möbelhandel AB, svensk org.nr. 556123-4567, Importgatan 12, 422 46 Hisings Backa, Sverige. Du når kundeservice på telefon, e-post og chat – kontaktopplysningene står på siden Kontakt oss."],
      },
      {
        heading: "2. Priser og merverdiavgift",
        paragraphs: [
          "Alle priser er oppgitt i norske kroner (NOK) og inkluderer 25 % merverdiavgift (mva). Leveringspris og eventuelle tilleggstjenester vises i kassen før du fullfører bestillingen, og totalbeløpet står i ordrebekreftelsen.",
          "Vi tar forbehold om trykkfeil og åpenbart feil priser. Har en vare fått en åpenbart feil pris, kontakter vi deg før ordren sendes, og du kan da avbestille uten kostnad.",
        ],
      },
      {
        heading: "3. Bestilling og ordrebekreftelse",
        paragraphs: [
          "Du kan handle som gjest eller med en kundekonto. Når du har fullført bestillingen, sender vi en ordrebekreftelse til e-postadressen din, normalt innen noen få minutter. Kontroller at varer, adresse og leveringsmåte stemmer, og kontakt kundeservice med en gang hvis noe er feil. Avtalen er bindende når du har mottatt ordrebekreftelsen.",
          "Skulle en vare mot formodning ikke kunne leveres, kontakter vi deg. Du kan da velge å vente eller å avbestille varen og få tilbake det du har betalt for den.",
        ],
      },
      {
        heading: "4. Betaling",
        paragraphs: [
          "Du kan betale ved levering, med faktura eller med kort (Visa og Mastercard) i en sikker betalingsløsning. Ingen av betalingsmåtene koster noe ekstra.",
          "Faktura til privatpersoner forutsetter en godkjent kredittvurdering, kan gjelde opptil 50 000 kr per ordre og skal betales innen 14 dager. Bedrifter faktureres på organisasjonsnummeret i MVA-format, opptil 250 000 kr per ordre, med 30 dagers betalingsfrist. Ved for sen betaling kan det påløpe forsinkelsesrente og purregebyr etter gjeldende regler.",
        ],
      },
      {
        heading: "5. Levering",
        paragraphs: [
          "Hjemlevering skjer med lastebil mandag til lørdag i tidsvinduet du velger i kassen – klokken 10–14, 14–18 eller 18–22 – tidligst dagen etter bestillingen og opptil 14 dager frem i tid. Med bestillingslenken i ordrebekreftelsen kan du flytte leveringen i 14 dager fra bestillingsdagen. Flytter du den dagen før den avtalte dagen, kan det påløpe et avbestillingsgebyr, og på selve leveringsdagen kan den ikke lenger flyttes.",
          "Pakker på høyst 20 kg og høyst 150 × 70 × 70 cm kan også sendes til et hentested innen 50 km fra postnummeret ditt. Showroomene våre ligger i Sverige, og henting der tilbys bare i den svenske nettbutikken. Priser, leveringstider og tilleggstjenester finner du under Levering.",
          "Risikoen for varen går over på deg når du, eller noen du har utpekt, har mottatt den. Blir leveringen forsinket, gir vi deg beskjed. Du kan da heve kjøpet etter forbrukerkjøpsloven hvis forsinkelsen innebærer et vesentlig kontraktsbrudd, eller hvis vi ikke leverer innen en rimelig tilleggsfrist du har gitt oss.",
        ],
      },
      {
        heading: "6. Angrerett og 30 dagers gratis retur",
        paragraphs: [
          "Etter angrerettloven har du 14 dagers angrerett fra den dagen du mottok varen. I tillegg gir vi deg 30 dagers gratis retur fra leveringsdagen, og vi betaler returfrakten.",
          "Gi kundeservice beskjed om at du vil angre kjøpet, gjerne med standard angreskjema. Vi betaler tilbake senest 14 dager etter at vi har fått beskjeden, men vi kan vente til vi har fått varen tilbake, eller du har dokumentert at den er sendt. Er varen håndtert mer enn nødvendig for å fastslå hva slags vare det er, og hvilke egenskaper og funksjoner den har, kan vi trekke fra verdireduksjonen. Angreretten gjelder ikke varer som er laget etter dine spesifikasjoner eller har fått et tydelig personlig preg. Les mer under Retur og reklamasjon.",
        ],
      },
      {
        heading: "7. Reklamasjon",
        paragraphs: ["Etter forbrukerkjøpsloven kan du reklamere i to år fra du mottok varen, og i fem år for varer som er ment å vare vesentlig lenger – det gjelder normalt møbler. Du må reklamere innen rimelig tid etter at du oppdaget feilen – reklamasjon innen to måneder er alltid i tide. Vi retter feilen, leverer en ny vare, gir prisavslag eller hever kjøpet, og vi dekker frakten når feilen er vår. Se gjerne over leveransen når den kommer, og vis synlige transportskader til sjåføren."],
      },
      {
        heading: "8. Personopplysninger",
        paragraphs: ["Vi behandler personopplysningene dine for å kunne håndtere bestilling, levering, betaling og eventuelle returer. Transportører og betalingsleverandører får bare de opplysningene de trenger, ved kjøp på faktura også til kredittvurdering. Hvordan vi behandler personopplysningene dine, og hvilke rettigheter du har, står i personvernerklæringen vår."],
      },
      {
        heading: "9. Tvister",
        paragraphs: [
          "Kontakt alltid kundeservice først – de fleste saker løser vi raskt sammen. Blir vi ikke enige, kan du klage til Forbrukerrådet, som mekler mellom partene. Fører ikke meklingen frem, kan saken bringes inn for Forbrukerklageutvalget, som avgjør tvister mellom forbrukere og næringsdrivende. Forbrukertilsynet fører tilsyn med markedsføring og avtalevilkår.",
          "Fordi vi er et svensk selskap, kan du også få hjelp av Forbruker Europa, www.forbrukereuropa.no, som gir råd om kjøp fra næringsdrivende i andre EU- og EØS-land. En tvist kan også avgjøres av de ordinære domstolene.",
        ],
      },
      {
        heading: "10. Endringer i vilkårene",
        paragraphs: ["Vi kan endre kjøpsvilkårene. For ditt kjøp gjelder vilkårene som sto på nettsiden da du la inn bestillingen."],
      },
    ]),
    fi: page("Toimitus- ja maksuehdot", "Nordic Garden & Home -verkkokaupan toimitus- ja maksuehdot: myyjä, hinnat, tilaaminen, maksaminen, toimitus, peruuttamisoikeus, reklamaatiot, henkilötiedot ja riitojen ratkaisu.", "toimitusehdot, maksuehdot, tilausehdot, peruuttamisoikeus, reklamaatio, virheilmoitus, kuluttajariitalautakunta", [
      { paragraphs: ["Näitä toimitus- ja maksuehtoja sovelletaan, kun ostat kuluttajana Nordic Garden & Home -verkkokaupasta. Hyväksyt ehdot vahvistaessasi tilauksen. Suomessa asuvana kuluttajana sinulla on aina kuluttajansuojalain mukaiset oikeudet."] },
      {
        heading: "1. Myyjä",
        paragraphs: ["Myyjä on Nordisk Möbelhandel AB, ruotsalainen yritys, organisaationumero 556123-4567, Importgatan 12, 422 46 Hisings Backa, Ruotsi. Asiakaspalvelumme palvelee puhelimitse, sähköpostitse ja chatissa – yhteystiedot löytyvät Ota yhteyttä -sivulta."],
      },
      {
        heading: "2. Hinnat ja arvonlisävero",
        paragraphs: [
          "Kaikki hinnat ovat euroina (EUR) ja sisältävät arvonlisäveron 25,5 %. Toimitusmaksu ja mahdolliset lisäpalvelut näytetään kassalla ennen tilauksen vahvistamista, ja kokonaissumma näkyy tilausvahvistuksessa.",
          "Pidätämme oikeuden korjata painovirheet ja ilmeisen virheelliset hinnat. Jos tuotteella on ilmeisen virheellinen hinta, otamme sinuun yhteyttä ennen tilauksen lähettämistä, ja voit silloin perua tilauksen veloituksetta.",
        ],
      },
      {
        heading: "3. Tilaaminen ja tilausvahvistus",
        paragraphs: [
          "Voit tilata vieraana tai asiakastilillä. Kun olet vahvistanut tilauksen, lähetämme tilausvahvistuksen sähköpostiisi, yleensä muutamassa minuutissa. Tarkista, että tuotteet, osoite ja toimitustapa ovat oikein, ja ota heti yhteyttä asiakaspalveluun, jos jokin on väärin. Sopimus on sitova, kun olet saanut tilausvahvistuksen.",
          "Jos tuotetta ei vastoin odotuksia voida toimittaa, otamme sinuun yhteyttä. Voit silloin odottaa tai perua tuotteen tilauksen ja saada siitä maksamasi summan takaisin.",
        ],
      },
      {
        heading: "4. Maksaminen",
        paragraphs: [
          "Voit maksaa toimituksen yhteydessä, laskulla tai kortilla (Visa ja Mastercard) turvallisessa maksupalvelussa. Mistään maksutavasta ei peritä lisämaksua.",
          "Lasku kuluttajalle edellyttää myönteistä luottopäätöstä, sen summa voi olla enintään 5 000 € tilausta kohden ja maksuaika on 14 päivää. Yrityksiä laskutetaan ALV-tunnisteella enintään 25 000 € tilausta kohden, maksuaika 30 päivää. Myöhästyneistä maksuista voidaan periä viivästyskorkoa ja perintäkuluja lain mukaan.",
        ],
      },
      {
        heading: "5. Toimitus",
        paragraphs: [
          "Kotiinkuljetus tehdään kuorma-autolla maanantaista lauantaihin kassalla valitsemassasi aikaikkunassa – klo 10–14, 14–18 tai 18–22 – aikaisintaan tilausta seuraavana päivänä ja enintään 14 päivän päähän. Tilausvahvistuksen varauslinkillä voit siirtää toimitusta 14 päivän ajan tilauspäivästä. Jos siirrät toimitusta varattua päivää edeltävänä päivänä, voimme periä peruutusmaksun, eikä toimitusta voi enää siirtää itse toimituspäivänä.",
          "Enintään 20 kg painavat ja enintään 150 × 70 × 70 cm:n kokoiset paketit voidaan toimittaa myös noutopisteeseen 50 km:n säteellä postinumerostasi. Myymälämme sijaitsevat Ruotsissa, ja myymälänoutoa tarjotaan vain Ruotsin verkkokaupassa. Hinnat, toimitusajat ja lisäpalvelut löydät Toimitus-sivulta.",
          "Vaaranvastuu tuotteesta siirtyy sinulle, kun sinä tai nimeämäsi henkilö on vastaanottanut sen. Jos toimitus viivästyy, ilmoitamme siitä sinulle. Voit purkaa kaupan kuluttajansuojalain mukaisesti, jos viivästys on olennainen tai jos emme toimita tuotetta asettamassasi kohtuullisessa lisäajassa.",
        ],
      },
      {
        heading: "6. Peruuttamisoikeus ja 30 päivän maksuton palautus",
        paragraphs: [
          "Kuluttajansuojalain mukaan sinulla on 14 päivän peruuttamisoikeus siitä päivästä, jona vastaanotit tuotteen. Lisäksi tarjoamme 30 päivän maksuttoman palautuksen toimituspäivästä, ja maksamme palautusrahdin.",
          "Ilmoita asiakaspalveluun, että haluat peruuttaa kaupan, esimerkiksi peruuttamislomakkeella. Palautamme maksun viimeistään 14 päivän kuluessa ilmoituksestasi, mutta voimme odottaa, kunnes olemme saaneet tuotteen takaisin tai olet osoittanut lähettäneesi sen. Jos tuotetta on käsitelty enemmän kuin sen luonteen, ominaisuuksien ja toimivuuden toteaminen edellyttää, voimme vähentää hyvityksestä arvon alenemisen. Peruuttamisoikeus ei koske tuotteita, jotka on valmistettu ohjeidesi mukaan tai joilla on selvästi henkilökohtainen luonne. Lue lisää Palautukset ja reklamaatiot -sivulta.",
        ],
      },
      {
        heading: "7. Reklamaatiot",
        paragraphs: ["Jos tuotteessa on virhe, ilmoita siitä meille kohtuullisen ajan kuluessa siitä, kun havaitsit virheen tai sinun olisi pitänyt havaita se. Kahden kuukauden kuluessa tehty ilmoitus on aina ajoissa. Kuluttajansuojalain mukainen virhevastuu ei rajoitu tiettyyn määräaikaan, vaan siihen vaikuttaa se, kuinka kauan huonekalun voidaan kohtuudella odottaa kestävän. Korjaamme virheen, toimitamme uuden tuotteen, annamme hinnanalennuksen tai puramme kaupan, ja maksamme rahdin, kun virhe on meidän. Tarkista toimitus sen saapuessa ja näytä näkyvät kuljetusvauriot kuljettajalle."],
      },
      {
        heading: "8. Henkilötiedot",
        paragraphs: ["Käsittelemme henkilötietojasi voidaksemme hoitaa tilauksesi, toimituksen, maksun ja mahdolliset palautukset. Kuljetusliikkeet ja maksupalvelujen tarjoajat saavat vain tarvitsemansa tiedot, laskulla maksettaessa myös luottopäätöstä varten. Tietosuojaselosteessamme kerromme, miten käsittelemme henkilötietojasi ja mitä oikeuksia sinulla on."],
      },
      {
        heading: "9. Riitojen ratkaiseminen",
        paragraphs: [
          "Ota aina ensin yhteyttä asiakaspalveluumme – useimmat asiat ratkeavat nopeasti yhdessä. Jos emme pääse yksimielisyyteen, voit pyytää apua kuluttajaneuvonnasta (Kilpailu- ja kuluttajavirasto, www.kkv.fi) ja viedä asian sen jälkeen kuluttajariitalautakunnan käsiteltäväksi (www.kuluttajariita.fi).",
          "Koska olemme ruotsalainen yritys, voit saada apua myös Euroopan kuluttajakeskukselta, joka neuvoo toisesta EU-maasta tehdyissä ostoksissa. Riita voidaan myös saattaa käräjäoikeuden ratkaistavaksi.",
        ],
      },
      {
        heading: "10. Ehtojen muuttaminen",
        paragraphs: ["Voimme muuttaa näitä ehtoja. Ostokseesi sovelletaan ehtoja, jotka olivat verkkosivuillamme voimassa, kun teit tilauksen."],
      },
    ]),
  },
};

export const PATH_PAGE_COPY: Record<string, PageCopyKey> = {
  customerService: "customer-service",
  delivery: "delivery",
  payment: "payment",
};

/** Every page in every store (a store without its own copy reads one written for another, see forEveryStore). */
export const PAGE_COPY = Object.fromEntries(Object.entries(WRITTEN_PAGES).map(([key, copies]) => [key, forEveryStore(copies)])) as Record<PageCopyKey, Record<StoreCode, PageCopy>>;

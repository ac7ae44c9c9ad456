import { forEveryStore, type StoreCode } from "#core/stores.ts";

export type Mood = "positive" | "neutral" | "negative";

interface ReviewCopy {
  firstNames: string[];
  titles: Record<Mood, string[]>;
  sentences: Record<Mood, string[]>;
  details: Record<Mood, string[]>;
}

export const SURNAME_INITIALS = "ABDEFGHJKLMNOPRSTVW";

export const REVIEW_COPY: Record<StoreCode, ReviewCopy> = forEveryStore({
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
    details: {
      positive: [
        "Vi var två som monterade den en lördagsförmiddag och det gick utan problem. Alla skruvar var märkta och hålen passade exakt, vilket man inte alltid kan räkna med.",
        "Färgen skiftar fint i kvällsljuset och ser nästan varmare ut än på bilderna. Ytan känns gedigen och har inte fått ett enda märke trots att barnen använder den dagligen.",
        "Chauffören ringde en halvtimme innan och bar in allt till rätt rum. Emballaget var ordentligt och det fanns inte en skråma någonstans när vi packade upp.",
        "Den har stått på altanen vid sommarstugan hela sommaren och klarat både regn och stark sol utan att blekna. Vi torkade bara av den med en fuktig trasa i september och den ser fortfarande ny ut.",
        "Man märker att den är byggd för att hålla. Ingenting knarrar eller vickar och fogarna är snyggt gjorda. Känns som en möbel vi kommer att ha glädje av i många år.",
      ],
      neutral: [
        "Kvaliteten är bra, men monteringen tog längre tid än beräknat eftersom ett par hål inte låg helt i linje. Med lite tålamod och två personer gick det till slut.",
        "Snygg och stabil, men färgen är en aning kallare i verkligheten än på skärmen. I dagsljus ser den bra ut, men på kvällen hade jag önskat en varmare ton.",
        "Leveransen kom på utsatt dag, men chauffören ställde allt i hallen. Själva möbeln är fin, men den luktade lite fabrik de första dagarna innan vi hade vädrat ordentligt.",
      ],
      negative: [
        "Redan efter några veckors användning har ytan fått märken som inte går att få bort. Jag hade förväntat mig ett tåligare material i den här prisklassen.",
        "En av delarna var skadad vid leveransen och det tog nästan tre veckor att få en ersättningsdel. Själva möbeln är okej, men hela processen var tröttsam.",
        "Efter en regnig vecka på terrassen syntes vattenfläckar och materialet hade börjat spricka lite. Skötselråden borde ha varit tydligare från början.",
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
    details: {
      positive: [
        "Vi var to om at samle den en lørdag formiddag, og det gik uden problemer. Alle skruer var mærket, og hullerne passede præcist, hvilket man ikke altid kan regne med.",
        "Farven skifter smukt i aftenlyset og ser næsten varmere ud end på billederne. Overfladen føles solid og har ikke fået et eneste mærke, selvom børnene bruger den hver dag.",
        "Chaufføren ringede en halv time før og bar det hele ind i det rigtige rum. Emballagen var solid, og der var ikke en skramme nogen steder, da vi pakkede ud.",
        "Den har stået på terrassen i sommerhuset hele sommeren og klaret både regn og bagende sol uden at falme. Vi tørrede den bare af med en fugtig klud i september, og den ser stadig ny ud.",
        "Man kan mærke, at den er bygget til at holde. Intet knirker eller vipper, og samlingerne er pænt udført. Det føles som et møbel, vi får glæde af i mange år.",
      ],
      neutral: [
        "Kvaliteten er god, men samlingen tog længere tid end forventet, fordi et par huller ikke flugtede helt. Med lidt tålmodighed og to mand gik det til sidst.",
        "Flot og stabil, men farven er en anelse koldere i virkeligheden end på skærmen. I dagslys ser den fin ud, men om aftenen havde jeg ønsket en varmere tone.",
        "Leveringen kom på den aftalte dag, men chaufføren satte det hele af i entréen. Selve møblet er fint, men det lugtede lidt af fabrik de første dage, indtil vi havde luftet godt ud.",
      ],
      negative: [
        "Allerede efter et par ugers brug har overfladen fået mærker, som ikke kan fjernes. Jeg havde forventet et mere slidstærkt materiale i den prisklasse.",
        "En af delene var beskadiget ved leveringen, og det tog næsten tre uger at få en ny. Selve møblet er okay, men hele forløbet var opslidende.",
        "Efter en regnfuld uge på terrassen var der vandpletter, og materialet var begyndt at revne en smule. Plejevejledningen burde have været tydeligere fra starten.",
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
    details: {
      positive: [
        "Vi var to som monterte den en lørdag formiddag, og det gikk helt uten problemer. Alle skruene var merket og hullene passet nøyaktig, noe man ikke alltid kan regne med.",
        "Fargen skifter fint i kveldslyset og ser nesten varmere ut enn på bildene. Overflaten føles solid og har ikke fått et eneste merke, selv om barna bruker den hver dag.",
        "Sjåføren ringte en halvtime før og bar alt inn i riktig rom. Emballasjen var skikkelig, og det var ikke en skramme noe sted da vi pakket ut.",
        "Den har stått på terrassen på hytta hele sommeren og tålt både regn og stekende sol uten å falme. Vi tørket den bare av med en fuktig klut i september, og den ser fortsatt ny ut.",
        "Man merker at den er bygget for å vare. Ingenting knirker eller vipper, og skjøtene er pent utført. Føles som et møbel vi kommer til å ha glede av i mange år.",
      ],
      neutral: [
        "Kvaliteten er god, men monteringen tok lengre tid enn ventet fordi et par hull ikke lå helt på linje. Med litt tålmodighet og to personer gikk det til slutt.",
        "Pen og stødig, men fargen er en anelse kaldere i virkeligheten enn på skjermen. I dagslys ser den fin ut, men om kvelden skulle jeg ønske en varmere tone.",
        "Leveringen kom på avtalt dag, men sjåføren satte alt igjen i gangen. Selve møbelet er fint, men det luktet litt fabrikk de første dagene før vi fikk luftet godt ut.",
      ],
      negative: [
        "Allerede etter noen ukers bruk har overflaten fått merker som ikke lar seg fjerne. Jeg hadde forventet et mer slitesterkt materiale i denne prisklassen.",
        "En av delene var skadet ved levering, og det tok nesten tre uker å få en ny. Selve møbelet er greit nok, men hele prosessen var slitsom.",
        "Etter en regnfull uke på terrassen dukket det opp vannflekker, og materialet hadde begynt å sprekke litt. Pleierådene burde vært tydeligere fra starten av.",
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
    details: {
      positive: [
        "Kokosimme sen kahdestaan lauantaiaamupäivänä, ja kaikki sujui ongelmitta. Ruuvit oli merkitty selkeästi ja reiät osuivat kohdalleen, mikä ei ole itsestäänselvyys.",
        "Sävy muuttuu kauniisti iltavalossa ja näyttää jopa lämpimämmältä kuin kuvissa. Pinta tuntuu laadukkaalta, eikä siihen ole tullut ainuttakaan jälkeä, vaikka lapset käyttävät sitä päivittäin.",
        "Kuljettaja soitti puoli tuntia etukäteen ja kantoi kaiken oikeaan huoneeseen asti. Pakkaus oli huolellinen, eikä missään ollut naarmuakaan, kun avasimme sen.",
        "Se on ollut mökin terassilla koko kesän ja kestänyt sekä sateet että paahtavan auringon haalistumatta. Pyyhimme sen syyskuussa vain kostealla liinalla, ja se näyttää yhä uudelta.",
        "Huomaa, että se on tehty kestämään. Mikään ei nitise tai heilu, ja liitokset on viimeistelty siististi. Tuntuu huonekalulta, josta saamme iloa vielä monta vuotta.",
      ],
      neutral: [
        "Laatu on hyvä, mutta kokoaminen kesti odotettua kauemmin, koska muutama reikä ei ollut aivan kohdakkain. Kärsivällisyydellä ja kahden hengen voimin se lopulta onnistui.",
        "Kaunis ja tukeva, mutta sävy on todellisuudessa hieman kylmempi kuin näytöllä. Päivänvalossa se näyttää hyvältä, mutta iltaisin toivoisin lämpimämpää vivahdetta.",
        "Toimitus tuli sovittuna päivänä, mutta kuljettaja jätti kaiken eteiseen. Itse huonekalu on hieno, mutta ensimmäisinä päivinä siinä oli hieman tehtaan hajua, kunnes tuuletimme kunnolla.",
      ],
      negative: [
        "Jo muutaman viikon käytön jälkeen pintaan on tullut jälkiä, jotka eivät lähde pois. Odotin tämän hintaluokan huonekalulta kestävämpää materiaalia.",
        "Yksi osista oli vaurioitunut toimituksessa, ja uuden saaminen kesti lähes kolme viikkoa. Itse huonekalu on ihan ok, mutta koko prosessi oli uuvuttava.",
        "Kun se oli ollut viikon sateessa terassilla, pintaan tuli vesitahroja ja materiaali alkoi hieman halkeilla. Hoito-ohjeiden olisi pitänyt olla selkeämmät alusta asti.",
      ],
    },
  },
});

export interface SiteReviewCopy {
  titles: Record<Mood, string[]>;
  texts: Record<Mood, string[]>;
}

export const SITE_REVIEW_COPY: Record<StoreCode, SiteReviewCopy> = forEveryStore({
  se: {
    titles: {
      positive: ["Smidig beställning från start till mål", "Toppenservice", "Leverans precis som utlovat", "Handlar gärna igen", "Hjälpsam kundtjänst", "Trygg näthandel"],
      neutral: ["Bra sortiment, långsam leverans", "Okej upplevelse", "Fick vänta på svar"],
      negative: ["Försenad leverans", "Krånglig reklamation", "Dålig kommunikation"],
    },
    texts: {
      positive: [
        "Enkelt att beställa på hemsidan och jag fick en orderbekräftelse direkt. Leveransen kom redan veckan efter.",
        "Vi fick ett sms och kunde själva boka en leveransdag som passade oss. Chauffören ringde innan och bar in allt till vardagsrummet.",
        "Chattade med kundtjänst om måtten på en soffa och fick snabbt ett tydligt och vänligt svar.",
        "Besökte showroomet i helgen och fick bra hjälp att välja tyg. Beställningen gick sedan smidigt via hemsidan.",
        "Skönt att kunna betala mot faktura. Allt kom välpackat och utan en enda skada.",
        "Returen gick förvånansvärt enkelt. Returfrakten ordnades åt mig och pengarna var tillbaka inom några dagar.",
        "Trevlig personal i telefon som hjälpte mig att ändra leveransadressen i sista stund. Riktigt bra service!",
        "Andra gången jag handlar här och det har fungerat lika bra båda gångerna. Bra sortiment för både sommarstugan och hemmet.",
      ],
      neutral: [
        "Möblerna är fina, men leveransen tog nästan två veckor längre än beräknat. Kundtjänst höll oss ändå uppdaterade.",
        "Beställningen gick bra, men leveransfönstret var hela dagen och chauffören hörde inte av sig innan.",
        "Det tog tre dagar att få svar på mitt mejl, men när de väl svarade löste de problemet snabbt.",
        "En del kom skadad, men en ny skickades utan krångel. Det tog bara lite tid innan allt var komplett.",
      ],
      negative: [
        "Leveransen flyttades fram två gånger och vi fick veta det först samma morgon. Väldigt frustrerande när man har tagit ledigt från jobbet.",
        "Svårt att nå kundtjänst per telefon och chatten var ofta stängd. Till slut fick vi hjälp, men det tog onödigt lång tid.",
        "Kartongen var trasig vid leveransen och en av delarna repad. Ersättningsdelen kom först efter en månad.",
        "Returen var krånglig och det dröjde flera veckor innan pengarna kom tillbaka. Tydligare information hade underlättat mycket.",
      ],
    },
  },
  dk: {
    titles: {
      positive: ["Nem bestilling fra start til slut", "Super service", "Levering præcis som lovet", "Handler gerne her igen", "Hjælpsom kundeservice", "Tryg netbutik"],
      neutral: ["Godt udvalg, langsom levering", "Okay oplevelse", "Måtte vente på svar"],
      negative: ["Forsinket levering", "Besværlig reklamation", "Dårlig kommunikation"],
    },
    texts: {
      positive: [
        "Nemt at bestille på hjemmesiden, og jeg fik en ordrebekræftelse med det samme. Leveringen kom allerede ugen efter.",
        "Vi fik en sms og kunne selv vælge en leveringsdag, der passede os. Chaufføren ringede i forvejen og bar det hele ind i stuen.",
        "Skrev med kundeservice på chatten om målene på en sofa og fik hurtigt et klart og venligt svar.",
        "Besøgte showroomet i weekenden og fik god hjælp til at vælge stof. Bestillingen gik derefter glat via hjemmesiden.",
        "Dejligt at kunne betale med faktura. Alt kom godt pakket ind og uden en eneste skade.",
        "Returneringen var overraskende nem. Fragten blev ordnet for mig, og jeg fik pengene tilbage inden for få dage.",
        "Venligt personale i telefonen, som hjalp mig med at ændre leveringsadressen i sidste øjeblik. Rigtig god service!",
        "Anden gang jeg handler her, og det har fungeret lige godt begge gange. Godt udvalg til både sommerhuset og hjemmet.",
      ],
      neutral: [
        "Møblerne er flotte, men leveringen tog næsten to uger længere end forventet. Kundeservice holdt os dog opdateret.",
        "Bestillingen gik fint, men leveringsvinduet var hele dagen, og chaufføren ringede ikke i forvejen.",
        "Der gik tre dage, før jeg fik svar på min mail, men da de først svarede, løste de problemet hurtigt.",
        "En del kom beskadiget, men en ny blev sendt uden besvær. Det tog bare lidt tid, før alt var komplet.",
      ],
      negative: [
        "Leveringen blev udskudt to gange, og vi fik først besked samme morgen. Meget frustrerende, når man har taget fri fra arbejde.",
        "Svært at komme igennem til kundeservice på telefonen, og chatten var ofte lukket. Vi fik hjælp til sidst, men det tog unødigt lang tid.",
        "Kassen var gået i stykker under transporten, og en af delene var ridset. Den nye del kom først efter en måned.",
        "Returneringen var besværlig, og der gik flere uger, før pengene kom retur. Bedre information havde gjort det meget nemmere.",
      ],
    },
  },
  no: {
    titles: {
      positive: ["Enkel bestilling fra start til slutt", "Topp service", "Levering akkurat som lovet", "Handler gjerne her igjen", "Hjelpsom kundeservice", "Trygg nettbutikk"],
      neutral: ["Godt utvalg, treg levering", "Grei opplevelse", "Måtte vente på svar"],
      negative: ["Forsinket levering", "Tungvint reklamasjon", "Dårlig kommunikasjon"],
    },
    texts: {
      positive: [
        "Enkelt å bestille på nettsiden, og jeg fikk ordrebekreftelse med en gang. Leveringen kom allerede uken etter.",
        "Vi fikk SMS og kunne selv velge en leveringsdag som passet oss. Sjåføren ringte i forkant og bar alt inn i stuen.",
        "Chattet med kundeservice om målene på en sofa og fikk raskt et tydelig og vennlig svar.",
        "Var innom showroomet i helgen og fikk god hjelp til å velge stoff. Bestillingen gikk deretter knirkefritt via nettsiden.",
        "Deilig å kunne betale med faktura. Alt kom godt pakket og uten en eneste skade.",
        "Returen gikk overraskende enkelt. Frakten ble ordnet for meg, og jeg fikk pengene tilbake i løpet av noen få dager.",
        "Hyggelige folk på telefonen som hjalp meg å endre leveringsadressen i siste liten. Skikkelig god service!",
        "Andre gang jeg handler her, og det har fungert like bra begge gangene. Godt utvalg til både hytta og hjemmet.",
      ],
      neutral: [
        "Møblene er fine, men leveringen tok nesten to uker lengre enn beregnet. Kundeservice holdt oss likevel oppdatert.",
        "Bestillingen gikk fint, men leveringsvinduet var hele dagen, og sjåføren ga ikke beskjed på forhånd.",
        "Det tok tre dager å få svar på e-posten min, men da de først svarte, løste de problemet raskt.",
        "En del kom skadet, men en ny ble sendt uten noe styr. Det tok bare litt tid før alt var komplett.",
      ],
      negative: [
        "Leveringen ble utsatt to ganger, og vi fikk beskjed først samme morgen. Veldig frustrerende når man har tatt fri fra jobben.",
        "Vanskelig å nå kundeservice på telefon, og chatten var ofte stengt. Vi fikk hjelp til slutt, men det tok unødvendig lang tid.",
        "Esken var ødelagt ved levering, og en av delene hadde riper. Den nye delen kom først etter en måned.",
        "Returen var tungvint, og det gikk flere uker før pengene kom tilbake. Bedre informasjon ville gjort det mye enklere.",
      ],
    },
  },
  fi: {
    titles: {
      positive: ["Sujuva tilaus alusta loppuun", "Erinomaista palvelua", "Toimitus juuri kuten luvattiin", "Tilaan mielelläni uudelleen", "Avulias asiakaspalvelu", "Luotettava verkkokauppa"],
      neutral: ["Hyvä valikoima, hidas toimitus", "Ihan ok kokemus", "Vastausta sai odottaa"],
      negative: ["Myöhästynyt toimitus", "Hankala reklamaatio", "Huono tiedottaminen"],
    },
    texts: {
      positive: [
        "Tilaaminen verkkosivuilla oli helppoa, ja sain tilausvahvistuksen heti. Toimitus saapui jo seuraavalla viikolla.",
        "Saimme tekstiviestin ja pystyimme itse valitsemaan sopivan toimituspäivän. Kuljettaja soitti etukäteen ja kantoi kaiken olohuoneeseen asti.",
        "Kysyin chatissa sohvan mitoista ja sain nopeasti selkeän ja ystävällisen vastauksen.",
        "Kävimme näyttelymyymälässä viikonloppuna ja saimme hyvää apua kankaan valintaan. Tilaus sujui sen jälkeen kätevästi verkossa.",
        "Oli kätevää, että laskulla maksaminen onnistui. Kaikki tuli hyvin pakattuna, eikä missään ollut vaurioita.",
        "Palautus sujui yllättävän helposti. Rahti järjestettiin puolestani, ja rahat palautuivat muutamassa päivässä.",
        "Puhelinpalvelussa oli ystävällinen henkilö, joka auttoi vaihtamaan toimitusosoitteen viime hetkellä. Todella hyvää palvelua!",
        "Tilasin täältä jo toista kertaa, ja kummallakin kerralla kaikki toimi moitteettomasti. Hyvä valikoima sekä mökille että kotiin.",
      ],
      neutral: [
        "Huonekalut ovat hienoja, mutta toimitus kesti lähes kaksi viikkoa arvioitua kauemmin. Asiakaspalvelu piti meidät kuitenkin ajan tasalla.",
        "Tilaus sujui hyvin, mutta toimitusikkuna oli koko päivä, eikä kuljettaja ilmoittanut tulostaan etukäteen.",
        "Sähköpostiini vastattiin vasta kolmen päivän päästä, mutta sen jälkeen ongelma ratkesi nopeasti.",
        "Yksi osa saapui vaurioituneena, mutta uusi lähetettiin ilman hankaluuksia. Kesti vain aikansa, ennen kuin kaikki osat olivat perillä.",
      ],
      negative: [
        "Toimitusta siirrettiin kahdesti, ja saimme tiedon vasta samana aamuna. Todella turhauttavaa, kun olin ottanut vapaapäivän töistä.",
        "Asiakaspalveluun oli vaikea päästä puhelimitse, ja chat oli usein suljettu. Apua saatiin lopulta, mutta siihen meni turhan kauan.",
        "Pahvilaatikko oli rikki toimituksen saapuessa, ja yksi osista oli naarmuuntunut. Uusi osa saapui vasta kuukauden kuluttua.",
        "Palautus oli hankala, ja rahojen palautuminen kesti useita viikkoja. Selkeämpi tiedottaminen olisi helpottanut paljon.",
      ],
    },
  },
});

import type { EditorialCopy } from "./types.ts";

export const COPY: EditorialCopy = {
  authors: ["Mette Kjærgaard", "Rasmus Holm", "Line Vestergaard"],

  blogCategories: {
    care: {
      name: "Pleje og vedligehold",
      urlKey: "pleje-og-vedligehold",
      description: "Sådan rengør, olierer, beskytter og opbevarer du dine møbler – inde og ude – så de holder i mange år.",
    },
    trends: {
      name: "Årets trends",
      urlKey: "arets-trender",
      description: "De former, farver og materialer, vi ser mest til i år, og hvordan du tager dem med hjem uden at skifte hele stuen ud.",
    },
    rooms: {
      name: "Indretning",
      urlKey: "indretning",
      description: "Idéer til stuen, spisepladsen og de små rum – med mål og løsninger, der fungerer i en almindelig hverdag.",
    },
    outdoor: {
      name: "Udeliv",
      urlKey: "udeliv",
      description: "Altaner, terrasser og haver: sådan indretter du udendørs, så du får mest muligt ud af de lyse måneder.",
    },
    guides: {
      name: "Købsguides",
      urlKey: "kobsguides",
      description: "Mål, materialer og de rigtige spørgsmål at stille, før du vælger sofa, stole, borde eller havemøbler.",
    },
  },

  posts: {
    "teak-care": {
      title: "Sådan plejer du dine teakmøbler – gråt eller gyldent",
      urlKey: "pleje-af-teakmobler",
      summary: "Teak klarer sig langt hen ad vejen selv, men med lidt pleje holder det både længere og pænere. Sådan vasker, olierer og opbevarer du dine teakmøbler.",
      sections: [
        {
          paragraphs: [
            "Teak er en af de mest holdbare træsorter, man kan sætte ud i haven. Træet har et naturligt højt indhold af olie og silika, så det tåler regn, sol og frost uden at rådne. Alligevel er der et valg, du skal træffe allerede i den første sæson: Skal møblerne have lov at blive sølvgrå, eller vil du bevare den varme, gyldne farve?",
          ],
        },
        {
          heading: "Gråt eller gyldent – begge dele er rigtigt",
          paragraphs: [
            "Ubehandlet teak skifter farve i løbet af et par måneder udendørs. UV-lyset nedbryder de yderste fibre, og overfladen får en jævn, sølvgrå patina. Det er et rent kosmetisk skift – træet er lige så stærkt bagefter. Mange vælger netop den grå farve, fordi den falder så fint ind i en nordisk have med grus, græs og sten.",
            "Vil du hellere holde den gyldne tone, skal møblerne have teakolie cirka to gange i sæsonen: én gang om foråret, når de kommer ud, og igen midt på sommeren. Påfør et tyndt lag med en klud eller pensel, lad det trække i 15–20 minutter, og tør den overskydende olie af, så overfladen ikke bliver klæbrig.",
          ],
          pictureCaption: "Et havebord og havestole i teak – her med frisk olie og den gyldne farve i behold.",
        },
        {
          heading: "Den årlige rengøring",
          items: [
            "Fej løst snavs, blade og pollen af med en tør børste.",
            "Bland en spand lunkent vand med lidt mild sæbe, fx brun sæbe.",
            "Skrub med en blød børste – altid på langs af årerne, aldrig på tværs.",
            "Skyl efter med rent vand fra haveslangen, og lad møblerne tørre helt i skyggen.",
            "Drop højtryksrenseren. Den river de bløde fibre op, så overfladen bliver ru og samler snavs endnu hurtigere.",
          ],
        },
        {
          heading: "Pletter og ru overflader",
          paragraphs: [
            "Rødvinsringe, fedt fra grillen eller mørke pletter fra blade kan som regel slibes væk. Brug et fint sandpapir, korn 180–240, og slib let på langs af årerne, til pletten er væk. Tør støvet af med en fugtig klud. Olierer du dine møbler, skal det slebne område have et ekstra lag bagefter, så det ikke står lysere end resten. Det samme gælder armlænene på en [solseng i teak](category:53), der med tiden kan blive ru af solcreme og hænder.",
          ],
        },
        {
          heading: "Godt gennem vinteren",
          paragraphs: [
            "Teak kan faktisk stå ude hele året, men møblerne holder længst, hvis de overvintrer tørt og med god ventilation – i et skur, en carport eller en kælder, der ikke er for varm. Sørg for, at de er helt tørre, før de pakkes væk, og læg aldrig en tæt plastpresenning direkte på træet; fugten bliver fanget og giver skimmel. Står møblerne ude, så løft dem fri af jorden, og brug et åndbart overtræk.",
            "Så er [dit teakbord](product:0) klar til en ny sæson, når foråret kommer. Se også hele udvalget af [havemøbelsæt](category:56).",
          ],
        },
      ],
    },

    "sofa-fabric-care": {
      title: "Hold stofsofaen frisk: Den enkle rutine, der virker",
      urlKey: "pleje-af-stofsofa",
      summary: "Med et par minutters pleje om ugen holder din stofsofa sig pæn i mange år. Her er rutinen – og hvad du gør, når uheldet er ude.",
      sections: [
        {
          paragraphs: [
            "Sofaen er det møbel i hjemmet, der bliver brugt allermest. Vi sidder, ligger, spiser og tager en lur i den – og det kan ses, hvis den ikke får lidt opmærksomhed. Den gode nyhed er, at plejen ikke behøver at tage lang tid. Det handler mest om faste vaner og om at reagere hurtigt, når der bliver spildt.",
          ],
        },
        {
          heading: "Den ugentlige rutine",
          items: [
            "Støvsug sofaen en gang om ugen med møbelmundstykket – også i sprækkerne og under hynderne, hvor krummer og sand samler sig.",
            "Vend og byt rundt på de løse hynder, så de bliver slidt jævnt.",
            "Bank og ryst hynderne op, så fyldet bevarer sin form.",
            "Luft ud jævnligt; stof optager både madlugt og røg.",
          ],
        },
        {
          heading: "Når uheldet er ude",
          paragraphs: [
            "Spild skal tages med det samme. Dup væsken op med en ren, hvid klud eller et stykke køkkenrulle, og arbejd udefra og ind mod midten, så pletten ikke breder sig. Gnid aldrig – det presser snavset dybere ind i fibrene og kan ødelægge stoffets overflade.",
            "Skal du bruge et rensemiddel, så test det først et sted, der ikke kan ses, fx bag på sofaen eller på undersiden af en hynde. Vent, til stoffet er tørt, og se efter, om farven har ændret sig. Brug så lidt vand som muligt, så der ikke kommer vandkanter.",
          ],
          pictureCaption: "En 3-personers sofa i slidstærkt stof – med aftagelige betræk, der kan komme i vaskemaskinen.",
        },
        {
          heading: "Aftagelige betræk og fnuller",
          paragraphs: [
            "Har din sofa aftagelige betræk, kan de som regel vaskes ved 30–40 °C – men læs altid vaskeanvisningen først. Vask på skåneprogram, centrifugér let, og træk betrækkene på igen, mens de stadig er en smule fugtige. Så sidder de bedst og krymper mindst. Vask alle betræk på én gang, så farven forbliver ens.",
            "Små fnuller på overfladen er helt normalt, især i de første måneder. De fjernes nemt med en fnugfjerner eller en stofbarbermaskine. Det er ikke et tegn på dårlig kvalitet, men blot løse fibre, der arbejder sig ud.",
            "Har du kæledyr, så læg et plaid på deres faste plads, og fjern hår med en fnugrulle eller en fugtig gummihandske – det virker bedre end støvsugeren.",
          ],
        },
        {
          heading: "Pas på solen",
          paragraphs: [
            "Direkte sollys bleger de fleste stoffer, især mørke farver og naturfibre som hør og bomuld. Står [din sofa](product:0) ved et vindue mod syd, så træk gardinet for midt på dagen, eller læg et plaid over ryglænet. Det samme råd gælder for en [lænestol](category:2) eller en [hjørnesofa](category:13) i et lyst rum.",
          ],
        },
      ],
    },

    "leather-care": {
      title: "Læder med patina: Sådan plejer du dine lædermøbler",
      urlKey: "pleje-af-laedermobler",
      summary: "Godt læder bliver smukkere med årene, hvis det får lidt pleje. Sådan rengør og plejer du det – og redder dig ud af vand- og fedtpletter.",
      sections: [
        {
          paragraphs: [
            "Læder er et levende materiale. Det ændrer sig med brug, lys og tid, og netop det er en stor del af charmen. En lædersofa eller en lænestol, der har været brugt i nogle år, får en blødere overflade og en dybere farve. Med lidt pleje undgår du, at læderet tørrer ud og revner.",
          ],
        },
        {
          heading: "Hverdagsplejen",
          paragraphs: [
            "Det meste klares med en tør, blød klud. Tør støv af en gang om ugen, så det ikke lægger sig i læderets porer og slider på overfladen. Brug ikke almindelige rengøringsmidler, sprit eller vådservietter – de udtørrer læderet og kan tage farven med sig.",
            "Har du dyr i huset, så hold kløerne korte, og læg et plaid på deres yndlingsplads. Små ridser i anilinlæder kan ofte gnides væk med en finger, fordi varmen fra hånden får olien i læderet til at flyde ud igen. Dybere ridser kan en møbelpolstrer som regel udbedre.",
          ],
        },
        {
          heading: "Rens og pleje to gange om året",
          items: [
            "Støvsug sømme og sprækker med et blødt mundstykke.",
            "Rens hele overfladen med et mildt læderrensemiddel og en let fugtig klud.",
            "Lad læderet tørre helt, før du går videre.",
            "Påfør lædercreme eller læderbalsam i et tyndt, jævnt lag med cirkelbevægelser.",
            "Polér efter med en ren, tør klud, når plejemidlet er trukket ind.",
          ],
          pictureCaption: "En lænestol i naturlæder, der allerede er begyndt at få sin første patina.",
        },
        {
          heading: "Placering: varme og sol",
          paragraphs: [
            "Læder har det bedst ved en jævn stuetemperatur. Hold dine lædermøbler mindst 50 cm fra radiatorer og brændeovne, og undgå direkte sol. Varmen trækker fugten ud af læderet, så det bliver stift og kan revne, og solen bleger farven – især på anilinlæder, som ikke har en beskyttende overfladebehandling.",
            "Det gælder også [spisebordsstole med lædersæde](category:31), der står tæt ved et vindue mod syd. Byt rundt på dem en gang imellem, så de falmer jævnt.",
          ],
        },
        {
          heading: "Vand- og fedtpletter",
          paragraphs: [
            "Spilder du vand, så dup det op med det samme med en tør klud. Bliver der alligevel en mørk kant, kan du fugte hele feltet let – fra søm til søm – så det tørrer op i én jævn tone. Lad det tørre af sig selv, aldrig med en hårtørrer.",
            "Fedtpletter fra hænder, hår eller mad trækker ofte langsomt ind i læderet og forsvinder af sig selv i løbet af nogle uger. Er pletten stor, kan et særligt affedtningsmiddel til læder hjælpe. Brug aldrig sæbe og vand på fedt – så breder pletten sig. Læs mere om [denne lænestol](product:0), eller find en [3-personers sofa i læder](category:11).",
          ],
        },
      ],
    },

    "wood-table-care": {
      title: "Olie, lak eller sæbe? Sådan plejer du dit træbord",
      urlKey: "pleje-af-traebord",
      summary: "Et træbord kan holde i generationer, hvis det får den rigtige pleje. Se forskellen på olierede, lakerede og sæbebehandlede overflader.",
      sections: [
        {
          paragraphs: [
            "Spisebordet er hjemmets arbejdshest. Her bliver der spist, lavet lektier, spillet brætspil og skåret brød – og det kan ses på træet. Hvordan du bedst passer på bordet, afhænger først og fremmest af, hvordan overfladen er behandlet. Tjek produktbeskrivelsen, hvis du er i tvivl.",
          ],
        },
        {
          heading: "Tre overflader, tre slags pleje",
          paragraphs: [
            "Olieret træ har en mat, naturlig overflade, hvor olien er trængt ned i træet. Det skal efterbehandles med møbelolie en til to gange om året – oftere, hvis bordet bruges hver dag. Påfør et tyndt lag, lad det trække i cirka 15 minutter, og tør alt overskydende af med en fnugfri klud.",
            "Lakeret træ har en lukket overflade, der er let at holde ren. Her er der ingen olie, der skal fornys; en hårdt opvredet klud er nok. Til gengæld kan dybe ridser i lakken ikke bare slibes væk.",
            "Sæbebehandlet træ – klassisk på lys eg og fyr – vaskes med sæbespåner opløst i vand. Det holder træet lyst og giver en silkeblød overflade. Gentag behandlingen nogle gange om året.",
          ],
          pictureCaption: "Et spisebord i olieret eg: Den matte overflade skal have ny olie en til to gange om året.",
        },
        {
          heading: "Hverdagens gode vaner",
          items: [
            "Tør bordet af med en hårdt opvredet klud – aldrig en våd – og tør efter med en tør.",
            "Brug bordskånere under varme gryder og glasbrikker under glas.",
            "En dug eller dækkeservietter beskytter, når der er børn ved bordet.",
            "Undgå rengøringsmidler med sprit, salmiak eller slibemiddel.",
            "Hold bordet væk fra direkte varme, så træet ikke slår revner.",
          ],
        },
        {
          heading: "Hvide ringe og ridser",
          paragraphs: [
            "Hvide ringe opstår typisk, når fugt eller varme er trængt ind i overfladen. På et olieret bord kan de ofte fjernes ved at slibe let med fint sandpapir, korn 240, på langs af årerne og derefter olie området. På lakerede borde hjælper det nogle gange at lægge et tørt viskestykke over ringen og varme forsigtigt med et strygejern på lav varme i få sekunder ad gangen.",
            "Små ridser i olieret træ forsvinder som regel, når bordet får en omgang olie. Det gælder også [sofaborde](category:42) og [dette sidebord](product:2), som ofte får hårdere tag, end man tror – med kaffekopper, fødder og fjernbetjeninger.",
          ],
        },
        {
          heading: "Når bordet trænger til en større omgang",
          paragraphs: [
            "Efter mange års brug kan et olieret eller sæbebehandlet bord have fået så mange mærker, at det kan betale sig at slibe hele bordpladen. Slib først med korn 120 og derefter med 180–240, altid på langs af årerne, støvsug grundigt, og giv pladen to-tre tynde lag olie med et døgns mellemrum. Så ser bordet næsten ud som nyt – og det er netop fordelen ved massivt træ.",
          ],
        },
      ],
    },

    "winter-storage": {
      title: "Vinterklar: Sådan pakker du havemøblerne rigtigt væk",
      urlKey: "havemobler-vinteropbevaring",
      summary: "En times arbejde i efteråret sparer dig for skimmel, rust og flade hynder til foråret. Her er tjeklisten til vinteropbevaring af havemøbler.",
      sections: [
        {
          paragraphs: [
            "Når de sidste lune aftener er forbi, og bladene begynder at falde, er det tid til at få havemøblerne i hi. Det lyder kedeligt, men en times arbejde nu gør en stor forskel, når du tager møblerne frem igen til foråret. Det vigtigste er, at alt bliver rent og tørt, og at luften kan cirkulere.",
          ],
        },
        {
          heading: "Tjeklisten",
          items: [
            "Vask alle møbler med mild sæbe og vand, og lad dem tørre helt – gerne et par tørre dage i træk.",
            "Tag hynderne ind, og opbevar dem tørt indendørs.",
            "Spænd skruer og bolte efter, og smør hængslerne på klapstole og solsenge.",
            "Løft møblerne fri af jorden med klodser eller møbelfødder.",
            "Brug åndbare overtræk – aldrig en tæt plastpresenning.",
            "Luk parasollen, når dugen er helt tør, og læg den i sit betræk.",
          ],
        },
        {
          heading: "Hvorfor ikke bare en presenning?",
          paragraphs: [
            "En plastpresenning holder regnen ude, men den holder også fugten inde. Kondens samler sig på undersiden, og efter et par måneder kan der være skimmel på hynderne, grønne belægninger på træet og rust på skruerne. Et åndbart overtræk i polyester lader fugten slippe ud, mens det holder det værste vejr væk. Det skal sidde, så det ikke ligger fladt på møblerne, og så vinden ikke kan rive det af.",
          ],
          pictureCaption: "Et loungesæt under et åndbart overtræk, løftet fri af fliserne på små klodser.",
        },
        {
          heading: "Hvor skal møblerne stå?",
          paragraphs: [
            "Det bedste sted er et skur, en garage eller en kælder, der er tør og ikke for varm. Aluminium og polyrattan kan i princippet stå ude hele vinteren, hvis de er dækket til, men alt holder længere under tag. Træmøbler bør ikke stå i et opvarmet rum, for den tørre luft kan få træet til at slå revner.",
            "Stabl stole og borde, så de fylder mindst muligt, og læg et stykke pap eller et gammelt tæppe imellem, så de ikke ridser hinanden. Klapstole kan hænges op på væggen i skuret, så gulvpladsen bliver fri til det store.",
            "Har du [et loungesæt](product:0) eller et stort [havemøbelsæt](category:56), der ikke kan komme under tag, så stil det et sted i læ, gerne op ad en husmur, og hæv det over jorden, så det ikke står i vand.",
          ],
        },
        {
          heading: "Glem ikke parasollen",
          paragraphs: [
            "Parasollen er den, der oftest bliver glemt. Dugen skal være helt tør, før den lukkes, ellers kommer der jordslag. Børst den ren, luk den, træk betrækket på, og opbevar den indendørs. Foden kan blive ude, men tøm den, hvis den er fyldt med vand, så frosten ikke sprænger den. Se også vores [parasoller](category:54).",
          ],
        },
      ],
    },

    "cushion-care": {
      title: "Hynder til haven: Tørre, friske og uden skimmel",
      urlKey: "pleje-af-havehynder",
      summary: "Udendørshynder holder længst, når de får lov at tørre og kommer i ly om natten. Sådan vasker du dem og fjerner skimmelpletter.",
      sections: [
        {
          paragraphs: [
            "Det er hynderne, der gør en havestol eller et loungesæt rigtig behageligt – og det er dem, der kræver mest opmærksomhed. Stoffet tåler sol og en byge, men fugt, der bliver siddende, er hyndernes største fjende. Med nogle enkle vaner holder de sig friske sommeren igennem.",
          ],
        },
        {
          heading: "Hvad kendetegner en god udendørshynde?",
          paragraphs: [
            "Gode udendørshynder har et fyld af quick-dry-skum: et åbencellet skum, hvor vandet løber igennem i stedet for at blive suget op. Betrækket er typisk af olefin eller polyester, der er farveægte og UV-bestandigt. Selv de bedste hynder kan blive våde i et kraftigt skybrud – forskellen er, at de tørrer på timer i stedet for på dage.",
            "Tjek også, om hynden har små drænhuller eller et net i bunden. De lader vandet løbe ud, så hynden ikke bliver stående som en svamp. Og vælg gerne lidt mørkere eller mønstrede betræk til spisestolene – de skjuler pletter fra mad og drikke bedre end helt hvide.",
          ],
          pictureCaption: "Hynder med quick-dry-skum på et loungesæt – de tørrer hurtigt efter en sommerbyge.",
        },
        {
          heading: "Gode vaner i sæsonen",
          items: [
            "Tag hynderne ind, eller læg dem i en hyndeboks om natten og i regnvejr.",
            "Stil våde hynder på højkant, så vandet kan løbe af, og luften kan komme til.",
            "Børst pollen, blade og fugleklatter af, så snart du ser dem.",
            "Vask betrækkene ved 30 °C et par gange i sæsonen, hvis de kan tages af.",
            "Lad betrækkene lufttørre – tørretumbleren kan få dem til at krympe.",
          ],
        },
        {
          heading: "Skimmelpletter",
          paragraphs: [
            "Små sorte prikker på stoffet er skimmel, som opstår, når hynden har været fugtig for længe. Bland en opløsning af én del husholdningseddike og fire dele lunkent vand. Sprøjt det på pletterne, lad det virke et kvarters tid, og skrub let med en blød børste. Skyl efter med rent vand, og lad hynden tørre helt i solen – UV-lyset hjælper også.",
            "Er skimlen trængt ind i skummet, er det som regel tid til nye hynder. Husk at vælge hynder, der passer i mål til de [solsenge](category:53) og [havestole](category:52), du allerede har.",
          ],
        },
        {
          heading: "Vinteropbevaring",
          paragraphs: [
            "Inden hynderne går på vinterferie, skal de være rene og knastørre. Opbevar dem indendørs et tørt sted, gerne i en stofpose eller et åndbart betræk – ikke i en lukket plastsæk. Læg dem heller ikke direkte på et koldt betongulv, hvor fugten kan trække op; en hylde eller en palle er bedre. Så er de klar, når [dit loungesæt](product:0) skal i brug igen til foråret.",
          ],
        },
      ],
    },

    "trends-of-the-year": {
      title: "Årets indretningstrends: Bløde former og jordnære farver",
      urlKey: "arets-indretningstrends",
      summary: "Runde former, bouclé og fløjl, rust og oliven, massivt træ og en blanding af gammelt og nyt. Her er de trends, der er værd at tage med hjem.",
      sections: [
        {
          paragraphs: [
            "Trends kommer og går, men nogle af dem bider sig fast, fordi de simpelthen gør hjemmet rarere at være i. I år handler det meste om ro, materialer, man har lyst til at røre ved, og farver, der minder om naturen. Her er de fem, vi ser overalt – og hvordan du bruger dem uden at skifte hele stuen ud.",
          ],
        },
        {
          heading: "Bløde, runde former",
          paragraphs: [
            "De skarpe kanter er på vej ud. Sofaer med afrundede armlæn, lænestole med buet ryg og runde sofaborde giver et blødere udtryk og gør rummet mere indbydende. Runde former er også praktiske: Der er ingen hjørner at slå sig på, og det er lettere at komme rundt i et lille rum.",
            "Trenden gælder også detaljerne: afrundede bordplader, buede lampeskærme og spejle uden hjørner. Det behøver ikke være store investeringer – et rundt sofabord eller en lænestol med buet ryg ændrer allerede stemningen i rummet.",
          ],
          pictureCaption: "En 3-personers sofa med bløde linjer, et rundt sofabord og en lænestol i bouclé.",
        },
        {
          heading: "Bouclé og fløjl",
          paragraphs: [
            "Stoffer med struktur er stadig store. Bouclé med sin krøllede, uldagtige overflade og fløjl med sin dybe glød giver liv til selv en enkel sofa. Start med [en lænestol](product:1) i bouclé eller et par puder, hvis du ikke er klar til en hel sofa.",
          ],
        },
        {
          heading: "Jordnære farver",
          paragraphs: [
            "Rust, sand, terrakotta og oliven afløser de kølige grå toner. Farverne er varme, men dæmpede, og de spiller godt sammen med træ, hør og keramik. En [3-personers sofa](category:11) i sand eller oliven er et godt udgangspunkt, som du kan leve med i mange år.",
            "Farverne gør sig også godt i tekstiler. Et rustfarvet plaid, puder i oliven eller et tæppe i sand er en nem måde at prøve trenden af på, før du tager springet med et større møbel.",
          ],
        },
        {
          heading: "Massivt træ – og gammelt møder nyt",
          paragraphs: [
            "Massivt træ med synlige årer er igen noget, man gerne viser frem – eg, ask og valnød med en mat, olieret overflade frem for en blank finish. Og så blander vi mere end før: Et arvet skab, et loppefund og nye møbler side om side giver et hjem med personlighed og historie.",
          ],
          items: [
            "Vælg ét stort møbel i en jordfarve, og lad resten være neutralt.",
            "Kombinér en rund form med et par lige linjer, så rummet ikke bliver for blødt.",
            "Lad træet være synligt: Et [sofabord i massivt træ](category:42) behøver ingen dug.",
            "Giv plads til et gammelt møbel med en historie – det får det nye til at falde på plads.",
          ],
        },
      ],
    },

    "boucle": {
      title: "Bouclé er kommet for at blive",
      urlKey: "boucle-er-kommet-for-at-blive",
      summary: "Det krøllede, uldagtige stof har sat sig fast i de danske stuer. Sådan kombinerer du bouclé med træ og hør – og sådan passer du på det.",
      sections: [
        {
          paragraphs: [
            "For få år siden var bouclé et stof, de fleste kun kendte fra designklassikere og dyre showrooms. I dag sidder det på alt fra lænestole til sovesofaer, og det ser ikke ud til at forsvinde foreløbig. Det er der gode grunde til.",
          ],
        },
        {
          heading: "Hvad er bouclé egentlig?",
          paragraphs: [
            "Navnet kommer af det franske ord for krøllet. Garnet spindes, så der dannes små løkker, og når det væves, får stoffet en knoppet, uldagtig overflade. Bouclé kan være lavet af uld, bomuld, polyester eller en blanding – de syntetiske varianter er ofte de mest slidstærke og de letteste at holde rene.",
          ],
        },
        {
          heading: "Derfor virker det",
          paragraphs: [
            "Bouclé har en struktur, der fanger lyset og giver dybde, selv i helt lyse farver. Et hvidt eller cremefarvet møbel i bouclé ser aldrig fladt ud. Stoffet er blødt og lunt at sidde i, og de afrundede former, som er populære lige nu, kommer særligt til deres ret, når de er betrukket med et stof, man har lyst til at røre ved.",
            "Bouclé er desuden mere tilgivende, end mange tror. Strukturen skjuler små fnuller og hår, og de syntetiske varianter tåler hverdagsbrug i en familie. Til gengæld er stoffet ikke det bedste valg, hvis katten elsker at kradse i møblerne.",
          ],
          pictureCaption: "En lænestol i cremefarvet bouclé ved siden af en 2-personers sofa i samme lyse toner.",
        },
        {
          heading: "Sådan kombinerer du det",
          paragraphs: [
            "Bouclé er et udtryksfuldt stof, så lad det ikke konkurrere med for mange andre tunge tekstiler. Det bliver bedst med kontraster.",
          ],
          items: [
            "Sæt [en lænestol](product:0) i bouclé ved et sofabord i olieret eg eller valnød – det varme træ og den lyse struktur løfter hinanden.",
            "Kombinér med hør i gardiner og puder; den glatte, tørre hør er en god modvægt til de bløde løkker.",
            "Hold farverne rolige: hvid, creme, sand og lysegrå.",
            "Tilføj lidt metal eller keramik, så helheden ikke bliver for blød.",
          ],
        },
        {
          heading: "Pleje uden at ødelægge løkkerne",
          paragraphs: [
            "Den største fare for bouclé er alt, der kan hive i løkkerne: kattekløer, velcro, smykker og støvsugerens roterende børste. Støvsug forsigtigt med et blødt møbelmundstykke, og løft mundstykket i stedet for at trække det hen over stoffet. Træk aldrig i en løs løkke – klip den forsigtigt af, eller prik den tilbage med en nål.",
            "Spild duppes op med det samme med en fugtig klud, og har du et møbel i helt lys bouclé, kan det betale sig at imprægnere det fra starten. Så holder en [2-personers sofa](category:12) eller en [sovesofa i bouclé](category:14) sig pæn i mange år.",
          ],
        },
      ],
    },

    "earth-tones": {
      title: "Jordfarver i stuen: Rust, sand og oliven",
      urlKey: "jordfarver-i-stuen",
      summary: "Varme, dæmpede farver giver ro og stemning. Sådan bruger du rust, terrakotta, sand og oliven – og derfor er 60-30-10-reglen en god hjælp.",
      sections: [
        {
          paragraphs: [
            "Jordfarverne har for alvor indtaget stuerne. Rust, terrakotta, sand og oliven er varme uden at være skrigende, og de får et rum til at føles roligt og indbydende – især i de mørke måneder. Men farver kan være svære at ramme, hvis man er vant til hvidt og gråt. Her er vores bud på, hvordan du kommer i gang.",
          ],
        },
        {
          heading: "Start med ét stort møbel",
          paragraphs: [
            "Den nemmeste måde at få jordfarverne ind på er at lade ét stort møbel bære farven. [En 3-personers sofa](product:0) i rust eller oliven sætter straks tonen, uden at du behøver male væggene. En [hjørnesofa](category:13) i sand kan være en blødere start, som let kan suppleres med stærkere farver i puder og plaider.",
          ],
          pictureCaption: "En rustrød sofa foran en hvid væg med et skænk i olieret træ ved siden af.",
        },
        {
          heading: "Balancér med hvidt og naturmaterialer",
          paragraphs: [
            "Jordfarver har brug for luft. Hvide eller lyse, varme vægge giver farverne plads, og naturlige materialer som træ, hør, uld, rattan og keramik binder helheden sammen. Et [skænk i olieret træ](category:62) eller en krukke i terrakotta gør mere for stemningen end endnu et møbel i samme farve. Grønne planter passer også perfekt ind – de er jo selv en jordfarve.",
          ],
        },
        {
          heading: "60-30-10-reglen",
          paragraphs: [
            "Indretningsarkitekter bruger ofte en enkel tommelfingerregel til at fordele farverne i et rum. Den er ikke en lov, men en god start, hvis du er i tvivl:",
          ],
          items: [
            "60 % er grundfarven – typisk vægge, gulv og store flader, fx brækket hvid eller sand.",
            "30 % er den sekundære farve – sofaen, gardinerne eller tæppet, fx oliven.",
            "10 % er accentfarven – puder, lamper og små ting, fx rust eller terrakotta.",
            "Gentag accentfarven to-tre steder i rummet, så den ikke står alene.",
          ],
        },
        {
          heading: "Farver, der passer sammen",
          paragraphs: [
            "Rust og oliven er et klassisk par, der minder om efterår i skoven. Sand og terrakotta giver et lyst, sydeuropæisk udtryk. Vil du have mere kontrast, kan du tilføje en enkelt dyb farve som mørkebrun eller blæk. Undgå at blande kølige grå toner ind – de får jordfarverne til at se mudrede ud.",
          ],
        },
        {
          heading: "Jordfarver året rundt",
          paragraphs: [
            "Jordfarverne har den fordel, at de fungerer hele året. Om sommeren giver sand og oliven ro og passer til lyse hørgardiner og grønne planter. Om vinteren får rust og terrakotta stuen til at føles varmere, især i skæret fra stearinlys og lamper med varmt lys. Skift puder og plaider med årstiden, så holder du rummet levende uden at købe nye møbler.",
          ],
        },
      ],
    },

    "round-and-soft": {
      title: "Runde borde og bløde former: Derfor virker de",
      urlKey: "runde-borde-og-blode-former",
      summary: "Runde borde gør samtalen lettere og passer perfekt til små rum. Sådan bruger du bløde former – og blander dem med lige linjer.",
      sections: [
        {
          paragraphs: [
            "Der er noget særligt ved at sidde om et rundt bord. Alle kan se hinanden, ingen sidder for enden, og samtalen går lettere. Det er en af grundene til, at runde og bløde former er blevet så populære – de er ikke bare pæne, de gør rummet mere socialt. Runde former virker også beroligende: Øjet glider let hen over dem, og rummet føles blødere.",
          ],
        },
        {
          heading: "Det runde spisebord",
          paragraphs: [
            "Et rundt spisebord er ideelt til fire til seks personer. Der er ingen hjørner, der stjæler plads, og der kan ofte klemmes en ekstra stol ind, når der kommer gæster. Et rundt bord på 110–120 cm i diameter giver god plads til fire, mens seks personer kræver omkring 140–150 cm.",
            "Runde borde er også gode i små spisekøkkener og karnapper, fordi man lettere kommer forbi dem. Vælg gerne en model med søjlefod, så der er mere plads til benene. Se fx [dette spisebord](product:2).",
          ],
          pictureCaption: "Et rundt sofabord i olieret eg foran en sofa med afrundede armlæn.",
        },
        {
          heading: "Sofaborde og sideborde",
          paragraphs: [
            "I stuen gør et [rundt sofabord](category:42) det lettere at bevæge sig rundt, og det passer godt foran både en lige sofa og en hjørnesofa. Et par runde [sideborde](category:43) i forskellige højder kan erstatte ét stort sofabord og giver et mere løst og levende udtryk.",
            "Et rundt sofabord på 80–100 cm i diameter passer til de fleste 3-personers sofaer, mens et par mindre borde på 50–60 cm er oplagte i en lille stue. Vælg gerne forskellige materialer, fx træ og sten, så de ikke ligner et sæt.",
          ],
        },
        {
          heading: "Buede sofaer",
          paragraphs: [
            "Den buede sofa er trendens mest markante møbel. Den skaber et naturligt samlingspunkt og gør sig bedst frit i rummet, hvor formen kan ses fra flere sider. I et mindre rum får du samme bløde effekt med afrundede armlæn eller en lænestol med buet ryg.",
            "Husk, at en buet sofa kræver mere plads end en lige sofa med samme antal pladser, fordi buen stikker ud. Mål derfor både bredde og dybde, og lav gerne en skabelon af pap eller malertape på gulvet, før du bestemmer dig.",
          ],
        },
        {
          heading: "Sådan blander du runde og lige linjer",
          items: [
            "Sæt et rundt bord foran en lige sofa – kontrasten giver balance.",
            "Lad reoler, skænke og vinduer stå for de lige linjer.",
            "Gentag den runde form et par steder: et spejl, en lampeskærm, en skål.",
            "Undgå, at alt bliver rundt – så mister formerne deres effekt.",
            "Læg et rektangulært tæppe under et rundt bord for at forankre det.",
          ],
        },
      ],
    },

    "outdoor-living-room": {
      title: "Stuen flytter ud: Sådan indretter du en udendørs stue",
      urlKey: "indret-en-udendors-stue",
      summary: "Loungesæt, udendørstæpper, lanterner og planter som vægge. Sådan indretter du terrassen, så du har lyst til at blive ude hele aftenen.",
      sections: [
        {
          paragraphs: [
            "Vi bruger haven og terrassen mere end nogensinde – ikke kun til at spise, men til at slappe af, læse og være sammen til langt ud på aftenen. Den udendørs stue er en af de tydeligste tendenser de seneste år, og ideen er enkel: Indret udenfor med samme omhu, som du indretter indenfor.",
          ],
        },
        {
          heading: "Loungesættet er sofaen",
          paragraphs: [
            "[Et loungesæt](product:0) er hjertet i den udendørs stue. Vælg et, der er dybt nok til at sidde afslappet i – gerne med en siddedybde på 60 cm eller mere – og med tykke hynder. Et modulopbygget sæt kan flyttes rundt efter sol og behov. Har du plads, så suppler med et [havemøbelsæt](category:56) tæt ved køkkendøren til måltiderne.",
            "Tænk på proportionerne: Et stort loungesæt på en lille terrasse kan virke overvældende, mens to små sofaer over for hinanden med et lavt bord imellem giver samme hygge med mere luft.",
          ],
          pictureCaption: "Et loungesæt med lyse hynder på en træterrasse med en stor parasol bagved.",
        },
        {
          heading: "Tæppe, lys og skygge",
          paragraphs: [
            "Det er detaljerne, der gør terrassen til et rum. Et udendørstæppe i polypropylen markerer loungeområdet og gør det lunere under fødderne. Lanterner og lyskæder giver stemning, når solen går ned, og en [parasol](category:54) sørger for skygge midt på dagen – vælg en, der kan vippes, så den kan følge solen.",
            "Tænk også i varme: Et bålfad eller en terrassevarmer forlænger sæsonen med flere uger både forår og efterår, og uldplaider i en kurv ved sofaen gør det let at blive siddende, når aftenluften bliver kølig.",
          ],
        },
        {
          heading: "Planter som vægge",
          paragraphs: [
            "Uden vægge kan en terrasse føles åben og udsat. Store krukker med bambus, græsser eller små træer skaber læ og afgrænser rummet, og et espalier med klatreplanter kan fungere som en grøn væg mod naboen. Det giver både privatliv og en fornemmelse af at sidde i et rigtigt rum. Vælg planter, der kan tåle at stå i krukke hele året, eller flyt de mest sarte ind om vinteren – og sæt krydderurter tæt ved spisebordet, hvor de både pynter og bliver brugt.",
          ],
        },
        {
          heading: "Fem tips til den udendørs stue",
          items: [
            "Placér loungesættet, hvor aftensolen rammer.",
            "Læg et udendørstæppe, der er stort nok til, at alle møblernes forben står på det.",
            "Bland lyskilder i forskellige højder: lanterner på gulvet, lyskæder over hovedet.",
            "Sørg for et lavt bord eller et par sideborde til glas og bøger.",
            "Hav en hyndeboks tæt ved, så hynderne hurtigt kan komme i ly.",
          ],
        },
      ],
    },

    "built-to-last": {
      title: "Møbler, der holder: Sådan køber du til mange år",
      urlKey: "mobler-der-holder",
      summary: "Massive materialer, udskiftelige betræk og klassiske former. Sådan vælger du møbler, der holder i mange år – og det kan du selv gøre.",
      sections: [
        {
          paragraphs: [
            "Det mest bæredygtige møbel er det, du ikke behøver at udskifte. Et godt spisebord kan gå i arv gennem flere generationer, mens et billigt møbel i spånplade måske ikke overlever den første flytning. Her er det, du skal kigge efter, hvis du vil købe møbler til mange år.",
          ],
        },
        {
          heading: "Massive materialer",
          paragraphs: [
            "Massivt træ kan slibes og behandles igen og igen, så ridser og pletter ikke er permanente. [Et spisebord i massivt træ](product:0) kan få et helt nyt liv efter tyve år med en slibning og et par lag olie. Finer er ikke dårligt, men det kan højst slibes en enkelt gang. Tjek også samlingerne: Tapsamlinger og skruer holder bedre end hæfteklammer og lim alene.",
            "Til polstrede møbler gælder samme princip: Et stel i massivt træ og hynder af koldskum med høj densitet holder formen langt længere end skum af lav kvalitet, der bliver fladt efter et par år.",
          ],
          pictureCaption: "Et spisebord i massiv eg med stole, der kan slibes og olieres igen om mange år.",
        },
        {
          heading: "Kig efter udskiftelige dele",
          paragraphs: [
            "Et møbel holder kun så længe som sin svageste del. På sofaer er det ofte betrækket, der bliver slidt først, så vælg en model med aftagelige betræk, der kan vaskes eller skiftes. Hynder med udskifteligt skum, skruede ben frem for limede og [reoler](category:61) med hylder, der kan flyttes, gør det lettere at reparere og tilpasse i stedet for at smide ud. Det samme gælder [spisebordsstole](category:31) med løse sædehynder. Spørg også efter reservedele: Kan man købe nye ben, beslag eller hynder, hvis noget går i stykker om fem år? Og husk, at et godt lavet møbel også kan sælges videre, når du ikke længere har brug for det.",
          ],
        },
        {
          heading: "FSC-certificeret træ",
          paragraphs: [
            "FSC-mærket betyder, at træet kommer fra skove, der drives ansvarligt: Der bliver plantet nyt, og hensynet til natur og mennesker er dokumenteret. Se efter mærket på både indendørs møbler og havemøbler i teak og akacie. Det er ikke en garanti for kvalitet i sig selv, men det fortæller, at træet har en ordentlig historie.",
          ],
        },
        {
          heading: "Tjekliste, før du køber",
          items: [
            "Vælg klassiske former frem for det mest trendy – så bliver du ikke træt af møblet om tre år.",
            "Spørg til materialet: massivt træ, finer eller plade?",
            "Tjek, om betræk og hynder kan udskiftes.",
            "Se efter FSC-mærket på træmøbler.",
            "Vælg farver og stoffer, du også kan lide om ti år – det er ofte de rolige.",
            "Læs plejevejledningen, og følg den – det er plejen, der får møblet til at holde.",
          ],
        },
      ],
    },

    "small-living-room": {
      title: "Den lille stue: Greb, der giver mere plads",
      urlKey: "indret-en-lille-stue",
      summary: "Sofa på ben, sideborde i stedet for et stort sofabord og reoler, der går til loftet. Sådan får du en lille stue til at føles større.",
      sections: [
        {
          paragraphs: [
            "En lille stue kan sagtens være hyggelig, funktionel og luftig – det kræver bare, at man tænker sig om, før man køber. De fleste fejl handler om, at møblerne er for store eller for mange. Her er de greb, der gør den største forskel.",
          ],
        },
        {
          heading: "Vælg en sofa på ben",
          paragraphs: [
            "[En 2-personers sofa](product:0) med synlige ben får rummet til at virke større, fordi man kan se gulvet under den. Lyset falder ind under møblet, og øjet opfatter mere gulvplads. En bredde på 160–190 cm er ofte nok i en lille stue, og smalle armlæn giver mere siddeplads uden at fylde mere. Overvej også en sofa med lav ryg; den lukker mindre af for lyset fra vinduerne og får rummet til at virke mere åbent.",
          ],
          pictureCaption: "En 2-personers sofa på slanke ben med et par sideborde i stedet for et stort sofabord.",
        },
        {
          heading: "Sideborde i stedet for ét stort sofabord",
          paragraphs: [
            "Et stort sofabord tager meget gulvplads og gør det svært at komme forbi. To eller tre [sideborde](category:43) i forskellige højder kan flyttes rundt efter behov og skubbes ind under hinanden, når der skal være plads til leg på gulvet eller en gæstemadras. Et sidebord med en hylde under giver samtidig ekstra plads til blade og fjernbetjeninger.",
          ],
        },
        {
          heading: "Gå i højden",
          paragraphs: [
            "Når gulvpladsen er begrænset, skal væggene arbejde. En høj, smal [reol](category:61) giver masser af opbevaring på få kvadratcentimeter gulv og trækker blikket opad, så loftet virker højere. Vælg gerne en model med åbne hylder foroven og lukkede skabe forneden, så det praktiske kan gemmes væk. Hæng gerne hylder over døre og vinduer – det er plads, der ellers ikke bliver brugt.",
          ],
        },
        {
          heading: "Tænk i dobbelte funktioner",
          paragraphs: [
            "I en lille stue skal møblerne gerne kunne mere end én ting. En puf kan være både fodskammel, ekstra siddeplads og sidebord med en bakke ovenpå. Et sidebord kan være natbord, når der kommer gæster, og en bænk under vinduet kan gemme plaider og spil. Jo flere møbler, der har to funktioner, jo færre behøver der at stå.",
          ],
        },
        {
          heading: "Lys, spejle og ét tæppe",
          items: [
            "Hold vægge og store møbler i lyse farver; de kaster lyset tilbage i rummet.",
            "Hæng et stort spejl over for vinduet, så dagslyset bliver fordoblet.",
            "Læg ét tæppe, der er stort nok til, at sofaens forben står på det – det samler rummet.",
            "Brug flere små lyskilder i stedet for én loftlampe.",
            "Lad gardinerne hænge fra loft til gulv, så rummet virker højere.",
          ],
        },
      ],
    },

    "dining-room-planning": {
      title: "Planlæg spisepladsen: De mål, du skal kende",
      urlKey: "planlaeg-spisepladsen",
      summary: "Hvor stort skal spisebordet være, og hvor meget plads skal der være bag stolene? Her er målene, der giver en spiseplads, der fungerer.",
      sections: [
        {
          paragraphs: [
            "Spisepladsen er et af de steder i hjemmet, hvor målene betyder allermest. Er bordet for stort, kan ingen komme forbi; er det for lille, sidder man med albuerne i siden på hinanden. Med et par enkle tommelfingerregler kan du planlægge en spiseplads, der fungerer til både hverdagens morgenmad og de lange middage.",
          ],
        },
        {
          heading: "Hvor stort skal bordet være?",
          paragraphs: [
            "Regn med cirka 60 cm bordkant pr. person. Et rektangulært bord på 180 cm har plads til tre på hver langside, og en bredde på 90–100 cm giver plads til fade og skåle på midten. Et rundt bord til fire personer skal være omkring 110 cm i diameter. Tænk også over formen i forhold til rummet: Et aflangt rum passer bedst til et rektangulært eller ovalt bord, mens et kvadratisk rum ofte får mest ud af et rundt eller kvadratisk bord.",
            "Får I ofte gæster, er et spisebord med udtræk en god løsning. Til hverdag fylder det ikke mere end nødvendigt, og til fødselsdage og jul giver ilægspladerne plads til to-fire ekstra. Se fx [dette spisebord](product:0).",
          ],
        },
        {
          heading: "Plads bag stolene",
          paragraphs: [
            "Det er her, de fleste regner forkert. Der skal være mindst 80–90 cm fri plads fra bordkanten til væggen eller nærmeste møbel, så man kan trække stolen ud og rejse sig. Skal der kunne gå nogen bag om dem, der sidder ned, skal du hellere regne med 100–110 cm. Et bord på 180 × 90 cm kræver altså et gulvareal på omkring 360 × 270 cm.",
          ],
          pictureCaption: "En spisegruppe med plads til seks og god afstand bag stolene.",
        },
        {
          heading: "Huskeliste til spisepladsen",
          items: [
            "Mål rummet, og tegn bord og stole ind på papir – eller sæt malertape på gulvet.",
            "Regn med 60 cm bordkant pr. person, 70 cm hvis stolene har armlæn.",
            "Sørg for mindst 80–90 cm bag hver stol.",
            "Tjek, at armlænene på [spisebordsstolene](category:31) kan komme ind under bordpladen.",
            "Overvej en færdig [spisegruppe](category:44), hvis du vil være sikker på, at bord og stole passer sammen.",
          ],
        },
        {
          heading: "Lyset over bordet",
          paragraphs: [
            "En pendel over spisebordet samler rummet og gør måltidet hyggeligere. Hæng den cirka 60–70 cm over bordpladen, så lyset falder på bordet uden at blænde. Over et langt bord kan to eller tre mindre lamper på række fungere bedre end én stor. Vælg en lyskilde med dæmper, så du kan skrue ned, når middagen trækker ud. Og husk lyset i resten af rummet, så bordet ikke bliver en ø af lys i et mørkt rum.",
          ],
        },
      ],
    },

    "open-plan": {
      title: "Zoner i køkken-alrummet – uden at bygge vægge",
      urlKey: "zoner-i-kokken-alrummet",
      summary: "Et stort, åbent rum kan hurtigt føles som en ventesal. Sådan skaber du zoner med sofa, tæpper og skænk – uden at bygge en eneste væg.",
      sections: [
        {
          paragraphs: [
            "Køkken-alrummet er blevet standard i mange danske hjem, og det er let at forstå hvorfor: Man kan lave mad, spise og være sammen i ét rum. Men uden en plan kan det store rum virke ufokuseret og lidt koldt. Løsningen er at skabe tydelige zoner med møblerne – og som en ekstra gevinst dæmper møbler og tekstiler den rungende akustik, som mange store rum har.",
          ],
        },
        {
          heading: "Lad sofaen vise vejen",
          paragraphs: [
            "[En hjørnesofa](product:0) er et af de bedste redskaber til at dele et åbent rum op. Placér den, så ryggen vender mod spisepladsen eller køkkenet. Så markerer ryglænet en naturlig grænse, og stuen får sin egen hule, uden at du lukker af for lys og udsyn. Sørg for, at sofaens bagside er pæn – det er den, man ser fra køkkenet. I et meget stort rum kan du trække sofaen lidt ud fra væggen, så der bliver plads til et smalt bord eller en bænk bag den.",
          ],
          pictureCaption: "En hjørnesofa med ryggen mod spisepladsen og et lavt skænk som rumdeler.",
        },
        {
          heading: "Tæpper som øer",
          paragraphs: [
            "Et tæppe under sofagruppen og et andet under spisebordet skaber to tydelige øer i rummet. Tæppet i stuen skal være så stort, at i hvert fald de forreste ben på alle møblerne står på det. Under spisebordet skal tæppet gå mindst 60–70 cm ud på alle sider, så stolene ikke vipper på kanten, når de trækkes ud.",
            "Vælg tæpper, der passer sammen i farve eller materiale, men ikke er ens. Et fladvævet tæppe under spisebordet er lettere at holde fri for krummer, mens et tykkere tæppe i stuen dæmper lyden og gør det lunere at sidde på gulvet.",
          ],
        },
        {
          heading: "Skænk og reol som rumdeler",
          paragraphs: [
            "Et lavt [skænk](category:62) bag sofaen eller mellem stue og spiseplads deler rummet uden at spærre for lyset. Det giver samtidig opbevaring til de ting, der ellers flyder. En åben reol, der kan ses fra begge sider, er en anden mulighed – den adskiller zonerne, men lader lys og samtale passere. Er den høj, så sørg for, at den står stabilt eller er fastgjort, især hvis der er børn i huset.",
          ],
        },
        {
          heading: "Bind zonerne sammen",
          items: [
            "Hold dig til to-tre grundfarver i hele rummet.",
            "Gentag materialerne – fx samme træsort i sofabord og spisebord.",
            "Brug lamper i samme stil, men med hver sin funktion: pendel over [spisegruppen](category:44), gulvlampe ved sofaen.",
            "Hold gangzonerne fri, med mindst 80–90 cm mellem møblerne.",
          ],
        },
      ],
    },

    "home-office-corner": {
      title: "Et arbejdshjørne i stuen – der forsvinder om aftenen",
      urlKey: "arbejdshjorne-i-stuen",
      summary: "Du behøver ikke et kontor for at arbejde hjemme. Sådan indretter du et arbejdshjørne i stuen, som er let at rydde væk, når dagen er slut.",
      sections: [
        {
          paragraphs: [
            "Mange arbejder hjemme en eller flere dage om ugen, men de færreste har et ekstra rum at gøre til kontor. Heldigvis kan en velvalgt krog i stuen klare opgaven – hvis den er indrettet, så den både fungerer i arbejdstiden og kan forsvinde, når det er fyraften.",
          ],
        },
        {
          heading: "Find den rigtige krog",
          paragraphs: [
            "Det bedste sted er ofte et hjørne tæt ved vinduet og lidt væk fra sofaen og fjernsynet, så arbejde og fritid ikke flyder helt sammen. En smal bordplade på 50–60 cm i dybden er nok til en bærbar computer og en notesblok. Har du ikke plads til et skrivebord, kan spisebordet bruges – så er det bare endnu vigtigere, at alt kan ryddes af på få minutter.",
          ],
        },
        {
          heading: "En stol med to jobs",
          paragraphs: [
            "[En god spisebordsstol](product:1) kan sagtens bruges ved et skrivebord. Vælg en model med en siddehøjde omkring 45 cm, en ryg, der støtter i lænden, og gerne et polstret sæde, så du kan sidde i flere timer. Så kan stolen vende tilbage til spisebordet, når der skal dækkes op til gæster. Sidder du mange timer ad gangen, kan en lændepude give ekstra støtte uden at ændre stolens udtryk.",
          ],
          pictureCaption: "En reol med lukkede låger forneden og en spisebordsstol, der også fungerer ved skrivebordet.",
        },
        {
          heading: "Opbevaring, der skjuler papirerne",
          paragraphs: [
            "Det er rodet, der gør et arbejdshjørne i stuen trættende at se på. En [reol](category:61) med lukkede skabe eller kurve på de nederste hylder giver plads til mapper, kabler og opladere, mens de øverste hylder kan bruges til bøger og pynt. Et [sidebord](category:43) kan fungere som ekstra bordplads til printeren eller de papirer, du er i gang med.",
          ],
        },
        {
          heading: "Lyset",
          paragraphs: [
            "Placér skrivebordet, så dagslyset kommer fra siden – ikke bagfra, hvor du selv skygger for skærmen, og ikke forfra, hvor du bliver blændet. Er du højrehåndet, er det bedst at have vinduet til venstre, så hånden ikke kaster skygge på papiret. Suppler med en god arbejdslampe til de mørke eftermiddage. Undgå også at sidde med ryggen til rummet, hvis du kan – det er rarere at kunne se, hvad der sker omkring dig.",
          ],
        },
        {
          heading: "Sådan rydder du af om aftenen",
          items: [
            "Giv alle ting en fast plads, der kan lukkes – en kasse, en skuffe eller et skab.",
            "Saml kablerne i en kabelkasse eller et bånd under bordet.",
            "Sæt stolen tilbage ved spisebordet, og klap computeren sammen.",
            "Sluk arbejdslampen, og tænd stuens egne lamper – det markerer, at arbejdsdagen er forbi.",
          ],
        },
      ],
    },

    "storage-that-shows": {
      title: "Opbevaring, der må ses: Sådan styler du reol og skænk",
      urlKey: "opbevaring-der-ma-ses",
      summary: "Åbne hylder til det, du gerne vil se, og lukkede skænke til resten. Sådan styler du reolen, så den ser rolig og personlig ud.",
      sections: [
        {
          paragraphs: [
            "Der er to slags ting i et hjem: dem, vi gerne vil se på, og dem, vi bare skal have et sted at gøre af. God opbevaring tager højde for begge dele. Åbne hylder viser bøger, keramik og minder frem, mens lukkede skabe og skænke gemmer opladere, regninger og brætspil væk.",
          ],
        },
        {
          heading: "Åbent og lukket",
          paragraphs: [
            "[En reol](product:0) med åbne hylder er perfekt til det, der gerne må ses – og samtidig en påmindelse om, at den skal holdes nogenlunde pæn. Gem derfor det praktiske i [et skænk](product:1) eller i kurve og kasser på de nederste hylder. En god tommelfingerregel er mere lukket opbevaring forneden og mere åben foroven, hvor tingene er i øjenhøjde. Find flere [reoler](category:61) og [skænke](category:62) med både åbne og lukkede rum.",
            "Tænk over, hvad der skal stå hvor: Ting, du bruger hver dag, skal være inden for rækkevidde, mens det, du kun finder frem til jul eller fest, kan stå øverst eller bagerst.",
          ],
          pictureCaption: "En reol med bøger og keramik i små grupper ved siden af et lavt skænk med lukkede låger.",
        },
        {
          heading: "Style i ulige antal",
          paragraphs: [
            "Grupper på tre eller fem ting ser mere naturlige og afslappede ud end par. Kombinér forskellige højder og former: en høj vase, en stak bøger og en lille skål. Læg nogle bøger ned og stil andre op – det bryder de lange linjer og giver et sted at placere en lille ting ovenpå. Tænk også i lag: Stil en indrammet plakat bagerst på hylden og mindre ting foran, så der opstår dybde.",
          ],
        },
        {
          heading: "Lad en tredjedel være tom",
          paragraphs: [
            "Den mest almindelige fejl er at fylde hver eneste hylde. Lad cirka en tredjedel af pladsen være tom, så tingene får luft, og øjet kan hvile. Det gør også reolen lettere at holde ren og giver plads til nye ting, uden at det hele begynder at flyde. Det samme gælder skænket: En tom flade på skænket er lige så vigtig som det, der står på det.",
          ],
        },
        {
          heading: "Stylingtips til reol og skænk",
          items: [
            "Start med de store ting – bøger og kurve – og fyld de små ind til sidst.",
            "Gentag farver og materialer på tværs af hylderne.",
            "Sæt en plante eller to på hylderne; det grønne bløder op.",
            "Brug skænket som base for en lampe, en skål og et billede, der står op ad væggen.",
            "Skift ud en gang imellem, fx når årstiden skifter.",
          ],
        },
      ],
    },

    "bar-stools": {
      title: "Barstole: Sådan vælger du den rigtige højde",
      urlKey: "vaelg-de-rigtige-barstole",
      summary: "Køkkenø eller barbord? Siddehøjden afgør, om du sidder godt. Her er målene, pladsen pr. stol og det, fodstøtte og ryglæn betyder.",
      sections: [
        {
          paragraphs: [
            "Barstole er blevet fast inventar i mange køkkener. Ved køkkenøen drikker vi morgenkaffe, laver lektier og snakker med den, der står ved komfuret. Men en barstol i den forkerte højde er ubehagelig at sidde på – og det er den hyppigste fejl. Så før du vælger farve og materiale, skal du have fat i målebåndet. Barstole er nemlig et af de få møbler, hvor et par centimeter gør hele forskellen.",
          ],
        },
        {
          heading: "Mål bordhøjden først",
          paragraphs: [
            "Der findes groft sagt to standardhøjder. En køkkenø eller et køkkenbord er typisk omkring 90 cm højt, og her passer en barstol med en siddehøjde på cirka 65 cm. Et egentligt barbord er ofte omkring 105 cm højt og kræver en siddehøjde på cirka 75 cm.",
            "Den vigtigste regel er, at der skal være 25–30 cm fra sædet til undersiden af bordpladen. Så er der plads til lårene, og du sidder i en naturlig højde i forhold til bordet. Justerbare barstole med gasfjeder kan være en løsning, hvis bordhøjden er usædvanlig, eller hvis familien er meget forskellig i højden.",
          ],
          pictureCaption: "Barstole med fodstøtte ved en køkkenø på 90 cm.",
        },
        {
          heading: "Hvor mange stole er der plads til?",
          paragraphs: [
            "Regn med cirka 60 cm bordkant pr. stol – lidt mere, hvis stolene har armlæn eller kan dreje. En køkkenø på 180 cm har altså plads til tre stole. Sørg også for, at der er plads bag stolene, så man kan komme ud og ind uden at skulle mase sig forbi. Har køkkenøen et udhæng, så tjek, at det er mindst 25–30 cm dybt, så der er plads til knæene.",
          ],
        },
        {
          heading: "Fodstøtte, ryglæn og drejefunktion",
          items: [
            "En fodstøtte er næsten et must – uden den dingler benene, og man sidder dårligt.",
            "Et lavt ryglæn giver støtte, når du sidder længe, fx ved lektier eller hjemmearbejde.",
            "Uden ryglæn kan [barstolene](product:0) skubbes helt ind under bordpladen og fylder mindre.",
            "En drejefunktion gør det let at vende sig mod resten af rummet.",
            "Polstrede sæder er behagelige, men træ og plast er lettere at tørre af i et køkken.",
          ],
        },
        {
          heading: "Når der ikke er en køkkenø",
          paragraphs: [
            "Har du ikke en køkkenø, kan barstole også bruges ved et højt [spisebord](category:41) eller ved et vindue med en bred bordplade. Det vigtigste er igen afstanden på 25–30 cm mellem sæde og bordplade. Har du børn, så overvej stole med en højere fodstøtte eller justerbar siddehøjde; de er lettere at kravle op på og vokser med. Se alle vores [barstole](category:32).",
          ],
        },
      ],
    },

    "small-balcony": {
      title: "Den lille altan: Stor hygge på få kvadratmeter",
      urlKey: "indret-den-lille-altan",
      summary: "Klapstole, et bistrobord og en halv parasol. Sådan får du mest muligt ud af en lille altan – fra morgenkaffen til de lune sommeraftener.",
      sections: [
        {
          paragraphs: [
            "En altan på to-tre kvadratmeter kan blive et af hjemmets bedste rum om sommeren. Her drikker man morgenkaffe, læser avis og spiser aftensmad i det fri. Det kræver bare, at man vælger møbler, der passer til pladsen og tåler vind og vejr.",
          ],
        },
        {
          heading: "Klapmøbler og et bistrobord",
          paragraphs: [
            "Klapstole er altanens bedste ven. De kan foldes sammen og hænges på væggen, når du har brug for pladsen, og de er lette at tage ind, når vinteren kommer. Kombinér dem med et lille bistrobord på 60–70 cm i diameter – det er nok til to kopper, en avis og en skål bær.",
            "Er der plads til en smal bænk langs væggen, kan den gemme hynder og plaider under sædet og give plads til flere, når der kommer gæster. Et klapbord, der hænges på rækværket, er en anden pladsbesparende løsning. Find [en havestol](product:0) og [et havebord](product:1), der passer til din altans mål.",
          ],
          pictureCaption: "To klapstole og et lille bistrobord på en smal altan i byen.",
        },
        {
          heading: "Skygge, der ikke fylder",
          paragraphs: [
            "En almindelig parasol med midterstang tager for meget plads på en lille altan. En halv parasol, der står tæt op ad væggen, eller en model, der monteres på rækværket, giver skygge uden at stå i vejen. Husk at lukke parasollen, når det blæser – vinden tager godt fat på altaner højt oppe. Vender altanen mod nord eller øst, kan du måske helt undvære parasollen og bruge pladsen på en ekstra stol. Se vores [parasoller](category:54).",
          ],
        },
        {
          heading: "Grønt på rækværket",
          paragraphs: [
            "Når gulvpladsen er begrænset, er rækværket guld værd. Altankasser med krydderurter, sommerblomster eller jordbær gør altanen grøn uden at tage plads fra møblerne. Hængeplanter og en smal hylde på væggen giver endnu mere plads til det grønne. Vælg planter efter verdenshjørnet: Pelargonier, lavendel og rosmarin trives i sydvendt sol, mens bregner, funkia og vedbend har det bedre på en skyggefuld altan.",
          ],
        },
        {
          heading: "Lys til de lange aftener",
          paragraphs: [
            "Når solen går ned, er det lyset, der holder dig derude. En lyskæde langs rækværket, et par batteridrevne lanterner og fyrfadslys i glas giver hygge uden ledninger på tværs af gulvet.",
          ],
        },
        {
          heading: "Fem gode råd til den lille altan",
          items: [
            "Mål altanen, før du køber – og husk døråbningen.",
            "Vælg vejrbestandige materialer som aluminium, pulverlakeret stål eller teak.",
            "Vælg hynder, som du nemt kan tage med ind, når det regner.",
            "Tjek boligforeningens regler for montering på rækværk og facade.",
            "Læg et udendørstæppe eller klikfliser af træ, så gulvet bliver rarere at gå på.",
          ],
        },
      ],
    },

    "patio-planning": {
      title: "Planlæg terrassen: Følg solen, og mål før du køber",
      urlKey: "planlaeg-terrassen",
      summary: "Hvor skal spisebordet stå, og hvor er aftensolen? Sådan planlægger du terrassen med plads til både måltider og afslapning.",
      sections: [
        {
          paragraphs: [
            "En terrasse, der fungerer, er ikke bare et stort fliseareal med et bord i midten. Den er planlagt efter solen, vejen fra køkkenet og det, du helst vil bruge den til. Bruger du en weekend på at tænke det igennem, får du glæde af det i mange somre.",
          ],
        },
        {
          heading: "Følg solen gennem dagen",
          paragraphs: [
            "Start med at holde øje med solen en hel dag. Hvor falder morgensolen, hvor er der skygge midt på dagen, og hvor skinner aftensolen længst? De fleste terrasser bliver brugt mest om eftermiddagen og aftenen, så det bedste solsted skal ofte gemmes til loungehjørnet.",
            "Tag gerne billeder med telefonen fra samme sted morgen, middag og aften – så har du et overblik at planlægge efter. Husk også vinden: Et sted med sol, men fuld blæst fra vest, bliver sjældent brugt.",
          ],
        },
        {
          heading: "Mål op – to gange",
          paragraphs: [
            "Tegn terrassen op med mål, og tegn møblerne ind, før du køber. [Et havemøbelsæt](product:0) fylder mere, end man tror, når stolene skal kunne trækkes ud. Regn med mindst 80 cm fri plads bag hver stol, så man kan rejse sig og komme forbi. Et [havebord](category:51) til seks på 180 × 90 cm kræver altså et areal på omkring 340 × 250 cm. Mål også møblerne sammenklappede eller stablede, så du ved, om de kan være i skuret om vinteren.",
          ],
          pictureCaption: "Et havemøbelsæt med spisebord og seks stole lige uden for køkkendøren.",
        },
        {
          heading: "To zoner: spise og slappe af",
          paragraphs: [
            "Mange terrasser bliver bedre, hvis de deles op. Spisegruppen skal stå tæt ved køkkendøren, så der er kort vej med tallerkener og gryder. Loungehjørnet kan sagtens ligge længere ude i haven – gerne der, hvor aftensolen rammer, og hvor der er lidt læ. Har du plads, kan en sti eller et par trædesten mellem de to zoner binde dem sammen.",
          ],
        },
        {
          heading: "Underlaget",
          paragraphs: [
            "Møblerne skal stå plant og stabilt. Fliser, træterrasse og komprimeret grus er alle gode underlag, men i grus kan spinkle stoleben synke ned, og på en træterrasse bør du sætte filt- eller gummipuder under tunge møbler, så de ikke ridser. Står møblerne på græs, bliver græsset hurtigt gult – flyt dem en gang imellem.",
          ],
        },
        {
          heading: "Tjekliste til terrassen",
          items: [
            "Notér solens gang morgen, middag og aften.",
            "Mål terrassen, og tegn møblerne ind i målestok.",
            "Sørg for mindst 80 cm bag stolene og 90 cm til gangarealer.",
            "Placér spisegruppen tæt ved køkkenet.",
            "Giv loungehjørnet aftensolen.",
            "Vælg [havestole](category:52), der kan stables, hvis pladsen er trang.",
          ],
        },
      ],
    },

    "parasol-guide": {
      title: "Sådan vælger du den rigtige parasol",
      urlKey: "vaelg-den-rigtige-parasol",
      summary: "Størrelse, model, fod og UV-beskyttelse. Her er det, du skal vide, før du køber en parasol til terrassen eller altanen.",
      sections: [
        {
          paragraphs: [
            "En parasol er mere end et sted at søge skygge. Den giver terrassen et loft, gør det muligt at sidde ude midt på dagen og beskytter både dig og hynderne mod solen. Men der er stor forskel på modellerne, og en forkert størrelse eller en for let fod kan gøre mere skade end gavn.",
          ],
        },
        {
          heading: "Den rigtige størrelse",
          paragraphs: [
            "Tommelfingerreglen er, at parasollens dug skal være cirka 1 meter bredere end bordet. Til et bord på 100 cm skal du altså bruge en parasol på omkring 2 meter, og til et bord på 200 cm en parasol på omkring 3 meter – eller en rektangulær model. Mål derfor [havebordet](product:1), før du vælger, og husk, at solen står lavere om eftermiddagen, så skyggen flytter sig.",
          ],
          pictureCaption: "En hængeparasol, der skygger for hele spisebordet uden en stang i vejen.",
        },
        {
          heading: "Midterstang eller hængeparasol?",
          paragraphs: [
            "En parasol med midterstang er klassisk, stabil og passer godt til et bord med hul i midten. En hængeparasol – også kaldet en frithængende parasol – har stangen ude i siden, så der er fri plads under dugen. Den er ideel over et loungesæt og kan ofte drejes og vippes, så den kan følge solen gennem dagen.",
            "Vær opmærksom på, at en hængeparasol i sig selv fylder mere, fordi foden og stangen står ude ved siden af. Til små terrasser og altaner findes der også vægparasoller og halve parasoller, der står helt op ad muren.",
          ],
        },
        {
          heading: "Foden er vigtigere, end du tror",
          paragraphs: [
            "En parasol er i virkeligheden et stort sejl, og vinden tager fat. Foden skal derfor være tung nok:",
          ],
          items: [
            "En parasol, der står gennem hullet i et bord, skal have en fod på mindst 25 kg.",
            "En fritstående parasol med midterstang kræver 40–50 kg.",
            "En hængeparasol har brug for endnu mere – ofte 80–120 kg fordelt på fliser eller fyldte plader.",
            "Luk altid parasollen, når det blæser op, og når du går fra den.",
          ],
        },
        {
          heading: "UV-beskyttelse og dug",
          paragraphs: [
            "Vælg en dug med UPF 50+, som blokerer mere end 98 % af UV-strålerne. Dugen er typisk af polyester eller akryl; akryl holder farven bedre og længere, mens polyester er lettere. En lys dug holder temperaturen nede under parasollen, mens en mørk dug giver den tætteste skygge. Se hele udvalget af [parasoller](category:54), og find [den parasol](product:0), der passer til din terrasse.",
          ],
        },
      ],
    },

    "sun-loungers": {
      title: "Solsengen: Find den, du vil ligge i hele sommeren",
      urlKey: "guide-til-solsenge",
      summary: "Ryglæn med flere positioner, hjul og et stof, der tørrer hurtigt. Her er det, du skal kigge efter, når du vælger solseng.",
      sections: [
        {
          paragraphs: [
            "En god solseng er en af sommerens små luksusser. Den skal være behagelig både til en lur efter frokost og til at ligge med en bog i timevis. Der er stor forskel på modellerne, så her er de ting, der er værd at tjekke, før du vælger.",
          ],
        },
        {
          heading: "Ryglænet",
          paragraphs: [
            "Vælg [en solseng](product:0), hvor ryglænet kan stilles i flere positioner – gerne fire eller fem, fra næsten siddende til helt fladt. Så kan du læse, drikke kaffe og sove i den samme seng. Tjek også, at mekanismen er nem at betjene, mens du ligger ned, og at ryglænet sidder fast i hver position. Er du høj, så mål længden: En solseng på 190–200 cm passer de fleste, men tjek, at fodenden ikke slutter midt på læggene.",
          ],
          pictureCaption: "En solseng i teak med hjul og justerbart ryglæn under en parasol.",
        },
        {
          heading: "Hjul og vægt",
          paragraphs: [
            "Solen flytter sig, og det vil man gerne selv. Hjul i fodenden gør det let at flytte solsengen rundt på terrassen eller plænen, selv når den er lavet af massivt træ. En solseng i aluminium er så let, at den kan løftes uden hjul – men så skal den heller ikke stå for åbent, når det blæser. Tjek også højden: En lav solseng er afslappende, men en liggehøjde på 35–45 cm er lettere at komme op fra.",
          ],
        },
        {
          heading: "Stel og stof",
          items: [
            "Teak er smukt, tungt og holdbart og bliver sølvgråt med tiden, hvis det ikke olieres.",
            "Aluminium er let, ruster ikke og kræver næsten ingen vedligeholdelse.",
            "Textilene – et vævet polyesterstof med PVC-belægning – tørrer på få minutter og kan bruges uden hynde.",
            "Hynder giver ekstra komfort; vælg quick-dry-skum, hvis de skal blive liggende ude.",
          ],
        },
        {
          heading: "Det lille ekstra",
          paragraphs: [
            "Et lille sidebord ved siden af solsengen er guld værd til et glas saftevand, solcremen og bogen. Og glem ikke skyggen: [En parasol](category:54), der kan vippes, giver skygge til hovedet, mens resten af kroppen ligger i solen. Står solsengen ved en pool, så vælg et stel, der tåler klor og saltvand. Til to personer er et par solsenge med et fælles sidebord imellem ofte mere praktisk end én stor daybed. Se alle vores [solsenge](category:53).",
          ],
        },
        {
          heading: "Når sæsonen er forbi",
          paragraphs: [
            "Mange solsenge kan klappes sammen eller stables, og det er en klar fordel, hvis de skal i skuret om vinteren. En solseng i teak skal opbevares tørt og luftigt, mens aluminium og textilene kan klare sig under et åndbart overtræk.",
          ],
        },
      ],
    },

    "lounge-group-guide": {
      title: "Guide: Sådan vælger du det rigtige loungesæt",
      urlKey: "guide-til-loungesaet",
      summary: "Mål pladsen, overvej moduler, og tjek siddedybde og hyndetykkelse. Sådan finder du et loungesæt, du holder af i mange år.",
      sections: [
        {
          paragraphs: [
            "Et loungesæt er ofte den største investering på terrassen – og det møbel, der bliver brugt mest på sommeraftener. Derfor er det værd at tænke sig godt om. Det skal passe til både hverdagens morgenkaffe og weekendens gæster. Her er de vigtigste spørgsmål at stille, før du vælger.",
          ],
        },
        {
          heading: "Mål pladsen",
          paragraphs: [
            "Loungemøbler fylder mere, end de ser ud til på billeder. Mål det område, hvor sættet skal stå, og læg 60–80 cm til hele vejen rundt, så der er plads til at gå og til et lavt bord. Et sæt med fodskammel eller daybedmodul kræver ekstra plads foran. Tegn gerne omridset med kridt eller malertape på terrassen, før du bestiller. Husk også vejen ind i haven – kan det største modul komme gennem lågen eller huset?",
          ],
        },
        {
          heading: "Moduler eller fast sæt?",
          paragraphs: [
            "Et modulopbygget loungesæt består af enkelte moduler – hjørner, midtermoduler og fodskamler – som kan sættes sammen på forskellige måder. Det kan være en hjørnesofa den ene sommer og to sofaer over for hinanden den næste, og der kan tilføjes moduler, hvis familien vokser. Tjek, at modulerne kan låses sammen med beslag, så de ikke glider fra hinanden, når man sætter sig. Et fast sæt med sofa og lænestole er ofte enklere og lettere at flytte. Se fx [dette loungesæt](product:0).",
          ],
          pictureCaption: "Et modulopbygget loungesæt i polyrattan med tykke hynder og en hængeparasol.",
        },
        {
          heading: "Materialet",
          items: [
            "Polyrattan: vejrbestandigt, let at holde rent og blødt i udtrykket – vælg en fletning på et aluminiumsstel.",
            "Aluminium: let, ruster ikke og passer til et moderne udtryk.",
            "Teak: varmt og holdbart; bliver sølvgråt, hvis det ikke olieres.",
            "Kombinationer, fx armlæn i teak på et stel i aluminium, giver træets varme med metallets lethed.",
          ],
        },
        {
          heading: "Komforten sidder i hynderne",
          paragraphs: [
            "Det er siddedybden og hyndernes tykkelse, der afgør, om du sidder godt. En siddedybde på 55–60 cm passer til at sidde oprejst med et glas vin, mens 65 cm og derover er til at trække benene op og slappe af. Sædehynder på 10–15 cm giver god komfort.",
            "Tænk også på ryglænet: En høj ryg støtter nakken, mens en lav ryg giver et mere åbent udtryk og passer, hvis du hellere vil have ekstra puder. Prøv at sidde i sættet, hvis du kan, og vælg hynder med aftagelige betræk. Giv et stort sæt skygge med [en hængeparasol](category:54), og se flere [loungesæt](category:55).",
          ],
        },
      ],
    },

    "spring-garden": {
      title: "Haven gøres klar: Forårstjek af havemøblerne",
      urlKey: "forarstjek-af-havemoblerne",
      summary: "Vask, olie, tjek parasollen, og start med ét hjørne. Sådan gør du havemøblerne klar til sæsonen på en enkelt weekend.",
      sections: [
        {
          paragraphs: [
            "De første lune forårsdage får de fleste til at kigge længselsfuldt ud i haven. Før møblerne bliver båret ud, er det værd at give dem en omgang. Det tager en weekend, og så er du klar til en hel sæson med morgenkaffe og middage i det fri.",
          ],
        },
        {
          heading: "Vask det hele",
          paragraphs: [
            "Selv møbler, der har stået i skuret, har samlet støv, spindelvæv og måske lidt jordslag. Vask dem med lunkent vand, mild sæbe og en blød børste. Skyl efter med haveslangen, og lad dem tørre i solen. Spring højtryksrenseren over – den kan skade både træ, fletning og lak.",
            "Polyrattan vaskes bedst med en blød børste, der kan komme ned i fletningen, og aluminium kan tørres efter med en tør klud, så det skinner igen. Grønne belægninger på træ fjernes med et rensemiddel beregnet til havemøbler i træ.",
          ],
        },
        {
          heading: "Olie træet",
          paragraphs: [
            "Træmøbler, der skal bevare deres farve, skal have en omgang olie, når de er helt tørre. Brug teakolie til teak og havemøbelolie til andre træsorter. Påfør et tyndt lag, lad det trække, og tør det overskydende af. Det gælder også [havebordet](product:2), som får det hårdeste tag i løbet af sommeren. Vent med at olie, til temperaturen er over 10 °C, så olien kan trække ordentligt ind. Vil du lade teak blive gråt, springer du bare olien over – men vasken er stadig en god idé.",
          ],
          pictureCaption: "Et nyvasket havemøbelsæt i træ, der tørrer i forårssolen, før det får olie.",
        },
        {
          heading: "Tjek parasol, skruer og hynder",
          items: [
            "Åbn parasollen, og se efter jordslag, huller og løse stivere.",
            "Tjek, at vippe- og drejemekanismen virker, og smør den let.",
            "Spænd skruerne på borde og stole efter.",
            "Bank hynderne, og vask betrækkene, hvis de trænger.",
            "Udskift hynder, der er blevet flade eller har fået skimmel.",
          ],
        },
        {
          heading: "Start med ét hjørne",
          paragraphs: [
            "Det kan virke uoverskueligt at få hele haven klar på én gang. Start med det sted, du bruger mest – ofte spisepladsen ved huset. Stil [havemøbelsættet](product:0) frem, sæt [parasollen](product:1) op, og tilføj et par krukker med forårsløg. Så har du et sted at sidde, mens resten af haven vågner. Se også vores [havemøbelsæt](category:56) og [parasoller](category:54).",
          ],
        },
        {
          heading: "Mangler der noget?",
          paragraphs: [
            "Foråret er også et godt tidspunkt at se på, om der mangler noget. Er hynderne slidte, har parasollen mistet farven, eller er I blevet flere om bordet? Det er lettere at supplere med et par stole eller et større havebord nu end midt i sæsonen, hvor alle andre også vil have nyt.",
          ],
        },
      ],
    },

    "sofa-buying-guide": {
      title: "Sådan vælger du den rigtige sofa",
      urlKey: "guide-vaelg-den-rigtige-sofa",
      summary: "Mål rummet og døråbningerne, vælg siddedybde efter den måde, du sidder på, og tag stilling til stof eller læder. Her er vores sofaguide.",
      sections: [
        {
          paragraphs: [
            "Sofaen er et af de største indkøb til hjemmet og et af de møbler, du kommer til at bruge mest. Derfor er det værd at bruge lidt tid på at finde den rigtige. Her er de spørgsmål, du skal have svar på, før du vælger.",
          ],
        },
        {
          heading: "Mål først – rummet og vejen ind",
          paragraphs: [
            "Mål det sted, hvor sofaen skal stå, og regn med 40–45 cm foran den til sofabordet og mindst 80 cm til gangarealer. Men glem ikke vejen ind: Mål bredden på hoveddør, indvendige døre, trappeopgang og elevator. [En hjørnesofa](product:1) leveres som regel i moduler, men [en stor 4-personers sofa](product:2) i ét stykke kan være svær at få rundt om et skarpt hjørne i en opgang. Mål også diagonalen i døråbningen og højden under lamper og lofter i trappeopgangen – det er ofte dér, sofaen sidder fast.",
          ],
        },
        {
          heading: "Siddedybde og siddehøjde",
          paragraphs: [
            "Siddedybden er det vigtigste mål for komforten. En siddedybde på 55–60 cm passer til dig, der sidder oprejst og gerne vil have fødderne i gulvet. Kan du lide at ligge og flyde eller trække benene op, skal du vælge en dybere sofa. Siddehøjden bør være omkring 45 cm, så det er let at rejse sig igen. Er I meget forskellige i højden i familien, kan en sofa med løse ryghynder være en god løsning, fordi dybden kan tilpasses med en ekstra pude.",
          ],
          pictureCaption: "En 3-personers sofa med faste hynder og en siddedybde, der passer til at sidde oprejst.",
        },
        {
          heading: "Hynder, betræk og ben",
          items: [
            "Faste hynder af koldskum holder formen og giver god støtte.",
            "Bløde hynder med dun eller fiber er indbydende, men skal rystes op jævnligt.",
            "Stof er lunt og fås i mange farver; vælg et slidstærkt stof på mindst 30.000 Martindale, hvis du har børn eller dyr.",
            "Læder er let at tørre af og får en smuk patina, men kræver pleje.",
            "Ben giver et let udtryk og gør det nemt at gøre rent under sofaen; en sokkel giver et tungere og mere roligt udtryk.",
          ],
        },
        {
          heading: "Én sofa eller et sæt?",
          paragraphs: [
            "Skal stuen møbleres fra bunden, kan [en sofapakke](product:3) med fx en 3-personers og en 2-personers sofa være en god løsning – så passer stof, farve og form sammen. Vil du hellere blande, så vælg [en 3-personers sofa](product:0) som udgangspunkt, og byg videre med en lænestol i et andet materiale. Ser I mange film, er en chaiselong eller en hjørnesofa, hvor man kan ligge ned, et godt valg. Se alle [3-personers sofaer](category:11).",
          ],
        },
      ],
    },

    "sofa-beds": {
      title: "Sovesofa: Find den rigtige til gæster – eller hver nat",
      urlKey: "guide-til-sovesofaer",
      summary: "Udfoldelig, klik-klak eller udtræk? Sådan vælger du sovesofa efter mekanisme, madras og plads – og her gemmer du sengetøjet.",
      sections: [
        {
          paragraphs: [
            "En sovesofa er en sofa og en seng i ét, og det gør den perfekt til den lille lejlighed, gæsteværelset eller hjemmekontoret. Men der er stor forskel på, hvor godt man både sidder og sover. Det handler først og fremmest om mekanismen og madrassen.",
          ],
        },
        {
          heading: "Tre typer mekanismer",
          paragraphs: [
            "Uanset typen skal mekanismen kunne betjenes af én person uden de store kræfter – ellers bliver sovesofaen sjældent brugt som seng. Prøv den gerne, eller læs anvisningen, før du vælger.",
          ],
          items: [
            "Udfoldelig: Sædet foldes ud, og en madras, der ligger gemt i sofaen, foldes frem. Giver ofte den bedste madras, men kræver plads foran sofaen.",
            "Klik-klak: Ryglænet vippes ned, til det flugter med sædet. Enkel og hurtig, og man sover på sofaens egne hynder.",
            "Udtræk: En seng trækkes ud fra underdelen. Let at betjene og giver ofte en bred liggeflade.",
          ],
          pictureCaption: "En sovesofa redt op som seng med et sidebord som natbord.",
        },
        {
          heading: "Af og til eller hver nat?",
          paragraphs: [
            "Skal sovesofaen kun bruges, når der kommer gæster et par gange om året, er en madras på 8–10 cm som regel fint. Skal den bruges hver nat, bør du vælge en model med en madras på mindst 12–15 cm – gerne med pocketfjedre eller koldskum – og en liggeflade på mindst 140 cm i bredden, hvis I sover to. Læg en topmadras på, hvis gæsterne bliver i flere nætter; det gør en stor forskel for komforten.",
          ],
        },
        {
          heading: "Hvor meget plads kræver den?",
          paragraphs: [
            "Mål, hvor langt sofaen rækker ud, når den er slået ud til seng. En udfoldelig [sovesofa](product:0) kan kræve 200–220 cm fra væg til fodende, og der skal stadig være plads til at gå rundt om den. Tjek også, at sofabordet nemt kan flyttes – eller vælg [et let sidebord](product:1), der kan gøre tjeneste som natbord, når sofaen er seng. Står sovesofaen i stuen, så tjek også, at der stadig er plads til at komme hen til døren og vinduet, når sengen er slået ud.",
          ],
        },
        {
          heading: "Sengetøjet skal også bo et sted",
          paragraphs: [
            "Mange sovesofaer har et opbevaringsrum under sædet, hvor dyne, pude og sengetøj kan ligge klar. Det sparer plads i skabet og gør det hurtigt at rede op. Har din model ikke det, så brug en kurv med låg eller en kasse under sengen i et andet rum. Husk at lufte madrassen nu og da ved at slå sofaen ud en dag, selv når der ikke kommer gæster. Se alle vores [sovesofaer](category:14).",
          ],
        },
      ],
    },

    "dining-chairs": {
      title: "Spisebordsstole: Mål, materialer og mod på at mixe",
      urlKey: "guide-til-spisebordsstole",
      summary: "Siddehøjde, afstand til bordpladen og armlæn, der kan komme ind under bordet. Sådan vælger du spisebordsstole, der passer til dit bord.",
      sections: [
        {
          paragraphs: [
            "Spisebordsstole skal kunne meget. De skal være behagelige ved lange middage, robuste nok til børnefamiliens hverdag og passe til bordet – både i mål og udtryk. Og så skal man sidde godt, også når kaffen og desserten trækker ud. Her er det, du skal vide, før du vælger.",
          ],
        },
        {
          heading: "Højden skal passe til bordet",
          paragraphs: [
            "De fleste spiseborde er 72–75 cm høje, og til dem passer en stol med en siddehøjde på omkring 45 cm. Det vigtigste mål er afstanden mellem sædet og bordpladen: 25–30 cm giver plads til lårene og en god siddestilling, når du spiser. Mål altid til undersiden af bordpladen eller af zargen – den ramme under pladen, som kan tage noget af benpladsen. Har bordet en tyk plade eller en dyb zarge, kan en stol med lidt lavere siddehøjde være løsningen.",
          ],
          pictureCaption: "Spisebordsstole i eg med polstret sæde ved et spisebord i klassisk højde.",
        },
        {
          heading: "Armlæn – ja eller nej?",
          paragraphs: [
            "Armlæn giver komfort, når man sidder længe, men de kræver plads. Tjek, at armlænene kan komme ind under bordpladen, så stolen kan skubbes helt ind, og regn med 70 cm bordkant pr. person i stedet for 60 cm. En god løsning er stole med armlæn for bordenderne og uden på langsiderne. Husk også, at stole med armlæn er tungere at trække ud og ind – især for børn og ældre.",
          ],
        },
        {
          heading: "Polstret eller træ?",
          paragraphs: [
            "Tænk også på, hvor tit stolene skal flyttes. Lette stole er nemme at løfte op, når der skal gøres rent, mens tungere stole står mere stabilt.",
          ],
          items: [
            "Polstrede stole er bløde og dæmper lyden i rummet, men kræver mere pleje.",
            "Stole i massivt træ er lette at tørre af og holder i årtier.",
            "En løs sædehynde giver komfort uden at skjule træet.",
            "Betræk, der kan tages af og vaskes, er et plus i en børnefamilie.",
          ],
        },
        {
          heading: "Mod på at mixe",
          paragraphs: [
            "Stolene behøver ikke være ens. Forskellige stole om samme bord giver et personligt og afslappet udtryk. Hold dig til én fællesnævner – samme farve, samme træsort eller samme højde – så helheden hænger sammen. Start fx med fire ens [spisebordsstole](product:0) på langsiderne og to anderledes stole for enderne af [spisebordet](product:1). En anden mulighed er en bænk på den ene langside – den giver plads til flere børn og kan skubbes helt ind under bordet. Se alle [spisebordsstole](category:31).",
          ],
        },
      ],
    },

    "coffee-table-guide": {
      title: "Det rigtige sofabord: Størrelse, højde og afstand",
      urlKey: "guide-til-sofaborde",
      summary: "To tredjedele af sofaens længde, samme højde som sædet og 40–45 cm fra sofaen. Her er målene, der gør sofabordet let at leve med.",
      sections: [
        {
          paragraphs: [
            "Sofabordet er stuens midtpunkt. Her står kaffen, fjernbetjeningen, bøgerne – og benene på fredagsaftener. Alligevel bliver det ofte valgt på udseendet alene. Med et par enkle mål kan du finde et bord, der både ser godt ud og fungerer i hverdagen.",
          ],
        },
        {
          heading: "Længde og højde",
          paragraphs: [
            "Et sofabord bør være omkring to tredjedele af sofaens længde. Til [en 3-personers sofa](product:1) på 220 cm passer et bord på cirka 140–150 cm. Højden skal være omtrent den samme som sofaens siddehøjde, typisk 40–45 cm, så du let kan nå koppen, når du sidder godt tilbagelænet.",
            "Til en hjørnesofa kan bordet med fordel være mere kvadratisk, så begge dele af sofaen kan nå det. Et lavere bord – omkring 35 cm – giver et mere loungeagtigt udtryk, men er mindre praktisk, hvis I spiser ved sofaen.",
          ],
          pictureCaption: "Et rundt sofabord i olieret træ i god afstand foran en 3-personers sofa.",
        },
        {
          heading: "Afstanden til sofaen",
          paragraphs: [
            "Der skal være 40–45 cm mellem sofaen og bordet. Så kan du nå bordet uden at læne dig frem, og der er stadig plads til at gå forbi og strække benene. Er afstanden mindre, bliver det trangt; er den større, skal du rejse dig for at stille koppen. Tjek også afstanden til lænestole og tv-møbel: Der skal typisk være 60–80 cm til at komme rundt om bordet.",
          ],
        },
        {
          heading: "Rundt, ovalt eller firkantet?",
          items: [
            "Et rundt sofabord er godt i små rum og trange passager – der er ingen hjørner at slå sig på.",
            "Et ovalt bord har den runde forms bløde linjer, men dækker mere af sofaens længde.",
            "Et rektangulært bord passer til en lang sofa eller en hjørnesofa.",
            "To mindre borde i forskellige højder kan skubbes sammen og fra hinanden efter behov.",
          ],
        },
        {
          heading: "Opbevaring under bordet",
          paragraphs: [
            "En hylde under bordpladen er praktisk til aviser, bøger og fjernbetjeninger, så selve bordpladen forbliver ryddelig. Nogle modeller har også skuffer eller en låge. Vælg en åben hylde, hvis du vil bevare et let udtryk, og en lukket løsning, hvis du vil have tingene helt af syne. Se fx [dette sofabord](product:0) eller alle vores [sofaborde](category:42).",
          ],
        },
        {
          heading: "Materialet",
          paragraphs: [
            "Et sofabord i massivt træ tåler meget og kan slibes op, mens et bord med glasplade virker let og luftigt i et lille rum. Marmor og sten er smukke, men sarte over for syre fra vin og citrus. Har du børn, er en olieret træplade ofte det mest tilgivende valg.",
          ],
        },
      ],
    },

    "armchair-guide": {
      title: "Find den rigtige lænestol – til læsning eller afslapning",
      urlKey: "guide-til-laenestole",
      summary: "Læsestol, loungestol eller hvilestol? Sådan vælger du lænestol efter, hvad du vil bruge den til – og det skal du prøve, før du køber.",
      sections: [
        {
          paragraphs: [
            "En lænestol er ofte det møbel, man bliver allermest glad for. Det er der, man sætter sig med en bog, en kop te eller strikketøjet, når resten af huset er gået i seng. Men en lænestol skal passe til både kroppen og den måde, du vil bruge den på.",
          ],
        },
        {
          heading: "Tre slags lænestole",
          paragraphs: [
            "Start med at spørge dig selv, hvad stolen skal bruges til. Det afgør mere end designet, om du ender med at bruge den hver dag.",
          ],
          items: [
            "Læsestolen: høj ryg, der støtter nakken, og armlæn til albuerne. Du sidder oprejst og afslappet på samme tid.",
            "Loungestolen: lavere og dybere, til at synke ned i. God til samtale og hygge, men mindre god til lange læsestunder.",
            "Hvilestolen: et ryglæn, der kan lægges tilbage, ofte med en fodstøtte, der kommer frem. Til lur og film.",
          ],
          pictureCaption: "En lænestol med høj ryg ved vinduet og et lille sidebord til kaffen.",
        },
        {
          heading: "Prøv, før du køber",
          paragraphs: [
            "Siddedybde og siddehøjde er lige så individuelle som skostørrelser. Sæt dig helt tilbage i stolen: Du skal kunne have fødderne fladt på gulvet, og der bør være et par fingres bredde mellem sædets forkant og knæhaserne. En siddehøjde på 40–45 cm passer de fleste. Er du høj, så vælg en dybere stol med højere ryg; er du lav, kan en skammel gøre en stor forskel. Tag gerne en bog med, når du prøver, og bliv siddende i mindst fem minutter – så mærker du, om ryg og nakke bliver støttet.",
          ],
        },
        {
          heading: "Stof eller læder?",
          paragraphs: [
            "[En lænestol](product:0) i stof er lun og fås i mange farver og strukturer – bouclé og fløjl er særligt populære lige nu. Læder er let at holde rent og bliver smukkere med alderen. Tænk på, hvor stolen skal stå: Læder har det ikke godt tæt ved en radiator eller i direkte sol. Vil du have et let udtryk, så vælg en stol på ben; vil du have en stol, der omslutter dig, så vælg en med høje sider og polstret ryg.",
          ],
        },
        {
          heading: "Sidebord og lampe",
          paragraphs: [
            "En lænestol kommer først rigtigt til sin ret med de rigtige naboer. [Et sidebord](product:1) i armlænets højde giver plads til kop, bog og briller, og en gulvlampe bag eller ved siden af stolen giver godt læselys uden at blænde. Stil gerne stolen ved et vindue, så du har dagslys fra siden, og overvej en skammel, så du kan sidde med fødderne oppe. Se alle vores [lænestole](category:2).",
          ],
        },
      ],
    },

    "outdoor-materials": {
      title: "Havemøbler: Materialerne sammenlignet",
      urlKey: "materialer-til-havemobler",
      summary: "Teak, aluminium, polyrattan, pulverlakeret stål eller textilene? Her er fordele og ulemper ved de mest almindelige materialer udendørs.",
      sections: [
        {
          paragraphs: [
            "Havemøbler skal tåle regn, sol, frost og blæst – og helst se godt ud imens. Materialet afgør, hvor meget vedligeholdelse møblerne kræver, hvor tunge de er, og hvordan de ældes. Her er en oversigt over de mest almindelige.",
          ],
        },
        {
          heading: "Materialerne én for én",
          items: [
            "Teak: En af de mest holdbare træsorter udendørs takket være det naturlige indhold af olie. Bliver sølvgråt uden olie og forbliver gyldent med. Tungt og stabilt.",
            "Aluminium: Let, ruster ikke og kræver næsten ingen vedligeholdelse. Perfekt til altaner og møbler, der ofte skal flyttes.",
            "Polyrattan: Kunststoffletning, typisk på et aluminiumsstel. Vejrbestandigt, let at holde rent og behageligt at sidde i.",
            "Pulverlakeret stål: Stabilt og tungt, så det står godt i blæst. Ridser i lakken bør udbedres, så rusten ikke får fat.",
            "Textilene: Vævet polyester med PVC-belægning, der tørrer på få minutter. Bruges i sæder og ryglæn.",
          ],
          pictureCaption: "Et havebord i teak med stole i aluminium og textilene – en klassisk og holdbar kombination.",
        },
        {
          heading: "Hvad passer til dig?",
          paragraphs: [
            "Har du en blæsende tagterrasse eller en altan højt oppe, er tunge materialer som teak og stål et godt valg – eller møbler i aluminium, der kan stables og stilles i læ. I en have, hvor møblerne står samme sted hele sæsonen, er teak og polyrattan populære. Vil du bruge så lidt tid som muligt på vedligeholdelse, er aluminium og polyrattan de nemmeste.",
            "Tænk også på, hvem der skal bruge møblerne. Metal kan blive meget varmt i direkte sol, så til børnefamilier og til husets solside er træ eller møbler med hynder ofte rarere at sidde på.",
          ],
        },
        {
          heading: "Kombinér materialerne",
          paragraphs: [
            "Mange af de bedste havemøbler kombinerer flere materialer. [Et havebord i teak](product:0) med [havestole](product:1) i aluminium og textilene giver både varmt træ og lette stole, der tørrer hurtigt. [Et loungesæt](product:2) i polyrattan på et aluminiumsstel er let at flytte, men solidt nok til at stå ude hele sommeren.",
          ],
        },
        {
          heading: "Levetid og pleje",
          paragraphs: [
            "Uanset materialet holder havemøbler længst, når de bliver vasket et par gange i sæsonen og opbevaret tørt om vinteren. Teak har godt af olie, hvis du vil bevare farven; aluminium og polyrattan skal bare vaskes med mild sæbe og vand. Ridser i pulverlakeret stål bør pletlakeres i løbet af sæsonen, og teak kan slibes let, hvis overfladen bliver ru. Se hele udvalget af [havemøbler](category:5).",
          ],
        },
      ],
    },
  },

  albums: {
    "nordic-living-room": {
      name: "Lys nordisk stue",
      urlKey: "lys-nordisk-stue",
      description: "Lyst træ, hvide vægge og en grå sofa, man kan synke ned i. Hør og uld giver varme, og møblerne har god luft omkring sig.",
      captions: [
        "En grå 3-personers sofa med et sofabord i lys eg og en lænestol med uldplaid ved vinduet.",
        "Lænestolen med en hørpude og et lille sidebord til kaffekoppen.",
        "En lys reol med bøger og keramik bag en 2-personers sofa på slanke ben.",
        "Den grå sofa ved et lavt skænk i lyst træ under en række indrammede tryk.",
      ],
    },
    "dining-in-oak": {
      name: "Middage om egetræsbordet",
      urlKey: "middage-om-egetraesbordet",
      description: "Et massivt egetræsbord er rammen om alt fra hverdagens morgenmad til lange weekendmiddage. Her samles familien – og der er altid plads til en mere.",
      captions: [
        "Spisebordet i massiv eg med spisebordsstole i samme træ, dækket til morgenmad.",
        "Hele spisegruppen dækket op til en lang lørdagsmiddag med levende lys.",
        "Egetræsbordet med et skænk bagved, hvor spisestellet står klar.",
        "En spisebordsstol trukket ud foran en reol med kogebøger og skåle.",
      ],
    },
    "terracotta-evening": {
      name: "Terrakotta i aftensol",
      urlKey: "terrakotta-i-aftensol",
      description: "En terrasse med terrakottafliser, der holder på dagens varme langt ud på aftenen. Loungesæt, lanterner og oliventræer i krukker giver en stemning af sydlig sommer.",
      captions: [
        "Loungesættet med lyse hynder under parasollen, mens solen går ned bag oliventræerne.",
        "Havemøbelsættet dækket op til aftensmad med lanterner på bordet.",
        "To havestole og et lille havebord i hjørnet ved de store krukker.",
        "En solseng under parasollen, hvor de sidste solstråler rammer fliserne.",
      ],
    },
    "small-apartment": {
      name: "45 kvadratmeter i byen",
      urlKey: "45-kvadratmeter-i-byen",
      description: "En lejlighed på 45 m², hvor hver centimeter tæller. En sovesofa, et rundt spisebord og opbevaring, der går helt op til loftet, giver plads til både hverdag og gæster.",
      captions: [
        "En kompakt 2-personers sofa med et sidebord, der også bliver brugt som natbord.",
        "Sovesofaen i stuen med en høj reol, der går helt op til loftet.",
        "Et lille rundt spisebord med to spisebordsstole i hjørnet ved vinduet.",
        "Barstole ved det smalle køkkenbord, hvor morgenkaffen bliver drukket.",
      ],
    },
    "family-corner-sofa": {
      name: "Hjørnesofa til hele familien",
      urlKey: "hjornesofa-til-hele-familien",
      description: "En stor hjørnesofa med plads til to voksne, tre børn og en hund. Det slidstærke stof tåler både popcorn og poter.",
      captions: [
        "Hjørnesofaen i slidstærkt stof med et robust sofabord foran.",
        "Hjørnesofaen og en lænestol, hvor hunden har fundet sin faste plads.",
        "En reol med spil og bøger og et sidebord for enden af sofaen.",
      ],
    },
    "balcony-breakfast": {
      name: "Morgenmad på altanen",
      urlKey: "morgenmad-pa-altanen",
      description: "En lille altan i byen, et bistrobord til to og en halv parasol op ad væggen. Mere skal der ikke til for at starte dagen udenfor.",
      captions: [
        "Bistrobordet dækket med kaffe og rundstykker og to havestole trukket tæt til.",
        "En havestol i skyggen af den halve parasol op ad husmuren.",
        "Det lille havebord med avisen og en kop kaffe i morgensolen.",
      ],
    },
    "summer-house": {
      name: "Sommerhuset ved havet",
      urlKey: "sommerhuset-ved-havet",
      description: "Et sommerhus bag klitterne med sølvgrå teak, hvide hynder og lange, lyse aftener. Møblerne får lov at ældes med vind og salt.",
      captions: [
        "Havemøbelsættet i sølvgrå teak under en hvid parasol på træterrassen.",
        "En solseng i teak i læ af klitten med et håndklæde over ryglænet.",
        "Loungesættet med hvide hynder og et lavt havebord til aftenens glas.",
        "En havestol i teak ved døren, hvor sandet bliver banket af fødderne.",
      ],
    },
    "velvet-and-brass": {
      name: "Fløjl og messing",
      urlKey: "flojl-og-messing",
      description: "En dybgrøn fløjlssofa, detaljer i messing og dæmpet lys gør stuen varm og stemningsfuld om aftenen. Farverne er dybe, og materialerne har glød.",
      captions: [
        "En lænestol i fløjl med et sidebord i messing og en bordlampe med varmt lys.",
        "Den dybgrønne 2-personers sofa i fløjl med et sofabord på messingben.",
        "Et mørkt skænk med messinggreb, hvor der står stearinlys og en skål.",
      ],
    },
    "kitchen-island": {
      name: "Omkring køkkenøen",
      urlKey: "omkring-kokkenoen",
      description: "Køkkenøen er blevet husets samlingspunkt. Her laves lektier, drikkes kaffe og snakkes med den, der står ved gryderne.",
      captions: [
        "Tre barstole med fodstøtte på række ved køkkenøen.",
        "En barstol ved køkkenøen og spisebordet i baggrunden, dækket til aftensmad.",
        "En spisebordsstol trukket hen til køkkenet, så der er plads til en ekstra hjælper.",
      ],
    },
    "reading-corner": {
      name: "Læsehjørnet",
      urlKey: "laesehjornet",
      description: "En lænestol ved vinduet, et sidebord til tekoppen og bøgerne inden for rækkevidde. Et lille hjørne, der bliver brugt hver eneste dag.",
      captions: [
        "Lænestolen ved vinduet med et lille sidebord til te og briller.",
        "Den samme lænestol foran en reol fyldt med romaner og kunstbøger.",
      ],
    },
    "open-plan-loft": {
      name: "Loftslejlighed i zoner",
      urlKey: "loftslejlighed-i-zoner",
      description: "En åben loftslejlighed delt op i zoner med en hjørnesofa, et skænk og tæpper. Rummet er stort, men føles alligevel hyggeligt.",
      captions: [
        "Hjørnesofaen med ryggen mod spisepladsen og et lavt skænk bagved.",
        "Spisegruppen på sit eget tæppe under de store vinduer.",
        "En fritstående reol og et sofabord, der afgrænser stuens hjørne.",
      ],
    },
    "garden-dinner": {
      name: "Langbord under æbletræet",
      urlKey: "langbord-under-aebletraeet",
      description: "En lang sommermiddag for ti under æbletræet, hvor solen først går ned, når desserten er spist. Borde sat sammen, lanterner i grenene og god plads til alle.",
      captions: [
        "Havemøbelsættet dækket op til ti med hvid dug og markblomster.",
        "Et ekstra havebord og havestole sat for enden, så alle får en plads.",
        "Parasollen over bordet, mens eftermiddagssolen stadig er varm.",
      ],
    },
    "poolside": {
      name: "Ved poolen",
      urlKey: "ved-poolen",
      description: "Solsenge på række, en stor parasol og hynder, der tørrer på ingen tid. Her er det meningen, at man skal blive liggende.",
      captions: [
        "To solsenge under en stor parasol ved poolkanten.",
        "En solseng med ryglænet hævet og et håndklæde klar.",
        "Loungesættet med quick-dry-hynder i skyggen ved poolhuset.",
      ],
    },
    "scandinavian-classics": {
      name: "Skandinaviske klassikere",
      urlKey: "skandinaviske-klassikere",
      description: "Former fra 1950’erne og 60’erne i eg og teak, der stadig føles moderne. Enkle linjer, godt håndværk og træ, der bliver smukkere med årene.",
      captions: [
        "Spisebordsstole med buede ryglæn om et spisebord i teak.",
        "En lænestol i eg med læderhynder i 1960’ernes enkle stil.",
        "Et lavt skænk i teak med en væghængt reol ovenover.",
      ],
    },
    "guest-room": {
      name: "Gæsteværelse og kontor",
      urlKey: "gaestevaerelse-og-kontor",
      description: "Et rum, der er kontor til hverdag og gæsteværelse, når familien kommer på besøg. Sovesofaen, en reol og et sidebord klarer begge roller.",
      captions: [
        "Sovesofaen som sofa om dagen med puder og plaid.",
        "Sovesofaen slået ud og redt op med et sidebord som natbord.",
        "Reolen med mapper i kurve forneden og bøger foroven.",
      ],
    },
    "rooftop-terrace": {
      name: "Tagterrasse over byen",
      urlKey: "tagterrasse-over-byen",
      description: "En tagterrasse med udsigt over byens tage, hvor vinden altid er med. Aluminium og polyrattan tåler blæsten og er lette at flytte i læ.",
      captions: [
        "Loungesættet i polyrattan med en parasol, der er slået ned for vinden.",
        "Et havebord og havestole i aluminium med udsigt over tagene.",
        "En solseng i læ bag plantekasserne.",
      ],
    },
    "earthy-tones": {
      name: "Jordfarver",
      urlKey: "jordfarver",
      description: "Rust, sand og oliven sammen med olieret træ. En stue, der er varm og rolig på samme tid.",
      captions: [
        "En rustfarvet 3-personers sofa med et sofabord i olieret eg.",
        "En olivengrøn lænestol ved et skænk i olieret valnød.",
        "En sandfarvet 2-personers sofa med puder i terrakotta.",
      ],
    },
    "dining-for-six": {
      name: "Spisestue til seks",
      urlKey: "spisestue-til-seks",
      description: "Et spisebord med udtræk og polstrede stole giver plads til seks i hverdagen og flere, når der er fest. Et skænk holder styr på spisestel og duge.",
      captions: [
        "Spisegruppen med plads til seks og bordet i sin korte længde.",
        "Bordet trukket ud med tillægsplader og polstrede spisebordsstole.",
        "Skænket langs væggen med spisestellet bag lågerne og en lampe ovenpå.",
      ],
    },
    "lake-cabin": {
      name: "Hytten ved søen",
      urlKey: "hytten-ved-soen",
      description: "En træhytte ved søen, hvor livet foregår både inde ved brændeovnen og ude på badebroen. Enkle møbler, der tåler vand, sol og mudrede støvler.",
      captions: [
        "Havemøbelsættet på terrassen ned mod søen med en parasol over.",
        "En lænestol ved brændeovnen og et sofabord med en stak bøger.",
        "To havestole og et lille havebord for enden af badebroen.",
      ],
    },
    "minimal-white": {
      name: "Minimalistisk og hvidt",
      urlKey: "minimalistisk-og-hvidt",
      description: "Få møbler, rene linjer og masser af lys. Her har hver ting sin plads, og der er luft omkring det hele.",
      captions: [
        "En hvid 2-personers sofa og et enkelt sofabord på et lyst plankegulv.",
        "En hvid reol med kun få udvalgte ting på hylderne.",
        "Et lyst spisebord med enkle spisebordsstole under et stort vindue.",
      ],
    },
    "lounge-under-pergola": {
      name: "Lounge under pergolaen",
      urlKey: "lounge-under-pergolaen",
      description: "Et modulopbygget loungesæt under en pergola med klatreroser og vin. Planterne giver skygge, og modulerne flyttes rundt efter, hvem der kommer.",
      captions: [
        "Loungesættets moduler under pergolaen med klatreroserne hængende over.",
        "Loungesættet sat sammen som hjørnesofa med en parasol mod eftermiddagssolen.",
        "En solseng ved siden af pergolaen, hvor solen slipper igennem.",
      ],
    },
    "four-seater-living": {
      name: "Stor stue til filmaften",
      urlKey: "stor-stue-til-filmaften",
      description: "En stor stue med en 4-personers sofa, hvor hele familien kan sidde side om side til fredagsfilmen. Der er plads til tæpper, popcorn og lange ben.",
      captions: [
        "4-personers sofaen med et stort sofabord til popcorn og fjernbetjeninger.",
        "Sofaen og en lænestol vendt mod tv’et, klar til filmaften.",
        "En sofapakke med to sofaer i samme stof placeret over for hinanden.",
      ],
    },
    "storage-walls": {
      name: "Vægge med opbevaring",
      urlKey: "vaegge-med-opbevaring",
      description: "Reoler og skænke, der fylder hele væggen, stylet med bøger, keramik og planter. Opbevaring, der er en del af indretningen.",
      captions: [
        "En reol fra gulv til loft med bøger og keramik i små grupper.",
        "Et lavt skænk under en reol med plads til både pladespiller og plader.",
        "En reol med kurve forneden og et sidebord med en plante ved siden af.",
      ],
    },
    "autumn-cosy": {
      name: "Efterårshygge",
      urlKey: "efterarshygge",
      description: "Når mørket falder tidligt, handler det om tæpper, levende lys og dybe sofaer. En stue, der er skabt til lange aftener.",
      captions: [
        "En dyb 3-personers sofa og en lænestol med uldplaider og stearinlys.",
        "Hjørnesofaen fyldt med puder og et sidebord med en kop te.",
        "Lænestolen med et strikket tæppe og en bog, der er lagt fra sig.",
      ],
    },
  },

  towns: [
    "København",
    "Aarhus",
    "Odense",
    "Aalborg",
    "Esbjerg",
    "Randers",
    "Kolding",
    "Horsens",
    "Vejle",
    "Roskilde",
    "Silkeborg",
    "Svendborg",
  ],

  photoCaptions: {
    sofa: [
      "Vores nye sofa har fået hele familiens godkendelse – selv katten har fundet sin plads i hjørnet.",
      "Jeg målte døren tre gange før leveringen, men den kom ind uden problemer. Nu er det min yndlingsplads.",
      "Endelig en sofa, hvor man kan ligge helt udstrakt. Søndagslurene er blevet meget bedre.",
      "Sofaen passer perfekt ind i vores lille stue, og stoffet er lige så blødt, som jeg håbede.",
      "Vi valgte en sovesofa til gæsteværelset, og den er blevet brugt langt oftere, end vi regnede med.",
      "Fredagsfilm med hele flokken – der er plads til os alle fem.",
      "Farven var lidt af et sats, men den varme tone gør hele stuen hyggeligere.",
      "Efter et halvt år med børn og hund ser sofaen stadig ud som ny. Betrækkene har været i vaskemaskinen to gange.",
    ],
    armchair: [
      "Mit nye læsehjørne ved vinduet. Jeg har læst flere bøger, siden stolen kom.",
      "Lænestolen står ved brændeovnen, og det er her, jeg drikker min morgenkaffe.",
      "Jeg ville have en stol, der var god for ryggen, og den høje ryg er præcis, hvad jeg manglede.",
      "Bouclé-stolen er blevet stuens blikfang – og den er lige så rar at sidde i, som den ser ud.",
      "Min mand mente ikke, vi manglede en stol. Nu er det ham, der sidder i den hver aften.",
      "Lænestolen passer perfekt til vores gamle sofa og binder det hele sammen.",
      "Det blev lædermodellen, og jeg glæder mig til at se den få patina.",
      "En lille stol, der ikke fylder meget i lejligheden, men giver et ekstra sted at sætte sig.",
    ],
    dining: [
      "Vores nye spisebord har plads til hele familien til søndagsmiddag – endelig.",
      "Udtrækket har allerede været i brug til to fødselsdage. Tolv personer uden problemer.",
      "Stolene er så behagelige, at vi bliver siddende længe efter, at maden er spist.",
      "Jeg blandede to slags stole om bordet, og det blev præcis så afslappet, som jeg ville have det.",
      "Det runde bord har gjort vores lille køkken meget lettere at bevæge sig rundt i.",
      "Egetræet får en smukkere glød, hver gang jeg olierer det.",
      "Morgenmad ved vinduet er blevet dagens bedste stund, nu hvor der står et rigtigt spisebord.",
      "Spisegruppen passer perfekt i vores alrum, og børnene laver lektier ved den hver dag.",
    ],
    storage: [
      "Reolen har givet plads til alle mine bøger – og der er stadig plads til lidt keramik.",
      "Skænket gemmer alt legetøjet væk, så stuen ser ryddelig ud om aftenen.",
      "Jeg fulgte rådet om at lade en tredjedel af hylderne stå tomme, og det gjorde en kæmpe forskel.",
      "Vores nye sofabord har en hylde forneden, hvor fjernbetjeninger og blade nu bor.",
      "Sidebordet står ved min lænestol og har præcis plads til en kop og en bog.",
      "Pladesamlingen har endelig fået et hjem i det lave skænk.",
      "Vi styler reolen om efter årstiden – lige nu med græskar og kastanjer.",
      "Det lille sidebord er blevet natbord i gæsteværelset, og det fungerer perfekt.",
    ],
    garden: [
      "Årets første middag på terrassen. Havemøblerne har fået ny olie og ser fantastiske ud.",
      "Solsengen står på plænen, og jeg har ikke tænkt mig at rejse mig foreløbig.",
      "Med parasollen kan vi sidde ude midt på dagen, selv i hedebølgen.",
      "Vores lille altan er blevet et ekstra rum med bistrobordet og de to klapstole.",
      "Vi har ladet teakbordet blive gråt, og det klæder haven.",
      "Morgenkaffe i haven, før resten af huset er vågnet.",
      "Spisegruppen står lige uden for køkkendøren, så vi spiser ude hver aften, hvor det ikke regner.",
      "Havestolene kan stables, så de er hurtige at få ind, når efteråret kommer.",
    ],
    lounge: [
      "Loungesættet er blevet vores udendørs stue – vi sidder her hver eneste sommeraften.",
      "Vi satte modulerne sammen som en hjørnesofa, og der er plads til hele familien.",
      "Hynderne var tørre en time efter gårsdagens regnbyge. Det var præcis det, vi håbede på.",
      "Lyskæder over loungehjørnet og et glas rosé – sommer, som den skal være.",
      "Vi flytter rundt på modulerne efter, hvor solen er. Det er det bedste ved sættet.",
      "Vores tagterrasse stod tom, før loungesættet kom. Nu er det her, vi er om aftenen.",
      "Polyrattan var det rigtige valg – sættet står ude og ser stadig ud som nyt.",
      "Børnene har overtaget sofaen om dagen, og vi voksne tager den om aftenen.",
    ],
  },
};

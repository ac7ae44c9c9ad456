import type { EditorialCopy } from "./types.ts";

export const COPY: EditorialCopy = {
  authors: ["Ingrid Solberg", "Magnus Haugland", "Sigrid Eide"],

  blogCategories: {
    care: {
      name: "Stell og vedlikehold",
      urlKey: "stell-og-vedlikehold",
      description: "Rengjøring, oljing, beskyttelse og lagring – praktiske råd som får møblene til å vare lenger, både inne og ute.",
    },
    trends: {
      name: "Årets trender",
      urlKey: "arets-trender",
      description: "Farger, former og materialer vi ser mest av i år, og hvordan du tar dem med hjem uten å bytte ut alt du har.",
    },
    rooms: {
      name: "Rom og innredning",
      urlKey: "rom-og-innredning",
      description: "Ideer til stuen, spiseplassen og de små rommene – med mål, planløsninger og tips som fungerer i virkeligheten.",
    },
    outdoor: {
      name: "Uteliv",
      urlKey: "uteliv",
      description: "Balkong, terrasse og hage: slik skaper du uteplasser du faktisk bruker, fra den første vårdagen til sene sommerkvelder.",
    },
    guides: {
      name: "Kjøpeguider",
      urlKey: "kjopeguider",
      description: "Hva du bør måle, prøve og spørre om før du kjøper – så du finner møbelet som passer deg og hjemmet ditt.",
    },
  },

  posts: {
    "teak-care": {
      title: "Teakmøbler i hagen: la dem gråne eller gi dem olje?",
      urlKey: "stell-av-teakmobler-i-hagen",
      summary: "Teak tåler norsk vær godt, men trenger litt omsorg. Slik vasker, pusser og oljer du hagemøblene – og slik lagrer du dem over vinteren.",
      sections: [
        {
          paragraphs: [
            "Teak er et av de mest værbestandige treslagene du kan ha i hagen. Den naturlige oljen i treet beskytter mot fukt og råte, og et godt teakbord kan stå ute i mange tiår. Men hvordan møblene ser ut om noen år, avhenger av et valg du tar allerede den første sesongen: Skal treet få gråne, eller vil du beholde den varme, honningbrune fargen?",
          ],
        },
        {
          heading: "Sølvgrå patina eller gyllen farge",
          paragraphs: [
            "Ubehandlet teak blir gradvis sølvgrå når sol og regn får virke. Det er bare overflaten som endrer farge, og treet blir ikke svakere av det. Mange synes den grå patinaen er selve sjarmen, og da er jobben enkel: Vask møblene et par ganger i sesongen, og la naturen gjøre resten.",
            "Vil du heller beholde den gylne tonen, må du olje. Bruk teakolje to ganger i sesongen – gjerne én gang om våren og én gang midt på sommeren. Påfør et tynt lag med pensel eller klut, la det trekke inn i 15–20 minutter og tørk bort alt overskudd. Olje som blir liggende på overflaten, blir klissete og samler støv.",
          ],
          pictureCaption: "Et oljet hagebord i teak med hagestoler som har fått beholde den varme fargen.",
        },
        {
          heading: "Vask skånsomt – aldri med høytrykksspyler",
          paragraphs: [
            "Til vanlig vask holder det med lunkent vann, noen dråper mild såpe og en myk børste. Børst alltid langs fibrene, skyll med rent vann og la møblene tørke helt før du eventuelt oljer. Høytrykksspyleren skal du la stå: Den river opp de myke fibrene i treet, og overflaten blir ru og mer utsatt for smuss og grønske.",
          ],
        },
        {
          heading: "Flekker og ru overflater",
          items: [
            "Fettflekker fra mat og solkrem vasker du først med mild såpe og lunkent vann.",
            "Flekker som sitter igjen, pusser du lett bort med fint sandpapir, korn 180–240, alltid langs fibrene.",
            "Ru partier etter vinteren blir glatte igjen med en lett pussing – tørk bort støvet med en fuktig klut etterpå.",
            "Har du oljet møbelet før, gir du det pussede området et nytt, tynt lag olje, så fargen blir jevn.",
            "Rødvin og kaffe tørker du opp med en gang; jo kortere tid, desto mindre trekker inn i treet.",
          ],
        },
        {
          heading: "Tørt og luftig over vinteren",
          paragraphs: [
            "Før vinteren bør møblene vaskes og få tørke skikkelig. Det beste er å sette dem i en bod, garasje eller kjeller der luften sirkulerer. Står de ute, bruker du et pustende trekk og løfter møblene opp fra bakken med klosser, så de ikke står i vann. Unngå tette plastpresenninger: Under dem samles kondens, og det er da mugg og misfarging oppstår.",
            "Enten du har [dette hagebordet](product:0), noen få stoler eller en hel [hagegruppe](category:56), er rutinen den samme: litt stell vår og høst, så har du glede av teaken i mange år.",
          ],
        },
      ],
    },

    "sofa-fabric-care": {
      title: "Slik holder du stoffsofaen fin år etter år",
      urlKey: "slik-holder-du-stoffsofaen-fin",
      summary: "Ukentlig støvsuging, riktig flekkfjerning og litt omtanke for sollyset – små vaner som gjør at stoffsofaen holder seg frisk mye lenger.",
      sections: [
        {
          paragraphs: [
            "Sofaen er ofte det møbelet i hjemmet som brukes mest. Her spises det popkorn, sovnes foran tv-en og leses høyt for barna. Et stoffbelagt møbel tåler mye, men det holder seg penest når du har noen faste rutiner – og vet hva du skal gjøre når uhellet først er ute.",
          ],
        },
        {
          heading: "Faste vaner som gjør stor forskjell",
          paragraphs: [
            "Støvsug sofaen én gang i uken med møbelmunnstykket. Støv og smuler jobber seg ellers ned i stoffet og sliter på fibrene, særlig der du sitter mest. Ta med sprekkene mellom setet og ryggen, og ikke glem undersiden av løse puter.",
          ],
          items: [
            "Snu og vend løse sete- og ryggputer jevnlig, så slitasjen fordeles.",
            "Rist og bank putene opp etter bruk – da beholder de formen lenger.",
            "Bytt gjerne plass i sofaen innimellom; favorittplassen blir ellers fort nedsittet.",
            "Luft rommet godt, så matos og røyk ikke setter seg i stoffet.",
          ],
        },
        {
          heading: "Når uhellet er ute",
          paragraphs: [
            "Det viktigste ved søl er å handle raskt. Trykk – ikke gni – med et rent, hvitt kjøkkenhåndkle eller en klut, og jobb fra kanten av flekken og innover, så den ikke sprer seg. Gnir du, presser du væsken lenger ned i stoffet og kan skade overflaten.",
            "Trenger du et rengjøringsmiddel, test det alltid først på et skjult sted, for eksempel bak på sofaen eller under en pute. Vent til det har tørket før du bedømmer resultatet. Bruk lite vann; et gjennomvått sete tørker sakte og kan få vannkanter.",
          ],
        },
        {
          heading: "Avtakbare trekk og nupper",
          paragraphs: [
            "Mange sofaer har avtakbare trekk som kan vaskes i maskin på 30–40 °C. Sjekk vaskeanvisningen, vask på skånsomt program og la trekkene lufttørke. Trekk dem gjerne på mens de fortsatt er litt fuktige, så glir de lettere på plass. Vask alle trekkene samtidig, så fargen forblir lik.",
            "Nupper er helt vanlig på nye stoffer og betyr ikke at kvaliteten er dårlig. Fjern dem forsiktig med en nuppefjerner – de blir som regel færre etter hvert.",
          ],
          pictureCaption: "En tre-seters sofa i slitesterkt stoff med puter som er ristet opp og klare for kvelden.",
        },
        {
          heading: "Skjerm mot sterk sol",
          paragraphs: [
            "Direkte sollys bleker de fleste tekstiler over tid, særlig mørke farger og naturfibrer. Står [sofaen](product:0) rett foran et sørvendt vindu, kan et tynt gardin eller en persienne midt på dagen redde fargen. Er du på jakt etter en ny, finner du stoffbelagte modeller blant våre [3-seters sofaer](category:11) og [hjørnesofaer](category:13).",
          ],
        },
      ],
    },

    "leather-care": {
      title: "Skinnmøbler: stell som gir vakker patina",
      urlKey: "stell-av-skinnmobler",
      summary: "Skinn blir vakrere med årene hvis du steller det riktig. Slik rengjør og pleier du skinnmøblene, og slik håndterer du vann- og fettflekker.",
      sections: [
        {
          paragraphs: [
            "Et godt skinnmøbel eldes med verdighet. Skinnet blir mykere, fargen dypere, og små merker fra hverdagen smelter inn i en patina som ikke kan kopieres. Men skinn er et naturmateriale som kan tørke ut og sprekke hvis det blir glemt. Heldigvis krever det ikke mye.",
          ],
        },
        {
          heading: "Hver uke: en tørr klut",
          paragraphs: [
            "Det daglige stellet er enkelt: Tørk støv med en tørr, myk klut én gang i uken. Støv og sand virker som fint sandpapir på overflaten, særlig på armlener og seter. Unngå våte kluter og vanlige rengjøringsmidler – de kan fjerne skinnets naturlige fett og gi en flekkete overflate.",
          ],
        },
        {
          heading: "To ganger i året: rens og pleie",
          paragraphs: [
            "Rens og pleie skinnet grundig to ganger i året, gjerne vår og høst. Test alltid produktene på et skjult sted først, for eksempel bak på ryggen eller under setet.",
          ],
          items: [
            "Støvsug sømmer og sprekker med et mykt munnstykke.",
            "Rengjør med et skinnrens beregnet på din skinntype, påført med en lett fuktet klut.",
            "La skinnet tørke i romtemperatur – aldri med hårføner eller ved ovnen.",
            "Påfør skinnpleie i et tynt, jevnt lag og la det trekke inn, gjerne over natten.",
            "Poler lett med en ren, tørr klut dagen etter.",
          ],
          pictureCaption: "En lenestol i skinn som har fått en mykere overflate og dypere farge etter noen års bruk.",
        },
        {
          heading: "Varme og sol er skinnets fiender",
          paragraphs: [
            "Plasser skinnmøbler minst 50 cm fra radiatorer og peisovner. Tørr varme trekker fuktigheten ut av skinnet, og det kan bli stivt og sprekke. Direkte sollys bleker fargen, ofte ujevnt. Står [lenestolen](product:0) ved et vindu, lønner det seg å flytte den litt eller skjerme den midt på dagen.",
            "Husk samtidig at patina er en del av sjarmen. Små riper og fargeforskjeller viser at møbelet er i bruk, og mange av dem jevner seg ut når skinnet får pleie.",
          ],
        },
        {
          heading: "Vann- og fettflekker",
          paragraphs: [
            "Søler du vann, tørker du det opp med en gang med en tørr klut. Blir det likevel en vannkant, kan du fukte hele feltet lett med en klut som er knapt fuktig, fra søm til søm, og la det tørke sakte. Da blir fargen som regel jevn igjen.",
            "Fettflekker fra mat, hudkrem eller hår skal du ikke vaske med vann og såpe. Tørk bort det som ligger oppå, og la flekken være i fred noen dager – ofte trekker den inn og forsvinner av seg selv. Sitter den igjen, finnes det egne avfettingsmidler for skinn. Leter du etter et nytt skinnmøbel, kan du se på våre [lenestoler](category:2).",
          ],
        },
      ],
    },

    "wood-table-care": {
      title: "Oljet, lakkert eller såpet? Slik steller du trebordet",
      urlKey: "slik-steller-du-trebordet",
      summary: "Oljet, lakkert og såpebehandlet tre trenger hvert sitt stell. Her er rådene mot hvite ringer og riper, og hvor ofte bordet bør oljes.",
      sections: [
        {
          paragraphs: [
            "Et bord i heltre er laget for å brukes. Her spiser familien, barna tegner, og gjestene blir sittende lenge etter desserten. Hvordan du steller bordet, avhenger først og fremst av overflaten. Sjekk produktarket eller spør oss hvis du er usikker – det er det viktigste du kan vite om bordet ditt.",
          ],
        },
        {
          heading: "Tre overflater, tre rutiner",
          paragraphs: [
            "Felles for alle er at treet ikke liker mye vann. Bruk alltid en godt oppvridd klut, og tørk over med en tørr klut etterpå hvis bordet blir vått.",
          ],
          items: [
            "Oljet tre: Tørk av med en oppvridd klut og eventuelt litt mild såpe. Olj bordet én til to ganger i året, oftere hvis det brukes mye.",
            "Lakkert tre: Lakken ligger som en hinne over treet og tåler mer. Tørk av med oppvridd klut og unngå skuremidler og grove svamper.",
            "Såpebehandlet tre: Vask med såpeflak oppløst i vann, gjerne hver eller annenhver uke i starten. Overflaten blir tettere for hver gang.",
          ],
        },
        {
          heading: "Hvite ringer og riper",
          paragraphs: [
            "Hvite ringer oppstår når varme eller fukt trenger inn i overflaten – typisk fra en varm kopp eller et kaldt glass. På et oljet bord kan du ofte pusse ringen forsiktig bort med fint sandpapir langs fibrene og olje stedet på nytt. På lakkerte bord sitter ringen i lakken; legg et tynt bomullshåndkle over og varm forsiktig med strykejern på lav varme uten damp. Sjekk ofte.",
            "Små riper i oljet tre forsvinner ofte med en lett pussing og litt olje. Dype skader i lakk bør du overlate til en møbelsnekker.",
          ],
          pictureCaption: "Et oljet spisebord i eik med synlig åring og en overflate som tåler hverdagen.",
        },
        {
          heading: "Oljing steg for steg",
          paragraphs: [
            "Når vann ikke lenger preller av, men trekker inn og gjør treet mørkt, er det tid for ny olje. Vask bordet og la det tørke i et døgn. Påfør et tynt lag møbelolje med klut, la det trekke i 15–20 minutter og tørk bort alt overskudd. La bordet herde et døgn før du dekker på. Husk at oljefiller kan selvantenne – legg dem i vann eller brett dem ut til tørk utendørs.",
          ],
        },
        {
          heading: "Forebygg fremfor å reparere",
          paragraphs: [
            "Bruk brikker og glassunderlag, og legg på en duk eller løper når bordet skal tåle mye. Det gjelder også [salongbordet](product:1) og sidebordene, som ofte får kaffekopper rett på overflaten. Finner du ditt neste bord blant våre [spisebord](category:41), spør gjerne hvilken overflatebehandling det har – da vet du hvilket stell som venter.",
          ],
        },
      ],
    },

    "winter-storage": {
      title: "Slik gjør du hagemøblene klare for vinteren",
      urlKey: "hagemobler-til-vinterlagring",
      summary: "Rengjør, tørk og pakk riktig – da står hagemøblene klare til våren. Her er sjekklisten for puter, trekk, parasoll og skruer.",
      sections: [
        {
          paragraphs: [
            "Når kveldene blir kalde og løvet faller, er det tid for å rydde uteplassen. Den timen du bruker på møblene nå, betyr mye for hvordan de ser ut når sesongen starter igjen. Fukt, frost og mugg er de største truslene gjennom en norsk vinter, og de fleste skadene kan unngås med litt planlegging.",
          ],
        },
        {
          heading: "Rengjør og tørk alt",
          paragraphs: [
            "Vask møblene med lunkent vann og mild såpe før de settes bort. Matrester, pollen og fugleskitt som blir liggende gjennom vinteren, setter seg fast og kan gi flekker. Aluminium og polyrotting vaskes med en myk børste, treverk langs fibrene. Det viktigste er likevel at alt er helt tørt før det pakkes bort – velg en tørr dag, og la møblene stå i sol og vind noen timer.",
            "Har du møbler i tre, er høsten også et godt tidspunkt å se over overflaten. Små sprekker og grå flater kan vente til våren, men fettflekker og grønske bør vaskes bort nå, før de får en hel vinter på å trekke inn.",
          ],
          pictureCaption: "Et loungesett med putene tatt inn, klart for et pustende vintertrekk.",
        },
        {
          heading: "Sjekkliste før vinteren",
          items: [
            "Ta inn alle puter og hynder, og oppbevar dem tørt innendørs.",
            "Bruk pustende møbeltrekk – ikke plastpresenninger som holder på kondensen.",
            "Løft møblene opp fra bakken med klosser, så de ikke står i vann og snø.",
            "La parasollen tørke helt, slå den sammen og trekk på trekket.",
            "Etterstram skruer og bolter, og noter det som må byttes før våren.",
          ],
        },
        {
          heading: "Inne eller ute?",
          paragraphs: [
            "Har du plass i en bod, garasje eller kjeller, er det det beste stedet for møblene, særlig for tre. Rommet bør være luftig, ikke nødvendigvis varmt. Store møbler som [et loungesett](product:0) kan godt stå ute under et trekk, så lenge de står hevet og trekket ikke sitter så tett at luften ikke sirkulerer. Ta av trekket en mild vinterdag og la møblene lufte.",
            "Tung snø som blir liggende på trekk og møbler, bør børstes bort. Særlig stolsetene og bordplatene kan ta skade av vekten.",
          ],
        },
        {
          heading: "Parasollen og solsengene",
          paragraphs: [
            "Parasollduken skal aldri pakkes bort fuktig – da kommer muggflekkene. Børst bort blader og skitt, la duken tørke utslått, og lagre parasollen tørt, liggende eller stående. Foten kan stå ute hvis den tåler frost, men tøm vannfylte fotplater før kulda kommer.",
            "[Solsenger](category:53) med trekk i textilene kan vaskes og lagres stablet, gjerne med et gammelt laken over mot støv. Skal [hagegruppen](product:1) stå ute, samler du stolene rundt bordet og legger ett stort trekk over alt.",
          ],
        },
      ],
    },

    "cushion-care": {
      title: "Uteputer som holder seg fine hele sommeren",
      urlKey: "stell-av-uteputer",
      summary: "Hurtigtørkende skum, vaskbare trekk og en puteboks til natten. Slik holder du putene til hagemøblene rene, tørre og fri for mugg.",
      sections: [
        {
          paragraphs: [
            "Puter og hynder gjør hagemøblene komfortable, men det er også de som får hardest medfart. Regn, dugg, solkrem og pollen setter spor, og en pute som har ligget våt i flere dager, lukter fort innestengt. Med riktig valg og noen enkle vaner varer putene i flere sesonger.",
          ],
        },
        {
          heading: "Velg puter som tåler uteliv",
          paragraphs: [
            "Se etter puter med hurtigtørkende skum, ofte kalt quick dry. Skummet har en åpen struktur som lar vannet renne rett gjennom, så puten tørker på timer i stedet for dager. Trekket bør være i et vannavvisende og UV-bestandig stoff som tåler sol uten å blekes for raskt.",
            "Avtakbare trekk er et must. De fleste utetrekk kan vaskes på 30 °C på skånsomt program. La dem lufttørke, og trekk dem på igjen mens de fremdeles er litt fuktige.",
            "Velg gjerne farger som tåler litt smuss: Sand, grått og grønt viser mindre enn helt hvitt.",
          ],
        },
        {
          heading: "Puteboksen er din beste venn",
          paragraphs: [
            "Selv puter som tåler regn, har godt av å ligge tørt om natten. Dugg og nattregn gjør dem fuktige, og fukt over tid er det mugg liker best. En puteboks ved siden av [loungesettet](product:0) gjør det lett å rydde på to minutter hver kveld – og putene er tørre og klare når morgenkaffen skal drikkes.",
            "Har putene likevel blitt liggende ute en regnfull natt, setter du dem på høykant i solen morgenen etter. Da renner vannet ut av skummet, og putene er som regel tørre til lunsj. Unngå å legge våte puter i puteboksen – der blir fukten stående.",
          ],
          pictureCaption: "En solseng og hagestoler med tykke puter i hurtigtørkende skum.",
        },
        {
          heading: "Når muggflekkene dukker opp",
          paragraphs: [
            "Små svarte prikker på trekket er muggflekker. Handle raskt, før de sprer seg:",
          ],
          items: [
            "Børst av løs mugg utendørs, så sporene ikke havner inne.",
            "Bland én del eddik med fire deler lunkent vann.",
            "Gni flekkene forsiktig med en myk børste, og la løsningen virke i 10–15 minutter.",
            "Skyll med rent vann og la trekket tørke helt i sol og vind.",
            "Sitter flekkene igjen, vasker du trekket i maskin på 30 °C.",
          ],
        },
        {
          heading: "Lagring mellom sesongene",
          paragraphs: [
            "Før vinteren vasker du trekkene, og lar både trekk og skum tørke helt. Oppbevar putene tørt og luftig innendørs, gjerne i en stoffpose eller et gammelt dynetrekk – aldri i tette plastsekker, der kondens gir mugg. Legg dem flatt eller stående, uten tunge ting oppå som trykker ned skummet.",
            "Trenger [solsengen](product:1) eller stolene nye puter til våren, kan det være lurt å se på hele settet. Våre [loungesett](category:55) leveres med puter som er tilpasset rammen.",
          ],
        },
      ],
    },

    "trends-of-the-year": {
      title: "Årets interiørtrender: myke former og jordnære farger",
      urlKey: "arets-interiortrender",
      summary: "Runde former, bouclé og fløyel, rust og oliven, heltre med synlig åring – og mot til å blande gammelt og nytt. Dette preger hjemmene i år.",
      sections: [
        {
          paragraphs: [
            "Hvert år ser vi på hva kundene spør etter i butikkene, hva som går ut av lageret og hva vi selv blir glade av. I år peker alt i samme retning: Hjemmet skal være mykt, varmt og personlig. Her er trendene vi tror du vil se mest av – og som vi tror kommer til å vare.",
          ],
        },
        {
          heading: "Myke, runde former",
          paragraphs: [
            "Skarpe hjørner viker for avrundede kanter. Sofaer med buet rygg, lenestoler som omfavner deg og runde salongbord gir rommet en roligere stemning. Det handler ikke bare om utseende: Runde former er lettere å gå rundt i trange rom og føles innbydende å sette seg i.",
            "Et godt utgangspunkt er [en sofa med myke linjer](product:0) sammen med et rundt eller ovalt [salongbord](category:42).",
          ],
        },
        {
          heading: "Bouclé og fløyel",
          paragraphs: [
            "Tekstiler med struktur er fortsatt store. Bouclé, med sine små, ullaktige løkker, gir en varm overflate som passer like godt på en lenestol som på en stor sofa. Fløyel gir dybde og glød, særlig i mørke farger. Begge kommer best til sin rett sammen med glattere materialer som tre, lin og keramikk.",
            "Bouclé tåler mer enn mange tror, men velg en tett kvalitet hvis du har barn eller dyr. Fløyel ser best ut der lyset kommer fra siden og får spille i luven.",
          ],
          pictureCaption: "En lenestol i bouclé ved siden av et rundt salongbord i heltre.",
        },
        {
          heading: "Rust, sand og oliven",
          paragraphs: [
            "Fargepaletten henter inspirasjon fra naturen. Rustrødt, sand og olivengrønt erstatter de kalde grå tonene vi har levd med lenge. Fargene er varme, men dempede, og de går godt sammen. Tør du ikke male veggene, kan du starte med en pute, et pledd eller [en lenestol](product:1) i en jordnær farge.",
            "Det fine med jordfargene er at de spiller godt på lag med tre. Oljet eik får en varmere glød ved siden av rust, og olivengrønt gjør lyst tre friskere.",
          ],
        },
        {
          heading: "Heltre og miksen av gammelt og nytt",
          paragraphs: [
            "Vi ser en tydelig dreining mot heltre med synlig åring – eik, ask og valnøtt som får vise hvor de kommer fra. Samtidig blandes nye møbler med arvestykker og bruktfunn. En gammel kommode fra besteforeldrene ved siden av en ny sofa gjør rommet personlig på en måte ingen katalog kan.",
          ],
          items: [
            "Velg ett grep fra trendene, ikke alle på én gang.",
            "Kombiner én myk, rund form med rette linjer for balanse.",
            "La tre være tre: oljet eller såpet fremfor tykt lakkert.",
            "Ta vare på det gamle – det er ofte det som gjør rommet til ditt.",
          ],
        },
      ],
    },

    "boucle": {
      title: "Bouclé er kommet for å bli",
      urlKey: "boucle-er-kommet-for-a-bli",
      summary: "Det ullaktige stoffet med små løkker gir varme og struktur. Slik kombinerer du bouclé med tre og lin – og slik steller du det riktig.",
      sections: [
        {
          paragraphs: [
            "For noen år siden var bouclé et stoff for de spesielt interesserte. Nå finner vi det på lenestoler, sofaer og puter i hjem over hele landet. Det er lett å forstå hvorfor: Få stoffer er så behagelige å ta på, og få gir et rom like mye varme.",
          ],
        },
        {
          heading: "Hva er bouclé?",
          paragraphs: [
            "Navnet kommer fra det franske ordet for krøll eller løkke. Garnet er spunnet slik at det danner små løkker, og stoffet får en ujevn, ullaktig overflate. Bouclé kan være laget av ull, bomull, polyester eller en blanding. Syntetiske og blandede kvaliteter er ofte mer slitesterke og lettere å holde rene, mens ren ull er varmere.",
            "Strukturen er mer enn pynt. Den fanger lyset og gir møbelet dybde, også i helt lyse farger som kritt og havre, som ellers lett kan virke flate.",
          ],
        },
        {
          heading: "Slik kombinerer du bouclé",
          paragraphs: [
            "Bouclé kommer best til sin rett i kontrast til glattere materialer. Tenk på rommet som en samling overflater:",
          ],
          items: [
            "Oljet eik eller valnøtt ved siden av gir varme og ro.",
            "Lin i gardiner eller puter gir en lett og luftig motvekt.",
            "Keramikk, stein og glatt metall fremhever løkkestrukturen.",
            "Hold fargene i samme familie – hvitt, sand og grått – med én mørk aksent.",
          ],
          pictureCaption: "En lenestol i lys bouclé sammen med et sidebord i oljet eik og lingardiner.",
        },
        {
          heading: "Stor eller liten dose",
          paragraphs: [
            "Du trenger ikke kjøpe en hel sofa for å prøve. [En lenestol i bouclé](product:0) er et enkelt sted å begynne, og den passer like godt i stuen som på soverommet. Vil du gå hele veien, gir en [2-seters sofa](category:12) i bouclé et lite rom mye karakter. Også [en sovesofa](product:2) i bouclé blir et møbel du gjerne viser frem, ikke bare en nødløsning for overnattingsgjester.",
            "Puter i bouclé er den aller enkleste inngangen – de kan flyttes rundt og byttes med årstidene.",
          ],
        },
        {
          heading: "Stell uten å dra i løkkene",
          paragraphs: [
            "Bouclé er mer robust enn mange tror, men løkkene krever litt omtanke. Støvsug gjerne én gang i uken med et mykt munnstykke og lav sugeeffekt, og før munnstykket lett over uten å presse. Søl duppes bort med en hvit klut – aldri gni, for da kan løkkene bli lodne.",
            "Hekter en løkke seg fast, klipper du den forsiktig av med en liten saks. Ikke dra i den, da kan tråden rakne videre. Kattekløer og glidelåser på klær er bouclé-møblenes verste fiender.",
          ],
        },
      ],
    },

    "earth-tones": {
      title: "Jordfarger: rust, terrakotta, sand og oliven",
      urlKey: "jordfarger-i-interioret",
      summary: "Jordfargene gir varme uten å ta over. Start med ett stort møbel, balanser med hvite vegger og naturmaterialer, og bruk 60–30–10-regelen.",
      sections: [
        {
          paragraphs: [
            "Etter mange år med grått og hvitt har fargene kommet tilbake til stuene våre – men ikke de skrikende. Rust, terrakotta, sand og oliven er farger vi kjenner fra naturen: tørket leire, høstløv, strandsand og mose. De er varme, rolige og lette å leve med.",
          ],
        },
        {
          heading: "Start med ett stort møbel",
          paragraphs: [
            "Den enkleste måten å ta inn jordfarger på, er å la ett stort møbel bære fargen. [En sofa i rustrødt eller oliven](product:0) blir rommets naturlige midtpunkt, og resten av innredningen kan være nøytral. Det er lettere å bygge rundt ett fargesterkt møbel enn å spre fargen tynt over mange små ting.",
            "Også [en skjenk](product:2) i mørkt, oljet tre eller i en dyp terrakottatone kan gjøre jobben, særlig i rom der sofaen allerede er nøytral.",
          ],
          pictureCaption: "En hjørnesofa i varm terrakotta mot hvite vegger og en skjenk i mørkt tre.",
        },
        {
          heading: "60–30–10-regelen",
          paragraphs: [
            "Interiørarkitekter bruker ofte en enkel tommelfingerregel for å fordele fargene i et rom. Den er ingen lov, men hjelper deg å unngå at rommet blir enten kjedelig eller urolig:",
          ],
          items: [
            "60 prosent: grunnfargen på vegger, gulv og store flater – gjerne hvitt, kritt eller lys sand.",
            "30 prosent: den sekundære fargen i de store møblene, for eksempel en sofa eller et teppe i oliven.",
            "10 prosent: aksentfargen i puter, pledd, keramikk og kunst – her kan rust og terrakotta få skinne.",
          ],
        },
        {
          heading: "Balanser med hvitt og naturmaterialer",
          paragraphs: [
            "Jordfarger trenger luft rundt seg. Hvite eller brukket hvite vegger lar fargene puste, og dagslyset får dem til å gløde. Naturmaterialer som tre, lin, ull, rotting og leire forsterker den jordnære følelsen. Vær forsiktig med mye blankt og kaldt: Krom og høyglans kan virke fremmed i en slik palett.",
            "Husk at jordfarger endrer seg med lyset. Terrakotta kan se nesten rosa ut om morgenen og brun om kvelden. Ta med stoffprøver hjem og se dem i ditt eget lys før du bestemmer deg.",
          ],
        },
        {
          heading: "Farger som passer sammen",
          paragraphs: [
            "Rust og oliven er en klassisk kombinasjon med høstlig stemning. Sand og terrakotta gir et lysere, nesten middelhavsaktig uttrykk. Vil du ha det roligere, holder du deg innenfor én fargefamilie i ulike nyanser. Se gjerne etter fargene blant våre [hjørnesofaer](category:13) – et stort møbel i riktig tone gjør mye av jobben for deg.",
            "Vil du teste før du bestemmer deg, kan du samle fargene på et brett: en stoffprøve, en fargeprøve fra malingsbutikken, et stykke tre og noen tørkede blomster. Det gir et overraskende godt bilde av hvordan rommet vil føles.",
          ],
        },
      ],
    },

    "round-and-soft": {
      title: "Runde bord og myke linjer – derfor fungerer de",
      urlKey: "runde-bord-og-myke-former",
      summary: "Runde spisebord og salongbord gjør samtalen lettere og passer i små rom. Slik bruker du myke former – og kombinerer dem med rette linjer.",
      sections: [
        {
          paragraphs: [
            "Rundt et rundt bord finnes det ingen hedersplass. Alle ser hverandre, alle når brødkurven, og samtalen flyter lettere. Kanskje er det derfor de myke formene har fått en slik renessanse i norske hjem. Men runde møbler er ikke bare sosiale – de er også svært praktiske.",
          ],
        },
        {
          heading: "Rundt spisebord gir bedre samtaler",
          paragraphs: [
            "Ved et langt, rektangulært bord blir de som sitter ytterst, fort utenfor. Et rundt bord samler alle på samme avstand fra midten. Et rundt [spisebord](product:2) på omkring 110 cm i diameter gir god plass til fire, mens 120–130 cm rommer fem–seks hvis dere sitter litt tett.",
            "Det er også lettere å få plass til en ekstra stol ved et rundt bord enn ved et firkantet, fordi det ikke er noen hjørner i veien.",
            "Velg gjerne et bord med søyleben eller ben som står godt inn under bordplaten. Da slipper noen å sitte skrevs over et bordben, og stolene kan skyves tett inntil.",
          ],
          pictureCaption: "Et rundt spisebord i heltre med plass til fire.",
        },
        {
          heading: "Perfekt i små rom",
          paragraphs: [
            "I små stuer og smale rom er runde møbler gull verdt. Det finnes ingen skarpe hjørner å slå leggen på, og det blir lettere å bevege seg rundt. [Et rundt salongbord](product:0) tar visuelt mindre plass enn et rektangulært med samme flate, og gir bedre flyt mellom sofa og lenestol. Et lite, rundt [sidebord](category:43) ved sofaen er en enkel måte å myke opp et ellers stramt rom på.",
          ],
        },
        {
          heading: "Myke sofaer og buede rygger",
          paragraphs: [
            "Sofaer med buet rygg og avrundede armlener er blant tidens mest populære møbler. De fungerer særlig godt der sofaen står fritt i rommet og kan ses fra alle kanter. En svungen form krever likevel litt mer gulvplass enn en rett sofa, så mål godt før du bestemmer deg. Sett gjerne [et rundt sidebord](product:1) ved armlenet – det følger sofaens linjer.",
            "Buede sofaer passer også godt i store rom, der de kan vende seg mot vinduet eller peisen i stedet for mot tv-en.",
          ],
        },
        {
          heading: "Slik blander du rundt og rett",
          paragraphs: [
            "Et rom med bare runde former kan fort virke uten retning. Balansen kommer når myke og rette linjer får spille mot hverandre:",
          ],
          items: [
            "Sett et rundt bord på et rektangulært teppe, eller motsatt.",
            "Kombiner en rett sofa med et rundt salongbord og en buet lenestol.",
            "La hyller og skjenker være rette – de holder rommet på plass.",
            "Gjenta den runde formen i små ting som speil, lamper og skåler.",
          ],
        },
      ],
    },

    "outdoor-living-room": {
      title: "Stuen flytter ut: slik lager du en utestue",
      urlKey: "slik-lager-du-en-utestue",
      summary: "Loungesett, uteteppe, lykter og lysslynger, en parasoll for skygge og planter som vegger. Slik blir terrassen en stue under åpen himmel.",
      sections: [
        {
          paragraphs: [
            "De lyse sommerkveldene er for gode til å tilbringes inne. Stadig flere innreder terrassen som et ekstra rom, med samme omtanke som stuen: gode sitteplasser, myke tekstiler, lys og noe å lene seg mot. Resultatet er et sted der du faktisk blir sittende.",
          ],
        },
        {
          heading: "Loungesettet er sofaen",
          paragraphs: [
            "Hjertet i en utestue er sittegruppen. Et [loungesett](product:0) med dype seter og tykke puter gir en helt annen komfort enn vanlige hagestoler, og inviterer til å bli sittende lenge. Velg gjerne et modulært sett som kan settes sammen på flere måter, så kan du endre oppsettet etter anledningen.",
            "Har du plass, kan [en hagegruppe](product:1) stå nærmere kjøkkendøren til måltidene, mens loungen er for kaffen og praten etterpå.",
            "Tenk på utsikten når du plasserer settet. Snu sofaen mot hagen, solnedgangen eller sjøen – ikke mot husveggen.",
          ],
          pictureCaption: "Et loungesett med lyse puter, uteteppe og lykter på en terrasse i kveldssol.",
        },
        {
          heading: "Tekstiler og lys",
          paragraphs: [
            "Et uteteppe gjør mer enn du tror. Det markerer sonen, demper lyd og gjør det behagelig å gå barbeint. Velg et teppe i polypropylen som tåler regn og tørker raskt. Pledd i en kurv og noen ekstra puter gjør resten.",
            "Når solen går ned, er det lyset som skaper stemningen. Bygg opp lyset i flere lag:",
          ],
          items: [
            "Lysslynger over sittegruppen eller langs rekkverket.",
            "Lykter med stearinlys eller LED på bordet og på gulvet.",
            "Solcellelamper i bed og krukker.",
            "En lampe med varmt lys ved døren, så overgangen fra inne til ute blir myk.",
          ],
        },
        {
          heading: "Skygge og le",
          paragraphs: [
            "Midt på dagen blir det fort for varmt på en sørvendt terrasse. En [parasoll](product:2) gir skygge der du trenger den, og en frittbærende modell kan vinkles etter solen uten at stangen står midt i sittegruppen. Husk å slå den sammen når det blåser opp. En vegg av espalier eller en lav skjerm mot vest gir le når kveldsbrisen kommer.",
          ],
        },
        {
          heading: "Planter som vegger",
          paragraphs: [
            "Store krukker med gress, bambus eller klatreplanter på espalier gir le og skjerming mot naboen, og gjør at terrassen føles som et rom. Plantene trenger ikke være høye for å virke – en rad krukker i samme høyde gir en tydelig avgrensning. Se flere ideer blant våre [loungesett](category:55) og i inspirasjonsbildene fra kundene våre.",
            "Velg planter som tåler stedet: Gress og lavendel elsker sol, mens bregner og hortensia trives bedre i halvskygge. Store krukker tørker saktere ut enn små, og gjør vanningen enklere når dere er på ferie.",
          ],
        },
      ],
    },

    "built-to-last": {
      title: "Møbler som varer: slik kjenner du igjen kvalitet",
      urlKey: "mobler-som-varer",
      summary: "Solide materialer, utskiftbare trekk, FSC-sertifisert tre og klassiske former. Slik kjenner du igjen møbler du kan ha i mange tiår.",
      sections: [
        {
          paragraphs: [
            "Det mest bærekraftige møbelet er det du ikke trenger å bytte ut. Et godt spisebord kan følge en familie gjennom flere generasjoner, mens et bord med folierte flater kanskje må kastes etter noen få flyttelass. Her er det vi ser etter når vi vurderer om et møbel kommer til å holde.",
          ],
        },
        {
          heading: "Solide materialer og god konstruksjon",
          paragraphs: [
            "Heltre kan slipes ned og behandles på nytt når overflaten blir slitt, mens finer og folie har begrenset levetid. Se på sammenføyningene: Tappede og limte forbindelser holder bedre over tid enn enkle skruer i sponplate. Løft gjerne møbelet – vekt er ofte et tegn på solid materiale.",
            "Sjekk også bena og rammen: Står møbelet støtt når du vrir litt på det, eller gir det etter? Små bevegelser i butikken blir store etter noen år.",
            "[Et spisebord i heltre](product:0) er et godt eksempel: Får det riper og merker, kan det slipes og oljes, og det blir bare vakrere med årene.",
          ],
          pictureCaption: "Et spisebord i heltre med spisestoler i en klassisk form.",
        },
        {
          heading: "Trekk og deler som kan byttes",
          paragraphs: [
            "En sofa slites som regel først i stoffet. Har den avtakbare trekk, kan du vaske dem – eller kjøpe nye når du vil ha en ny farge – i stedet for å bytte hele møbelet. Det samme gjelder puter, ben og beslag. Spør gjerne om det finnes reservedeler, og om de kan skaffes også om noen år.",
            "Det gjelder også hagemøbler: Puter kan kjøpes nye, og et teakbord kan slipes og oljes i stedet for å byttes ut. Et møbel som kan repareres, er et møbel du kan beholde.",
          ],
        },
        {
          heading: "Sjekkliste før du kjøper",
          items: [
            "Er treverket FSC-sertifisert, så du vet at det kommer fra ansvarlig skogbruk?",
            "Kan trekk, puter og ben skiftes ut?",
            "Kan overflaten repareres, eller er det en folie som ikke tåler sliping?",
            "Har formen vart i mange år allerede, eller er den årets store hit?",
            "Følger det med stellråd, og finnes det reservedeler?",
          ],
        },
        {
          heading: "Klassiske former og godt stell",
          paragraphs: [
            "Trender kommer og går, men enkle, gjennomtenkte former blir sjelden umoderne. En enkel [hylle](category:61) i tre eller [en spisestol](product:2) med røtter i 1950- og 60-tallet vil passe inn i hjemmet ditt også om tjue år. En solid [hylle](product:1) kan flytte med deg fra første leilighet til huset med hage.",
            "Og uansett hvor godt møbelet er bygget: Det er stellet som avgjør hvor lenge det varer. Olje på treet, støvsuging av stoffet og litt omtanke for sol og varme gjør mer enn du tror.",
          ],
        },
      ],
    },

    "small-living-room": {
      title: "Liten stue, store muligheter",
      urlKey: "innred-en-liten-stue",
      summary: "En 2-seters sofa på synlige ben, sidebord i stedet for et stort salongbord, høye hyller og lyse farger. Slik får du mer ut av en liten stue.",
      sections: [
        {
          paragraphs: [
            "En liten stue kan bli et av de hyggeligste rommene i hjemmet – hvis møblene er valgt med omhu. Hemmeligheten er ikke å fylle rommet med små møbler, men å velge færre og riktige ting, og å la gulvet og veggene jobbe for deg.",
            "Mål rommet før du handler, og tegn opp hvor dørene slår og hvor vinduene er. Det er ofte gangveiene, ikke møblene, som avgjør hvor mye som får plass.",
          ],
        },
        {
          heading: "Sofa på ben",
          paragraphs: [
            "[En 2-seters sofa](product:0) er ofte det riktige valget i en liten stue. Velg en modell med synlige ben: Når du ser gulvet under sofaen, oppfattes rommet som større, og det blir lettere å gjøre rent. Smale armlener og en slank rygg tar mindre plass enn kraftige, polstrede former. Et par gode puter gjør mer for komforten enn ekstra dybde.",
            "Mål også hvor dyp sofaen er. I et smalt rom kan 10 cm mindre dybde utgjøre forskjellen mellom en trang og en fri gangvei.",
          ],
          pictureCaption: "En 2-seters sofa på slanke ben med et lite sidebord ved armlenet.",
        },
        {
          heading: "Sidebord i stedet for salongbord",
          paragraphs: [
            "Et stort salongbord kan fort stjele gulvet i en liten stue. To eller tre [sidebord](category:43) i ulike høyder er mer fleksible: De kan stå ved sofaen til hverdags og flyttes ut når du trenger en ekstra avsetningsplass for gjester. [Et lite sidebord](product:1) ved armlenet er nok til kaffekoppen og boken.",
            "Velg gjerne sidebord med en hylle under eller et brett som kan løftes av – da får du mer oppbevaring uten flere møbler.",
          ],
        },
        {
          heading: "Bygg i høyden",
          paragraphs: [
            "Når gulvplassen er begrenset, er veggene din beste ressurs. En høy, smal [hylle](product:2) gir mye oppbevaring på lite gulv og trekker blikket oppover, slik at takhøyden føles større. Sett tunge ting på de nederste hyllene og la de øverste være luftige, så virker hyllen lettere.",
            "Har du plass over sofaen, kan noen hyllebrett der gi rom for bøker og bilder uten å ta en eneste centimeter av gulvet.",
          ],
        },
        {
          heading: "Små grep med stor effekt",
          items: [
            "Heng et stort speil på veggen rett overfor vinduet – det dobler dagslyset.",
            "Velg lyse vegger og møbler i samme tone, så flyter rommet sammen.",
            "Legg ett stort teppe som samler sofa og bord, i stedet for flere små.",
            "Heng gardinene helt oppe ved taket, så vinduene virker høyere.",
            "Velg vegglamper eller gulvlamper, så bordflatene holdes frie.",
          ],
          paragraphs: [
            "Et teppe som er stort nok til at sofaens forben står på det, binder møbelgruppen sammen og gir rommet ro. Og husk: Et lite rom tåler sjelden mer enn ett eller to møbler som krever oppmerksomhet. La resten være stille.",
          ],
        },
      ],
    },

    "dining-room-planning": {
      title: "Slik planlegger du spiseplassen",
      urlKey: "planlegg-spiseplassen",
      summary: "60 cm bordkant per person, 80–90 cm fri plass bak stolene og 110 cm for et rundt bord til fire. Målene som gjør spiseplassen god å bruke.",
      sections: [
        {
          paragraphs: [
            "En god spiseplass handler om mer enn et fint bord. Det handler om at alle sitter godt, at det er plass til å reise seg uten å dunke stolen i veggen, og at lyset faller riktig over maten. Med noen enkle mål blir planleggingen mye lettere.",
          ],
        },
        {
          heading: "Plass til alle rundt bordet",
          paragraphs: [
            "Regn med 60 cm bordkant per person. Da har alle plass til tallerken, glass og albuer uten å komme i veien for sidemannen. Et rektangulært bord på 180 cm gir dermed god plass til seks: to på hver langside og én i hver ende.",
            "Runde bord regnes litt annerledes. Til fire personer trenger du et bord på omkring 110 cm i diameter; til seks bør det være minst 130–140 cm.",
          ],
          pictureCaption: "Et spisebord i eik med spisestoler og god plass rundt.",
        },
        {
          heading: "Glem ikke plassen bak stolene",
          paragraphs: [
            "Den vanligste feilen er å glemme gulvet rundt bordet. Det bør være minst 80–90 cm fri plass bak hver stol, slik at man kan trekke stolen ut og sette seg. Skal folk også kunne gå forbi bak en som sitter, trenger du nærmere 110–120 cm.",
            "Mål rommet, og tegn bord og stoler inn på et rutepapir – eller marker omrisset med maskeringstape på gulvet. Da ser du fort om det går.",
            "Husk også skap og skuffer i nærheten: Skal skjenken åpnes mens noen sitter ved bordet, trenger du plass til både dør og stol.",
          ],
        },
        {
          heading: "Uttrekksbord når gjestene kommer",
          paragraphs: [
            "Er dere fire til hverdags, men tolv i jula, er et uttrekksbord løsningen. Med én eller to tilleggsplater vokser bordet når det trengs, og resten av året tar det ikke mer plass enn nødvendig. Sjekk at rommet tåler det uttrukne målet, inkludert plassen bak stolene.",
            "Se også etter tilleggsplater som kan oppbevares i selve bordet, så slipper du å lete etter dem i boden når gjestene står i døren.",
            "Blant våre [spisegrupper](category:44) finner du sett der bord og stoler er avstemt fra start, og [en komplett spisegruppe](product:2) er ofte den enkleste veien til et helhetlig uttrykk.",
          ],
        },
        {
          heading: "Lyset over bordet",
          items: [
            "Heng lampen 60–70 cm over bordplaten, så lyset treffer bordet uten å blende.",
            "Velg en lampe som er omtrent halvparten så bred som bordet, eller to–tre lamper på rad over et langt bord.",
            "Bruk dimmer – frokost og middag krever ulikt lys.",
            "Varmt lys, rundt 2700 kelvin, gjør både maten og ansiktene penere.",
          ],
          paragraphs: [
            "Er du i tvil om [spisebordet](product:0) eller [stolene](product:1) passer i rommet ditt, er det bare å ta med målene til en av butikkene våre.",
          ],
        },
      ],
    },

    "open-plan": {
      title: "Åpen løsning: slik deler du rommet i soner",
      urlKey: "soner-i-apen-losning",
      summary: "La hjørnesofaens rygg markere stuen, bruk tepper som øyer og en skjenk som romdeler. Slik får du ro og orden i en åpen planløsning.",
      sections: [
        {
          paragraphs: [
            "Åpne løsninger med kjøkken, spiseplass og stue i samme rom gir lys og fellesskap. Men uten en plan kan det store rommet føles som et venterom der ingenting hører hjemme. Nøkkelen er å skape tydelige soner – uten å bygge vegger.",
            "Rommet skal fortsatt føles stort og åpent, men hver del skal ha en tydelig oppgave.",
          ],
        },
        {
          heading: "La sofaen bli veggen",
          paragraphs: [
            "[En hjørnesofa](product:0) er et av de mest effektive verktøyene i en åpen løsning. Plasser den med ryggen mot spiseplassen eller kjøkkenet, så markerer den tydelig hvor stuen begynner. Ryggen fungerer som en lav vegg som skjermer uten å stenge lyset ute. Husk at sofaryggen da blir synlig – velg en modell som er like pen bakfra.",
            "Har du plass, kan et smalt bord bak sofaen gjøre overgangen mykere og gi plass til en lampe og noen bøker.",
          ],
          pictureCaption: "En hjørnesofa med ryggen mot spiseplassen og en skjenk som markerer overgangen.",
        },
        {
          heading: "Tepper som øyer",
          paragraphs: [
            "Ett teppe under sofagruppen og et annet under spisebordet skaper to tydelige øyer i rommet. Teppet under spisebordet bør være så stort at stolene står på det også når de er trukket ut – regn med minst 60–70 cm utenfor bordkanten på alle sider. I stuen holder det at forbena på sofaen og lenestolene står på teppet.",
            "Tepper demper også lyd, noe som er ekstra viktig i store rom med harde flater. Du merker forskjellen med en gang barna leker eller middagsgjestene prater i munnen på hverandre.",
          ],
        },
        {
          heading: "Skjenk eller hylle som romdeler",
          paragraphs: [
            "Vil du ha en tydeligere grense, kan en lav [skjenk](product:1) eller en åpen hylle gjøre jobben. En skjenk bak sofaen gir plass til lamper og bøker og oppbevaring for det som hører hjemme i stuen. En åpen hylle slipper gjennom lyset og gir et luftigere skille enn en lukket reol.",
          ],
          items: [
            "Hold romdeleren lav, gjerne under 100 cm, så rommet ikke deles i to.",
            "Sørg for at åpne hyller er pene fra begge sider.",
            "La det være minst 80 cm gangvei rundt møblene.",
            "Sett en lampe på skjenken – lys i hver sone gjør overgangene tydelige om kvelden.",
          ],
        },
        {
          heading: "Farger som binder sammen",
          paragraphs: [
            "Selv om sonene har ulike funksjoner, skal rommet henge sammen. Bruk de samme to–tre fargene og materialene i alle sonene: den samme eiken i spisebordet og skjenken, eller en fargetone fra sofaen som går igjen i stolsetene. Velger du [en spisegruppe](product:2) i et tre som matcher stuemøblene, blir helheten rolig og gjennomtenkt. Se utvalget blant våre [spisegrupper](category:44).",
          ],
        },
      ],
    },

    "home-office-corner": {
      title: "Et arbeidshjørne i stuen – som forsvinner om kvelden",
      urlKey: "arbeidshjorne-i-stuen",
      summary: "En spisestol som også fungerer ved skrivebordet, hyller som skjuler papirer og godt lys fra siden. Slik lager du en arbeidsplass i stuen.",
      sections: [
        {
          paragraphs: [
            "Ikke alle har et eget kontor, men mange jobber hjemmefra noen dager i uken. Et lite arbeidshjørne i stuen kan være løsningen – så lenge det ikke tar over hele rommet. Målet er en arbeidsplass som fungerer godt på dagtid, og som kan ryddes bort når arbeidsdagen er over.",
            "Og det trenger ikke koste mye – ofte har du allerede mye av det som trengs.",
          ],
        },
        {
          heading: "Finn riktig hjørne",
          paragraphs: [
            "Se etter et sted med dagslys fra siden, gjerne et hjørne ved et vindu. Lys rett forfra blender, og lys bakfra gir gjenskinn i skjermen. Er du høyrehendt, er lys fra venstre best, så hånden ikke skygger for det du skriver. Et smalt skrivebord på 100–120 cm er ofte nok til en bærbar PC og en notatblokk.",
            "Tenk også på strøm: Et hjørne nær en stikkontakt sparer deg for skjøteledninger over gulvet, og en ledningskanal langs bordbenet holder kablene samlet og usynlige.",
          ],
        },
        {
          heading: "Én stol, to jobber",
          paragraphs: [
            "I et lite arbeidshjørne er det sjelden plass til en stor kontorstol. En god [spisestol](product:1) med støttende rygg og et sete på omkring 45 cm kan gjøre dobbel tjeneste: ved skrivebordet om dagen og ved middagsbordet når det kommer gjester. Legg gjerne en tynn pute på setet hvis arbeidsdagene er lange, og husk å reise deg jevnlig.",
            "Sett skjermen slik at overkanten er i øyehøyde eller litt under. Et par bøker under den bærbare maskinen og et eget tastatur gjør stor forskjell for nakken.",
          ],
          pictureCaption: "En spisestol i tre ved et lite skrivebord, med en hylle som holder orden på papirene.",
        },
        {
          heading: "Oppbevaring som skjuler",
          paragraphs: [
            "Papirer, ledninger og ladere er det som får et arbeidshjørne til å se rotete ut. [En hylle](product:0) med bokser eller skap nederst lar deg skjule det praktiske og vise frem bøker og planter. Velg en modell i samme tre eller farge som resten av stuen, så glir hjørnet inn. Se våre [hyller](category:61) for løsninger med både åpne og lukkede rom.",
            "Samle det du bruker hver dag i én boks eller skuff, så kan alt ryddes bort med ett grep. Det som brukes sjelden, kan stå høyere opp.",
          ],
        },
        {
          heading: "Rydd bort om kvelden",
          paragraphs: [
            "Den viktigste vanen er å avslutte arbeidsdagen – også fysisk:",
          ],
          items: [
            "Legg PC-en og papirene i en kurv eller en skuff.",
            "Sett stolen tilbake ved spisebordet.",
            "Sett en lampe og en plante på skrivebordet, så det ser ut som et møbel – ikke et kontor.",
            "La [et sidebord](product:2) være avlastning for skrivesaker på dagtid og lampebord om kvelden.",
          ],
        },
      ],
    },

    "storage-that-shows": {
      title: "Oppbevaring som er pen å se på",
      urlKey: "oppbevaring-som-er-pen",
      summary: "Åpne hyller til det du liker å se på, lukkede skjenker til resten. Slik styler du hyllene i oddetall – og hvorfor en tredjedel bør stå tom.",
      sections: [
        {
          paragraphs: [
            "Oppbevaring er ofte noe vi tenker på først når rotet har tatt over. Men hyller og skjenker er også blant møblene som former rommet mest. Riktig brukt kan de vise frem det du er glad i – og skjule alt det andre.",
          ],
        },
        {
          heading: "Åpent og lukket",
          paragraphs: [
            "Tommelfingerregelen er enkel: åpne hyller til det du liker å se på, lukkede skap og skuffer til resten. Bøker, keramikk, planter og minner fra reiser kan gjerne stå fremme. Ladere, papirer, spill og ledninger hører hjemme bak dører.",
            "[En skjenk](product:1) er perfekt til dette. Den gir mye lukket oppbevaring, og toppen blir en flate for lamper, bilder og en vase. Kombiner den med [en åpen hylle](product:0), så har du både det skjulte og det synlige i samme rom.",
          ],
          pictureCaption: "En åpen hylle med bøker og keramikk ved siden av en lukket skjenk i tre.",
        },
        {
          heading: "Slik styler du hyllen",
          items: [
            "Grupper ting i oddetall – tre eller fem gjenstander ser mer naturlig ut enn to eller fire.",
            "Varier høyden: Legg noen bøker ned og sett en liten vase oppå.",
            "Gjenta farger og materialer på flere hyller, så helheten blir rolig.",
            "Bland harde og myke former: keramikk, bøker, en plante, en kurv.",
            "Ha noe levende, for eksempel en hengeplante på en av de øverste hyllene.",
          ],
        },
        {
          heading: "La en tredjedel stå tom",
          paragraphs: [
            "Det er fristende å fylle hver centimeter. Men en hylle som er full til randen, blir fort uoversiktlig – og ser rotete ut selv om den er ryddig. La omtrent en tredjedel av hylleplassen være tom. Luften rundt gjenstandene gjør at hver ting får oppmerksomhet, og det blir plass til nye ting uten at du må ommøblere alt.",
            "Det samme gjelder toppen av skjenken. Tre ting – for eksempel en lampe, en stabel bøker og en skål – er ofte nok. Bytt gjerne ut med årstidene: greiner om høsten, tulipaner om våren.",
          ],
        },
        {
          heading: "Velg riktig møbel",
          paragraphs: [
            "Tenk på hva som skal oppbevares før du velger. Hyller med 35–40 cm dybde tar store kunstbøker og kurver, mens 25–30 cm er nok til romaner. En skjenk bør være så høy at toppen fungerer som avsetningsplass, gjerne 70–80 cm. Blant våre [skjenker](category:62) og [hyller](category:61) finner du både lave modeller til stuen og høyere til spisestuen.",
            "Tenk også på hvor møbelet skal stå. En skjenk i gangen trenger ikke være dyp, mens en i spisestuen gjerne skal romme servise og duker. Høye hyller bør alltid festes i veggen.",
          ],
        },
      ],
    },

    "bar-stools": {
      title: "Barstoler: slik finner du riktig høyde",
      urlKey: "velg-riktige-barstoler",
      summary: "En kjøkkenøy på 90 cm krever sittehøyde rundt 65 cm, et barbord på 105 cm rundt 75 cm. Her er målene du trenger før du kjøper barstoler.",
      sections: [
        {
          paragraphs: [
            "En kjøkkenøy med barstoler blir fort hjemmets mest brukte sted: til frokost, lekser og en kaffekopp mens middagen lages. Men feil høyde gjør stolene ubrukelige, og det er det vanligste feilkjøpet vi ser. Heldigvis er målene enkle.",
            "Og husk at barstolene ofte står i det mest synlige hjørnet av kjøkkenet – de skal være pene også når ingen sitter på dem.",
          ],
        },
        {
          heading: "Mål høyden på benkeplaten",
          paragraphs: [
            "Begynn med å måle fra gulvet til overkanten av benkeplaten. Deretter velger du sittehøyde ut fra det:",
          ],
          items: [
            "Kjøkkenøy eller benk på rundt 90 cm: sittehøyde omtrent 65 cm.",
            "Barbord eller høy bardisk på rundt 105 cm: sittehøyde omtrent 75 cm.",
            "Vanlig spisebord på 72–75 cm: en vanlig spisestol med sete på rundt 45 cm.",
          ],
          pictureCaption: "Barstoler med fotstøtte ved en kjøkkenøy i lyst tre.",
        },
        {
          heading: "Avstand og bredde",
          paragraphs: [
            "Avstanden mellom setet og bordplaten bør være 25–30 cm. Da får du plass til lårene uten at benkeplaten havner i brysthøyde. Sjekk også overhenget: Det bør være god plass til knærne under benkeplaten, ellers blir du sittende på skrå.",
            "Regn med 60 cm per stol, målt fra midten av ett sete til midten av det neste. Da kan alle sitte med albuene på benken uten å dytte hverandre. En kjøkkenøy på 180 cm gir dermed plass til tre. Stoler med armlener eller brede seter trenger litt mer.",
          ],
        },
        {
          heading: "Fotstøtte og ryggstø",
          paragraphs: [
            "En fotstøtte er ikke et tillegg, den er en nødvendighet. Uten den henger bena fritt, og det blir ubehagelig etter få minutter. Skal stolene brukes til lekser eller lange frokoster, er en rygg en stor fordel. Krakker uten rygg tar mindre visuell plass og kan skyves helt inn under benken – praktisk i et lite kjøkken.",
            "Dreibare seter gjør det lett å sette seg og snu seg mot rommet, mens faste seter ofte er mer stabile. Polstrede seter er behagelige, mens tre og metall er lettest å holde rene.",
            "Tenk også på gulvet: Filtknotter under bena skåner parketten, og gummiknotter gjør at stolen står stødigere på fliser.",
          ],
        },
        {
          heading: "Barstoler eller spisebord?",
          paragraphs: [
            "Har du ikke kjøkkenøy, kan [en barstol](product:0) også fungere ved en høy bardisk eller et barbord. Og er plassen begrenset, er et lite [spisebord](product:1) med vanlige stoler av og til et bedre valg enn en øy. Du finner modeller i ulike høyder og materialer blant våre [barstoler](category:32).",
            "Ta gjerne med målene fra kjøkkenet når du kommer innom en av butikkene våre, så kan du prøve ulike høyder på stedet.",
          ],
        },
      ],
    },

    "small-balcony": {
      title: "Liten balkong? Slik får du plass til sommeren",
      urlKey: "innred-den-lille-balkongen",
      summary: "Klappstoler og et bistrobord, en halv parasoll, planter på rekkverket og puter du tar inn. Slik blir selv den minste balkongen et sted å være.",
      sections: [
        {
          paragraphs: [
            "En balkong på tre–fire kvadratmeter kan bli leilighetens beste rom om sommeren. Her drikker du morgenkaffen, leser i kveldssolen og dyrker kanskje noen urter. Det krever bare litt planlegging – og møbler som ikke tar mer plass enn nødvendig.",
            "Selv en smal balkong har plass til mer enn du tror.",
          ],
        },
        {
          heading: "Klappbart og lett",
          paragraphs: [
            "Den klassiske balkongløsningen er et lite bistrobord og to klappstoler. [En sammenleggbar hagestol](product:0) kan henges på veggen eller settes bort når du trenger plass, og [et lite hagebord](product:1) på 60–70 cm i diameter er nok til to kopper og avisen. Et klappbord som henges på rekkverket, frigjør hele gulvet.",
            "Mål balkongen før du handler, og husk at døren ofte slår utover. Det må være plass til å gå ut og inn selv når stolene er i bruk.",
          ],
          pictureCaption: "Et bistrobord og to klappstoler på en smal bybalkong.",
        },
        {
          heading: "Skygge uten å ta plass",
          paragraphs: [
            "En vanlig parasoll med stang i midten tar fort for mye plass på en balkong. En halv parasoll er flat på den ene siden og kan stå tett inntil veggen, mens en veggmontert parasoll ikke tar gulvplass i det hele tatt. Husk at vinden ofte er sterkere høyt oppe, så foten må være tung nok, og [parasollen](product:2) bør alltid slås sammen når du går fra den. Sjekk også hva borettslaget eller sameiet tillater av montering på fasaden.",
            "Har balkongen sol hele dagen, kan også en markise eller et solseil være en løsning.",
          ],
        },
        {
          heading: "Planter og materialer",
          items: [
            "Heng blomsterkasser på innsiden av rekkverket – de tar ingen gulvplass.",
            "Bruk en høy, smal hylle eller en blomstertrapp til krukker og urter.",
            "Velg værbestandige materialer som aluminium, teak eller pulverlakkert stål.",
            "Ta inn putene om kvelden og når det regner, eller oppbevar dem i en liten puteboks.",
            "Legg et uteteppe eller klikkfliser på gulvet for en varmere følelse.",
          ],
        },
        {
          heading: "Se på balkongen som et rom",
          paragraphs: [
            "Det som gjør en balkong trivelig, er det samme som gjør en stue trivelig: noe mykt å sitte på, lys om kvelden og noe grønt. En lysslynge langs rekkverket og et par lykter gjør mye for stemningen når sommerkveldene går mot høst. Flere løsninger for små uteplasser finner du blant våre [hagestoler](category:52) og [parasoller](category:54).",
            "Er balkongen innsynt, kan en skjerm i bambus eller tre på rekkverket gi både le og privatliv. Husk at tunge krukker og møbler belaster balkonggulvet – spør borettslaget hvis du er usikker.",
          ],
        },
      ],
    },

    "patio-planning": {
      title: "Slik planlegger du terrassen",
      urlKey: "planlegg-terrassen",
      summary: "Følg solen gjennom dagen, mål før du kjøper og sett av 80 cm bak stolene. Slik finner du riktig plass til spisegruppen og loungen.",
      sections: [
        {
          paragraphs: [
            "Det er lett å kjøpe hagemøbler en solrik vårdag og oppdage at de ikke passer når de står på plass. En god terrasse starter med en plan – og den planen starter med solen.",
            "Ta deg god tid: En uke med observasjoner sparer deg for mange års irritasjon.",
          ],
        },
        {
          heading: "Følg solen en hel dag",
          paragraphs: [
            "Før du kjøper noe, bør du bruke en helg på å observere. Hvor treffer solen om morgenen? Hvor er det skygge midt på dagen? Hvor får du kveldssolen? Noter gjerne klokkeslett og ta bilder. Mange oppdager at terrassen har to eller tre naturlige soner med ulikt lys gjennom dagen.",
            "Frokosten smaker best i morgensol, mens middagen ofte er best i halvskygge. Den sene kveldssolen er gull verdt for et glass og en god samtale.",
            "Husk at solen står høyere midt på sommeren enn i mai, så skyggene blir kortere da.",
          ],
        },
        {
          heading: "Mål før du kjøper",
          items: [
            "Mål hele terrassen og tegn den inn på et rutepapir.",
            "Marker dører, trapper, rekkverk og bed.",
            "Tegn inn bord og stoler i riktig målestokk.",
            "Sett av minst 80 cm bak hver stol, så man kan reise seg og gå forbi.",
            "Sjekk at gangveien fra døren og ned i hagen er fri.",
          ],
          paragraphs: [
            "Mange undervurderer hvor mye plass en spisegruppe tar når stolene er trukket ut. Et bord for seks trenger fort et område som er flere ganger så stort som selve bordplaten.",
          ],
          pictureCaption: "En hagegruppe for seks på terrassen ved kjøkkendøren.",
        },
        {
          heading: "Spisegruppen nær kjøkkenet",
          paragraphs: [
            "Plasser [hagegruppen](product:0) så nær kjøkkendøren som mulig. Da blir det kortere vei med tallerkener, gryter og glass – og mer sannsynlig at dere faktisk spiser ute. [Et hagebord](product:1) med uttrekk gir fleksibilitet når det kommer gjester. Sørg for et jevnt underlag, så stolene står stødig.",
            "Tenk også på vinden. Den kommer ofte fra samme retning, og et gjerde, en hekk eller en skjerm på riktig side kan forlenge utesesongen med flere uker.",
          ],
        },
        {
          heading: "Loungehjørnet i kveldssolen",
          paragraphs: [
            "Loungen trenger ikke å ligge inntil huset. Ofte er det hyggeligste kveldsstedet et hjørne av hagen der solen blir liggende lengst. Et par gode [hagestoler](product:2) med puter og et lite bord er nok til å begynne med. Vil du ha mer plass og komfort, finner du utvalget blant [hagegruppene](category:56) og loungesettene våre.",
            "Et uteteppe og en lysslynge gjør hjørnet til et eget rom. Har du ikke fast underlag der, kan terrassefliser eller en enkel platting gi et stødig gulv.",
          ],
        },
      ],
    },

    "parasol-guide": {
      title: "Slik velger du riktig parasoll",
      urlKey: "slik-velger-du-parasoll",
      summary: "Duken bør være omtrent én meter bredere enn bordet, og foten tung nok. Her er forskjellen på midtstang og frittbærende, og hva UPF 50+ betyr.",
      sections: [
        {
          paragraphs: [
            "En parasoll er mer enn solskjerming. Den skaper et rom på terrassen, gir skygge til lange måltider og gjør det mulig å sitte ute også midt på dagen. Men en parasoll som er for liten, for lett eller av feil type, blir fort en kilde til irritasjon.",
          ],
        },
        {
          heading: "Riktig størrelse",
          paragraphs: [
            "Tommelfingerregelen er at duken bør være omtrent én meter bredere enn bordet den skal skygge for – altså rundt 50 cm ekstra på hver side. Til [et hagebord](product:1) på 90 × 90 cm passer en parasoll på rundt 2 meter, mens et langbord på 200 cm trenger en parasoll på 3 meter eller mer, gjerne rektangulær.",
            "Husk at solen står lavere om ettermiddagen og kvelden, og at skyggen da flytter seg. Litt for stor er bedre enn litt for liten.",
            "Firkantede parasoller gir mer skygge per kvadratmeter enn runde med samme mål, og passer godt til rektangulære bord.",
          ],
        },
        {
          heading: "Midtstang eller frittbærende?",
          paragraphs: [
            "En parasoll med midtstang er den klassiske: enkel, stabil og ofte rimeligere. Stangen går gjennom hullet i bordet eller står rett ved siden av. Den passer best over et spisebord.",
            "En frittbærende parasoll har stangen på siden og duken hengende over. Den kan ofte vinkles og dreies etter solen, og gir skygge uten en stang i veien – ideelt over en loungegruppe eller solsenger.",
            "Mange frittbærende modeller kan også vippes nesten loddrett, slik at de gir skygge når solen står lavt om kvelden.",
          ],
          pictureCaption: "En frittbærende parasoll som skygger for et hagebord uten stang i veien.",
        },
        {
          heading: "Foten avgjør",
          paragraphs: [
            "Foten er det viktigste og mest undervurderte. En for lett fot er farlig når det blåser. Regn med minst 25–50 kg til en parasoll med midtstang, avhengig av størrelsen – noe mindre hvis stangen står gjennom et tungt bord. Frittbærende parasoller trenger betydelig mer fordi tyngden henger på den ene siden; følg produsentens anbefaling. Fotplater som fylles med sand eller vann, eller heller av betong, gjør jobben.",
          ],
        },
        {
          heading: "Duk og vind",
          items: [
            "Velg en duk med UPF 50+, som stopper over 98 prosent av UV-strålingen.",
            "Lyse duker holder det kjøligere under, mørke gir dypere skygge.",
            "Slå alltid sammen parasollen når det blåser opp og når du går fra den.",
            "Et trekk over den sammenslåtte parasollen beskytter duken mot skitt og bleking.",
            "La duken tørke helt før den pakkes bort for vinteren.",
          ],
          paragraphs: [
            "Du finner både klassiske og frittbærende modeller blant våre [parasoller](category:54). Spør oss gjerne om [denne parasollen](product:0) passer til bordet ditt.",
          ],
        },
      ],
    },

    "sun-loungers": {
      title: "Solsenger: slik finner du en du vil ligge i",
      urlKey: "slik-velger-du-solseng",
      summary: "Justerbar rygg, hjul som følger solen, textilene som tørker raskt og rammer i teak eller aluminium. Dette bør du se etter når du kjøper solseng.",
      sections: [
        {
          paragraphs: [
            "En solseng er sommerens mest avslappende møbel. Den skal være god å ligge i med en bok, en lur eller bare et øyeblikk med lukkede øyne. Men solsenger er forskjellige, og det som passer ved bassenget, passer ikke nødvendigvis på en liten terrasse.",
            "Her er det vi ser etter når vi velger solsenger til sortimentet.",
          ],
        },
        {
          heading: "Rygg i flere stillinger",
          paragraphs: [
            "Se etter en solseng med justerbar rygg i fire–fem stillinger. Da kan du sitte nesten oppreist og lese, lene deg halvveis tilbake og slappe av, eller ligge helt flatt og sole deg. Noen modeller har også justerbar fotdel, som gir god støtte under knærne.",
            "Prøv gjerne solsengen i butikken før du kjøper. Legg deg ned og kjenn at ryggen får støtte, og at det er lett å reise seg igjen.",
            "En solseng som står litt høyere, er lettere å komme seg opp av enn en som ligger helt nede ved bakken – verdt å tenke på hvis knærne ikke er like spreke lenger.",
          ],
        },
        {
          heading: "Hjul som følger solen",
          paragraphs: [
            "Solen flytter seg, og det gjør du også. Hjul under hodeenden gjør det enkelt å trille [solsengen](product:0) etter solen eller inn i skyggen uten å bære den. Særlig på tyngre senger i teak er hjul en stor fordel. Sjekk at hjulene ruller lett på ditt underlag – gress, grus og terrassebord oppfører seg forskjellig.",
            "Skal solsengen stå på plenen, er store hjul bedre enn små.",
          ],
          pictureCaption: "En solseng med justerbar rygg og hjul, i skyggen av en parasoll.",
        },
        {
          heading: "Ramme og trekk",
          paragraphs: [
            "Materialet avgjør både vekt, vedlikehold og hvordan sengen kjennes mot huden:",
          ],
          items: [
            "Textilene: et vevd, luftig stoff som tørker på minutter etter regn og er behagelig å ligge på.",
            "Teak: solid og vakker, blir sølvgrå over tid hvis du ikke oljer den.",
            "Aluminium: lett og rustfri, enkel å flytte og stable.",
            "Polyrotting: værbestandig og lettstelt, ofte med tykke puter.",
          ],
        },
        {
          heading: "Det lille ekstra",
          paragraphs: [
            "Et lite sidebord ved solsengen er ikke luksus, det er nødvendig – til glasset, solkremen og boken. Velg gjerne et som tåler vann og sol. [En parasoll](product:1) ved siden av gir skygge når solen blir for sterk midt på dagen.",
            "Puter i hurtigtørkende skum gjør solsengen mer komfortabel, men ta dem gjerne inn om natten. Hele utvalget finner du blant våre [solsenger](category:53).",
            "Tenk også på vinteren. Stablebare senger i aluminium tar lite plass i boden, mens tunge teaksenger gjerne står ute under trekk. Et tynt håndkle over trekket beskytter dessuten mot solkrem, som ellers kan gi flekker.",
          ],
        },
      ],
    },

    "lounge-group-guide": {
      title: "Loungesett: slik velger du riktig",
      urlKey: "slik-velger-du-loungesett",
      summary: "Mål plassen, velg modulært om du vil ha fleksibilitet, og kjenn etter setedybde og putetykkelse. Her er guiden til loungesett for terrassen.",
      sections: [
        {
          paragraphs: [
            "Et loungesett forvandler terrassen til en utestue. Men utvalget er stort: hjørnesofaer og moduler, polyrotting, aluminium og teak, tynne puter og tykke. Et loungesett er dessuten en investering du skal ha glede av i mange somre. Her er det du bør tenke gjennom før du bestemmer deg.",
          ],
        },
        {
          heading: "Mål plassen først",
          paragraphs: [
            "Et loungesett tar mer plass enn man tror. Mål området, og husk å legge til plass for et bord foran og gangvei rundt – minst 60–80 cm der folk skal gå. Merk gjerne omrisset med tape eller tau på terrassen og kjenn hvordan det føles å bevege seg rundt.",
            "Tenk også på hvor møblene skal stå om vinteren, og om de får plass i boden eller må stå ute under trekk.",
          ],
        },
        {
          heading: "Modulært eller fast?",
          paragraphs: [
            "Et modulært [loungesett](product:0) består av enkeltdeler – hjørnemoduler, midtmoduler og kanskje en puff – som kan settes sammen på flere måter. Det kan vokse hvis du flytter til et større hus, og du kan gjøre om hjørnesofaen til to separate sofaer når det er fest. Et fast sett er ofte rimeligere og mer stabilt, men mindre fleksibelt.",
            "Sjekk at modulene kan låses sammen, så de ikke glir fra hverandre når noen setter seg.",
          ],
          pictureCaption: "Et modulært loungesett i polyrotting med tykke puter og en parasoll.",
        },
        {
          heading: "Materialene",
          paragraphs: [
            "Uansett materiale bør putene ha avtakbare, vaskbare trekk og hurtigtørkende skum – og det lønner seg å ha en puteboks i nærheten. Dette skiller de vanligste materialene:",
          ],
          items: [
            "Polyrotting: værbestandig, lett å rengjøre og gir en varm, flettet følelse.",
            "Aluminium: lett, rustfritt og moderne – tåler regn uten problemer.",
            "Teak: solid og tidløst, krever litt stell eller får en sølvgrå patina.",
            "Kombinasjoner: en ramme i aluminium med detaljer i teak eller flettverk gir det beste fra begge.",
          ],
        },
        {
          heading: "Komforten sitter i setet",
          paragraphs: [
            "Setedybden avgjør hvordan du sitter. En grunnere dybde gir en mer oppreist stilling som passer til måltider og samtaler, mens et dypt sete inviterer til å slappe av med bena oppunder deg. Putetykkelsen er like viktig: Tykke puter i hurtigtørkende skum gir komfort som kan måle seg med sofaen inne.",
            "Se også på rygghøyden. En høy rygg gir støtte for nakken, mens en lav rygg gir et lettere uttrykk og bedre utsikt fra huset.",
            "Prøv gjerne settet i en av butikkene våre før du kjøper, og sitt lenge nok til å kjenne etter. Og husk [en parasoll](product:1) til de varmeste timene – du finner flere blant våre [parasoller](category:54).",
          ],
        },
      ],
    },

    "spring-garden": {
      title: "Vårklar hage: slik gjør du uteplassen klar",
      urlKey: "gjor-hagen-klar-til-varen",
      summary: "Vask møblene, olj treverket, sjekk parasollen og bytt slitte puter. Start med ett hjørne, så er uteplassen klar til de første varme dagene.",
      sections: [
        {
          paragraphs: [
            "De første varme vårdagene kommer ofte brått. Plutselig er det sol på terrassen, og møblene står fortsatt under trekk i boden. Med en enkel plan er uteplassen klar på en helg – og du kan godt begynne med bare ett hjørne.",
            "Her er rekkefølgen vi anbefaler.",
          ],
        },
        {
          heading: "Vask og sjekk",
          paragraphs: [
            "Ta frem møblene og vask dem med lunkent vann, mild såpe og en myk børste. Støv, pollen og eventuelle muggflekker fra vinterlagringen forsvinner. Sjekk samtidig skruer og bolter, og etterstram det som har løsnet. Aluminium og pulverlakkert stål trenger bare vask, mens treverket krever litt mer.",
            "Skyll bort såpen med hageslangen på lavt trykk – aldri høytrykksspyler på tre. Se også over trekk og oppbevaringsposer: Har noe blitt fuktig i løpet av vinteren, vasker du det og lar det tørke helt.",
          ],
          pictureCaption: "En nyvasket hagegruppe i tre, klar for en ny sesong.",
        },
        {
          heading: "Olje på treverket",
          paragraphs: [
            "Vil du beholde den varme fargen på teak og annet hardtre, er våren tiden for olje. La møblene tørke helt etter vasken, gjerne et døgn. Ru flater pusses først lett med fint sandpapir langs fibrene. Påfør teakolje eller hagemøbelolje i et tynt lag, la det trekke inn og tørk av overskuddet.",
            "Har du bestemt deg for å la teaken gråne, kan du hoppe over oljen. En grundig vask er nok, og den sølvgrå patinaen blir jevnere for hvert år.",
            "[Hagebordet](product:2) er ofte det som har fått hardest medfart, så start gjerne der.",
          ],
        },
        {
          heading: "Parasoll og puter",
          items: [
            "Slå opp parasollen og sjekk at duken er hel og fri for mugg.",
            "Test mekanismen – sveiv, vippefunksjon og låsing.",
            "Sjekk at foten er komplett og tung nok.",
            "Vask putetrekkene på 30 °C, og se over skummet.",
            "Bytt ut puter som har mistet formen – nye puter fornyer hele settet.",
          ],
          paragraphs: [
            "Har [parasollen](product:1) stått fuktig over vinteren, kan duken ha fått små flekker. Børst dem bort med en mild eddikløsning og la duken tørke utslått i solen før den tas i bruk.",
          ],
        },
        {
          heading: "Start med ett hjørne",
          paragraphs: [
            "Du trenger ikke gjøre alt på én gang. Begynn med hjørnet der du oftest sitter – gjerne der morgenkaffen smaker best. Sett frem [hagegruppen](product:0), legg på putene og sett ut en krukke med vårblomster. Resten kan komme etter hvert, i takt med at dagene blir lengre.",
            "Når hjørnet er klart, ser du raskere hva resten av uteplassen trenger – og hva du egentlig klarer deg uten.",
            "Trenger du å fornye noe, finner du inspirasjon blant våre [hagegrupper](category:56).",
          ],
        },
      ],
    },

    "sofa-buying-guide": {
      title: "Slik velger du riktig sofa",
      urlKey: "slik-velger-du-riktig-sofa",
      summary: "Mål rom, dører og trappeoppgang, velg setedybde etter hvordan du sitter, og tenk gjennom stoff, skinn og ben. Guiden til et av de største kjøpene.",
      sections: [
        {
          paragraphs: [
            "En sofa er et av de største møbelkjøpene du gjør, og et du skal leve med i mange år. Den skal passe til rommet, til kroppen din og til livet som leves i den. Her er det du bør tenke på – i riktig rekkefølge.",
          ],
        },
        {
          heading: "Mål rommet – og veien inn",
          paragraphs: [
            "Start med rommet. Mål veggen sofaen skal stå mot, og tenk på gangveiene rundt. Men mål også døråpninger, trappeoppgang, heis og svinger i gangen. Overraskende mange sofaer blir stående fast på trappeavsatsen. Sammenlign sofaens dybde, høyde og diagonalmål med den smaleste åpningen på veien inn. Modulsofaer og sofaer med avtakbare ben er lettere å få inn.",
            "Lag gjerne en mal i papp, eller tape omrisset på gulvet. Da ser du hvor mye plass sofaen faktisk tar.",
          ],
          pictureCaption: "En tre-seters sofa på ben med faste seteputer og løse ryggputer.",
        },
        {
          heading: "Setedybde og setehøyde",
          items: [
            "Setedybde 55–60 cm: for deg som liker å sitte oppreist med føttene i gulvet.",
            "Dypere sete: for deg som vil ligge, sitte med bena oppunder deg og slappe av.",
            "Setehøyde rundt 45 cm: lett å sette seg og reise seg, også for eldre.",
            "Lavere setehøyde gir et mer avslappet uttrykk, men er tyngre å komme opp fra.",
          ],
          paragraphs: [
            "Er dere flere i husstanden med ulike behov, kan [en hjørnesofa](product:1) gi både en dyp sjeselong og vanlige seter.",
          ],
        },
        {
          heading: "Fast eller mykt",
          paragraphs: [
            "Puter med kaldskum gir en fast og formstabil sittekomfort, mens dun og fiber gir et mykere, mer avslappet sete som må ristes opp oftere. Mange sofaer har en kombinasjon: fast skum i kjernen og et mykt lag over. Prøv sofaen i butikken, og sitt i minst fem minutter – førsteinntrykket kan lure.",
            "Tenk også på hvordan sofaen skal brukes. Skal dere sove middag, se film med barna eller sitte oppreist med gjester? Svaret avgjør ofte mer enn utseendet.",
          ],
        },
        {
          heading: "Stoff eller skinn, ben eller sokkel",
          paragraphs: [
            "Stoff finnes i utallige farger og strukturer, er lunt å sitte i og har ofte avtakbare trekk. Skinn er slitesterkt, lett å tørke av og får patina, men krever pleie. Har du husdyr, kan et tettvevd stoff eller skinn være lurt. En sofa på ben virker lett og gjør det enkelt å støvsuge under, mens en sokkel gir et tyngre og mer solid uttrykk.",
            "Se utvalget blant våre [3-seters sofaer](category:11), eller velg [en romslig 3-seter](product:0) som utgangspunkt. Trenger du plass til mange, er [en 4-seters sofa](product:2) eller [en sofapakke](product:3) verdt å se nærmere på.",
          ],
        },
      ],
    },

    "sofa-beds": {
      title: "Sovesofa: slik velger du riktig mekanisme",
      urlKey: "slik-velger-du-sovesofa",
      summary: "Utfellbar, klikk-klakk eller uttrekk? Slik velger du mekanisme og madrass etter hvor ofte den skal brukes – og husk plassen når den er slått ut.",
      sections: [
        {
          paragraphs: [
            "En sovesofa gjør det mulig å ha gjesteseng uten å ha et gjesterom. Men det er store forskjeller på modellene, både i hvordan de brukes og hvor gode de er å sove i. Før du velger, bør du vite hvor ofte den skal gjøres om til seng.",
            "Her er det du bør vite.",
          ],
        },
        {
          heading: "Tre typer mekanismer",
          items: [
            "Utfellbar: Madrassen ligger sammenbrettet under setet og foldes ut. Gir ofte en god, separat madrass, men krever mye plass foran sofaen når den er åpen.",
            "Klikk-klakk: Ryggen felles ned til den ligger flatt med setet. Enkel og rask, og tar lite ekstra plass, men du sover på sofaens egne puter.",
            "Uttrekk: Setet trekkes ut fremover, og en del løftes opp til sengehøyde. Solid og ofte god å sove i, gjerne med oppbevaring under.",
          ],
          pictureCaption: "En sovesofa slått ut til seng, med et sidebord som nattbord.",
        },
        {
          heading: "Madrassen avgjør søvnen",
          paragraphs: [
            "Skal sovesofaen brukes hver natt, for eksempel i en ettromsleilighet eller på en hybel, bør madrassen være tykk og gjerne ha pocketfjærer eller kaldskum. Til gjester noen netter i året holder en tynnere madrass. En god overmadrass kan løfte komforten betydelig, og kan rulles sammen og legges bort når sofaen skal være sofa igjen.",
            "Test også sofaen som sofa. Den skal brukes til å sitte i mye oftere enn til å sove i.",
            "Velg gjerne en madrass med avtakbart, vaskbart trekk. Sengetøyet beskytter, men en madrassbeskytter er lurt hvis sofaen brukes mye.",
          ],
        },
        {
          heading: "Plass når den er slått ut",
          paragraphs: [
            "Mål rommet med sofaen slått ut, ikke bare som sofa. En utslått sovesofa kan bli over to meter dyp, og det bør være plass til å komme seg rundt den. Salongbordet må ofte flyttes – [et lett sidebord](product:1) er enklere å løfte unna og kan fungere som nattbord for gjesten.",
            "Sjekk også at mekanismen er lett å bruke for den som skal gjøre det. En sovesofa som er tung å slå ut, blir sjelden brukt – og da er vitsen borte.",
          ],
        },
        {
          heading: "Oppbevaring til sengetøyet",
          paragraphs: [
            "Mange [sovesofaer](category:14) har et oppbevaringsrom under setet. Der kan dyne, pute og sengetøy ligge klart, så det tar bare et par minutter å re opp. Har ikke modellen dette, kan en kurv eller en benk i nærheten gjøre samme nytte. Og uansett hvilken [sovesofa](product:0) du velger: Luft madrassen jevnlig, så holder den seg frisk.",
            "Trenger du også et sted til sofaputene om natten, er en stor kurv ved siden av like praktisk.",
          ],
        },
      ],
    },

    "dining-chairs": {
      title: "Spisestoler: mål, komfort og mot til å blande",
      urlKey: "slik-velger-du-spisestoler",
      summary: "Setehøyde rundt 45 cm til et bord på 72–75 cm, 25–30 cm mellom sete og bordplate og armlener som går under bordet. Slik velger du spisestoler.",
      sections: [
        {
          paragraphs: [
            "Spisestolene brukes hver dag – til frokost, lekser og lange middager. De skal være gode å sitte i, passe til bordet og tåle mye. Her er målene og vurderingene som gjør valget enklere.",
            "Og fordi stolene ofte kjøpes i sett på fire, seks eller åtte, er det verdt å velge riktig første gang.",
          ],
        },
        {
          heading: "Riktig høyde",
          paragraphs: [
            "De fleste spisebord er 72–75 cm høye. Da passer en stol med setehøyde på rundt 45 cm. Det viktigste målet er likevel avstanden mellom setet og bordplaten: 25–30 cm gir plass til lårene og en naturlig armstilling. Mål til undersiden av bordplaten, eller til sargen hvis bordet har det, ikke bare til toppen.",
            "Har bordet en kraftig sarg, kan avstanden bli for liten selv om bordhøyden er riktig. Sett deg ved bordet i butikken, eller ta med målene hjemmefra.",
          ],
          pictureCaption: "Spisestoler i tre rundt et spisebord i eik.",
        },
        {
          heading: "Armlener – ja eller nei?",
          paragraphs: [
            "Stoler med armlener er komfortable, særlig til lange middager, men de må passe under bordet. Mål høyden på armlenet og sammenlign med avstanden fra gulvet til sargen. Går armlenene ikke under, kan ikke stolene skyves inn, og de tar mye mer plass. Armlener krever også litt mer bredde per plass enn de 60 cm vi vanligvis regner med.",
            "Tenk også på vekten. Lette stoler er lettere å trekke ut og inn, særlig for barn og eldre, mens tunge stoler står stødigere.",
          ],
        },
        {
          heading: "Polstret eller tre",
          paragraphs: [
            "Valget står ofte mellom det som er lettest å holde rent, og det som er best å sitte lenge i. Det finnes gode kompromisser:",
          ],
          items: [
            "Trestoler er robuste, lette å rengjøre og passer godt i barnefamilier.",
            "Polstrede stoler er mer komfortable til lange måltider, men trenger mer stell.",
            "En løs setepute gir komfort uten at du ofrer det rengjøringsvennlige.",
            "Skinn og kunstskinn tåler søl bedre enn stoff, men kan føles kalde om vinteren.",
          ],
        },
        {
          heading: "Tør å blande",
          paragraphs: [
            "Ingen regel sier at alle stolene skal være like. Ulike modeller i samme farge eller treslag gir et personlig og avslappet uttrykk. Du kan også velge samme modell i ulike farger. Et enkelt triks er å ha to armstoler i hver ende av [spisebordet](product:1) og enklere stoler langs sidene.",
            "Hold deg gjerne til én fellesnevner – samme farge, samme materiale eller samme rygghøyde – så blir resultatet gjennomtenkt og ikke tilfeldig.",
            "Se utvalget blant våre [spisestoler](category:31), og begynn gjerne med [én stol](product:0) du virkelig liker – så bygger du resten rundt den.",
          ],
        },
      ],
    },

    "coffee-table-guide": {
      title: "Salongbordet: slik finner du riktig størrelse",
      urlKey: "slik-velger-du-salongbord",
      summary: "Omtrent to tredjedeler av sofaens lengde, like høyt som setet og 40–45 cm fra sofaen. Her er målene for et salongbord som fungerer.",
      sections: [
        {
          paragraphs: [
            "Salongbordet er stuens samlingspunkt. Her står kaffekoppene, brettspillene og fjernkontrollen, og det er ofte bordet som binder sofa og lenestoler sammen. Et salongbord i feil størrelse forstyrrer hele rommet – heldigvis er målene enkle å huske.",
            "Her er målene vi bruker når vi hjelper kunder i butikken.",
          ],
        },
        {
          heading: "Lengde, høyde og avstand",
          items: [
            "Lengde: omtrent to tredjedeler av sofaens lengde. Til en sofa på 220 cm passer et bord på rundt 140–150 cm.",
            "Høyde: omtrent som setehøyden på sofaen, altså 40–45 cm.",
            "Avstand: 40–45 cm mellom bordkanten og sofaen – nok plass til bena, og kort nok til å nå koppen.",
          ],
          paragraphs: [
            "Et bord som er mye lavere enn setet, blir tungvint å bruke, mens et høyere bord stenger for utsikten og gjør sofakroken trang.",
          ],
          pictureCaption: "Et salongbord i heltre foran en tre-seters sofa, med god avstand til setet.",
        },
        {
          heading: "Rundt, ovalt eller rektangulært",
          paragraphs: [
            "Rektangulære bord passer til lange sofaer og gir god bordflate. Ovale bord har den samme fordelen, men uten hjørner å slå seg på – et godt valg i barnefamilier. Runde bord er best i små rom og foran hjørnesofaer, der de gir god flyt og er lette å gå rundt. To mindre runde bord i ulike høyder er et fleksibelt alternativ til ett stort.",
            "Husk at et rundt bord har mindre flate enn et rektangulært med samme bredde. Skal dere spise foran tv-en eller spille brettspill, kan det bety mye.",
          ],
        },
        {
          heading: "Oppbevaring under",
          paragraphs: [
            "Et salongbord med hylle under gir plass til magasiner, brettspill og kurven med fjernkontroller. Det holder bordplaten ryddig uten at du trenger et eget møbel til det. Skuffer skjuler rotet best, mens en åpen hylle er fin for det du vil ha for hånden – og for en stabel med bøker som får ligge fremme.",
            "Har du små barn, er et bord uten skarpe hjørner og med en robust overflate verdt mye. Heltre og lakkert tre tåler mer enn glass og høyglans.",
          ],
        },
        {
          heading: "Passer det til sofaen?",
          paragraphs: [
            "Salongbordet bør spille på lag med sofaen. Står [sofaen](product:1) på slanke ben, ser et bord med ben lettere ut enn en kompakt kloss. En stor, tung sofa tåler et mer solid bord. Bland gjerne materialer: tre mot stoff, stein mot skinn, metall mot bouclé.",
            "Er du usikker, legg ut papp eller aviser i bordets størrelse på gulvet og la det ligge noen dager. Når du har funnet målene, kan du lete etter [salongbordet](product:0) som passer blant våre [salongbord](category:42).",
          ],
        },
      ],
    },

    "armchair-guide": {
      title: "Lenestolen: slik finner du en som passer deg",
      urlKey: "slik-velger-du-lenestol",
      summary: "Lesestol med høy rygg, loungestol for avslapping eller hvilestol med fotstøtte? Slik prøver du setedybde og høyde – og lager den perfekte kroken.",
      sections: [
        {
          paragraphs: [
            "En god lenestol er et av de mest personlige møblene i hjemmet. Det er der du leser, drikker kaffen i fred og ro eller sovner en søndag ettermiddag. Og fordi den som regel brukes av én person om gangen, kan du velge helt etter egen kropp og egne vaner.",
          ],
        },
        {
          heading: "Hva skal den brukes til?",
          paragraphs: [
            "Tenk også på hvor mye plass du har. En stor lenestol med fotskammel kan fort ta like mye gulv som en liten sofa, mens en slank lesestol får plass i nesten ethvert hjørne.",
          ],
          items: [
            "Lesestol: høy rygg som støtter nakken, og armlener å hvile albuene på mens du holder boken.",
            "Loungestol: lavere og dypere, for å slappe av med et glass eller en god samtale.",
            "Hvilestol: med justerbar rygg og fotstøtte, for deg som vil ha bena høyt.",
            "Lenestol til spisestue eller soverom: mer kompakt og oppreist.",
          ],
        },
        {
          heading: "Prøv før du kjøper",
          paragraphs: [
            "Sett deg i stolen i minst noen minutter, og sitt slik du gjør hjemme. Setedybden bør være slik at du har ryggen mot ryggstøet og fortsatt noen fingres klaring mellom setekanten og knehasene. Setehøyden bør la føttene hvile flatt på gulvet, vanligvis 40–45 cm.",
            "Er du høy, kan du se etter en dypere stol med høyere rygg. Er du lav, er en kortere setedybde viktigere enn du tror – ellers ender du opp med en pute bak ryggen.",
            "Kjenn også på armlenene: De bør være i en høyde der skuldrene er avslappet når du hviler armene på dem.",
          ],
          pictureCaption: "En lenestol med høy rygg ved vinduet, og et sidebord til boken.",
        },
        {
          heading: "Lag en hel krok",
          paragraphs: [
            "En lenestol blir virkelig god først når den får selskap. [Et sidebord](product:1) ved armlenet gir plass til kopp, briller og bok. En leselampe med lys fra siden eller bakfra – aldri rett forfra – gjør kveldslesingen behagelig. Og et pledd over armlenet er alltid innen rekkevidde.",
            "Plasser stolen der du faktisk vil sitte: ved vinduet for dagslyset, ved peisen for varmen, eller i et hjørne av stuen der du kan trekke deg litt unna.",
          ],
        },
        {
          heading: "Stoff, skinn eller bouclé",
          paragraphs: [
            "Stoff er lunt og finnes i utallige farger, skinn eldes vakkert og er lett å tørke av, og bouclé gir struktur og en myk følelse. Tenk på resten av rommet, og på hvem som skal bruke stolen – og om katten har tenkt å gjøre krav på den. Finn [din neste lenestol](product:0) blant våre [lenestoler](category:2).",
            "Skal stolen stå ved vinduet, velg et stoff som tåler sol, eller skjerm den midt på dagen.",
          ],
        },
      ],
    },

    "outdoor-materials": {
      title: "Utemøbler: materialene sammenlignet",
      urlKey: "materialer-til-utemobler",
      summary: "Teak, aluminium, polyrotting, pulverlakkert stål og textilene – fordeler, ulemper og stell. Slik velger du materiale til uteplassen.",
      sections: [
        {
          paragraphs: [
            "Norsk vær stiller krav til hagemøblene. De skal tåle regn, sol, sjøsprøyt ved kysten og vind på verandaen. Materialet avgjør hvor mye stell møblene trenger, hvor tunge de er og hvordan de eldes. Her er en oversikt over de vanligste.",
          ],
        },
        {
          heading: "Teak",
          paragraphs: [
            "Teak er et tett og oljerikt hardtre som tåler vær og vind bedre enn nesten alt annet. Det kan stå ute hele sommeren uten problemer, men får en sølvgrå patina hvis det ikke oljes. Vil du beholde den gylne fargen, oljer du to ganger i sesongen. Teak er tungt og stabilt, og [et hagebord i teak](product:0) kan vare i generasjoner.",
          ],
        },
        {
          heading: "Aluminium og pulverlakkert stål",
          paragraphs: [
            "Aluminium er lett, rustfritt og nesten vedlikeholdsfritt. Møblene er enkle å flytte og stable, og tåler regn uten problemer. Ulempen er at lette møbler kan ta av i sterk vind på en utsatt balkong.",
            "Pulverlakkert stål er tyngre og mer stabilt – et godt valg der det blåser mye. Lakken beskytter mot rust, men riper bør flikkes med lakk så raskt som mulig, ellers kan rusten få fotfeste.",
          ],
          pictureCaption: "En hagestol i aluminium med sete i textilene ved et hagebord i teak.",
        },
        {
          heading: "Polyrotting",
          paragraphs: [
            "Polyrotting, også kalt kunstrotting, er et syntetisk materiale flettet rundt en ramme, ofte av aluminium. Det ser ut som naturrotting, men tåler regn og sol og er lett å vaske. Materialet er populært til [loungesett](product:2), fordi det gir en varm, flettet følelse og passer godt med tykke puter.",
            "Velg en fletting med tett, jevn struktur – den holder formen bedre og er lettere å holde ren.",
          ],
        },
        {
          heading: "Textilene – og en rask oversikt",
          paragraphs: [
            "Textilene er et vevd stoff av polyestertråder med PVC-belegg. Det er stramt, luftig og tørker raskt etter regn, og er mye brukt i [hagestoler](product:1) og solsenger. Her er de viktigste egenskapene samlet:",
          ],
          items: [
            "Teak: slitesterkt og vakkert, trenger olje for å beholde fargen.",
            "Aluminium: lett og rustfritt, men kan blåse av gårde.",
            "Polyrotting: værbestandig og lettstelt, best med puter.",
            "Pulverlakkert stål: stabilt og tungt, riper må utbedres raskt.",
            "Textilene: hurtigtørkende og behagelig, lett å holde rent.",
          ],
        },
        {
          heading: "Velg etter stedet",
          paragraphs: [
            "Bor du ved kysten eller høyt oppe, velg tyngde og rustfrie materialer. Har du en skjermet hage og liker patina, er teak vanskelig å slå. Se hele utvalget blant våre [hagebord](category:51) og hagestoler.",
            "Tenk også på hvor møblene skal stå om vinteren. Lette møbler i aluminium er enkle å bære inn, mens tunge teakmøbler ofte står ute under trekk. Uansett materiale varer møblene lenger med litt stell vår og høst.",
          ],
        },
      ],
    },
  },

  albums: {
    "nordic-living-room": {
      name: "Lys nordisk stue",
      urlKey: "lys-nordisk-stue",
      description: "Lyst tre, hvite vegger og en grå sofa som samler rommet. Lin og ull gir varme uten å ta over, og dagslyset får spille fritt.",
      captions: [
        "En grå tre-seters sofa med et salongbord i lys eik og en lenestol i ullstoff ved vinduet.",
        "Lenestolen i lyst stoff med et lite sidebord i eik ved siden av.",
        "En åpen hylle i lyst tre over en 2-seters sofa med linputer.",
        "Den grå sofaen mot en lav skjenk i eik under vinduet.",
      ],
    },
    "dining-in-oak": {
      name: "Middag rundt eikebordet",
      urlKey: "middag-rundt-eikebordet",
      description: "Et spisebord i massiv eik er stedet for alt fra raske hverdagsfrokoster til lange helgemiddager. Her har bordet fått selskap av enkle stoler og oppbevaring i samme treslag.",
      captions: [
        "Et massivt eikebord dekket til frokost, med spisestoler i tre rundt.",
        "En komplett spisegruppe i eik klar for helgemiddag med venner.",
        "Spisebordet i eik med en skjenk langs veggen til servise og duker.",
        "Spisestoler i eik foran en hylle med kokebøker og keramikk.",
      ],
    },
    "terracotta-evening": {
      name: "Terrakotta i kveldssol",
      urlKey: "terrakotta-i-kveldssol",
      description: "En terrasse med terrakottafliser der kveldssolen blir liggende lengst. Loungesettet, lyktene og oliventrærne gjør det lett å bli sittende til det mørkner.",
      captions: [
        "Et loungesett med sandfargede puter under en parasoll, mellom oliventrær i krukker.",
        "En hagegruppe dekket til middag på terrakottaflisene, med lykter på bordet.",
        "Hagestoler og et lite hagebord i hjørnet der solen går ned.",
        "En solseng under parasollen, med en lykt på flisene ved siden av.",
      ],
    },
    "small-apartment": {
      name: "45 kvadrat i byen",
      urlKey: "45-kvadrat-i-byen",
      description: "En leilighet på 45 m² der hver centimeter jobber. En sovesofa, et rundt spisebord og hyller som klatrer oppover veggene gir plass til både hverdag og gjester.",
      captions: [
        "En kompakt 2-seters sofa med et sidebord som også fungerer som nattbord.",
        "Sovesofaen foran en høy hylle som går helt opp til taket.",
        "Et rundt spisebord med to spisestoler i hjørnet ved kjøkkenet.",
        "En barstol ved den smale kjøkkenbenken, klar for morgenkaffen.",
      ],
    },
    "family-corner-sofa": {
      name: "Hjørnesofa for hele familien",
      urlKey: "hjornesofa-for-hele-familien",
      description: "En stor hjørnesofa med plass til alle – to voksne, tre barn og en hund som helst vil ligge i midten. Slitesterkt stoff og et solid salongbord tåler livet som leves her.",
      captions: [
        "Hjørnesofaen i slitesterkt stoff rundt et solid salongbord med plass til brettspill.",
        "Hjørnesofaen sammen med en lenestol, der hunden har funnet sin faste plass.",
        "En hylle med leker i kurver og et sidebord som tåler litt av hvert.",
      ],
    },
    "balcony-breakfast": {
      name: "Frokost på balkongen",
      urlKey: "frokost-pa-balkongen",
      description: "En liten bybalkong med plass til akkurat det som trengs: et bistrobord for to, to stoler og en halv parasoll mot veggen. Morgenkaffen har aldri smakt bedre.",
      captions: [
        "Et bistrobord dekket til frokost for to, med to klappstoler.",
        "En hagestol i skyggen av en halv parasoll inntil husveggen.",
        "Det lille hagebordet med kaffekopper og en krukke med urter.",
      ],
    },
    "summer-house": {
      name: "Sommerhuset ved sjøen",
      urlKey: "sommerhuset-ved-sjoen",
      description: "Teak som har fått gråne i sjøluften, hvite puter og lange, lyse kvelder. Møblene er valgt for å tåle salt, sol og vind – og for å bli vakrere med årene.",
      captions: [
        "En hagegruppe i sølvgrå teak under en hvit parasoll med utsikt mot sjøen.",
        "En solseng med hvit pute på plenen ned mot svabergene.",
        "Et loungesett med hvite puter og et lavt hagebord i teak på verandaen.",
        "En hagestol i teak ved husveggen, der morgensolen treffer først.",
      ],
    },
    "velvet-and-brass": {
      name: "Fløyel og messing",
      urlKey: "floyel-og-messing",
      description: "En dyp grønn fløyelssofa, detaljer i messing og varmt lampelys. Dette er stuen for de mørke kveldene, når rommet skal føles lunt og litt høytidelig.",
      captions: [
        "En lenestol i fløyel med et sidebord i messing og mørkt tre.",
        "Den dypgrønne 2-seters sofaen i fløyel foran et salongbord med messingdetaljer.",
        "En skjenk i mørkt tre med messinghåndtak, under en samling innrammede bilder.",
      ],
    },
    "kitchen-island": {
      name: "Rundt kjøkkenøya",
      urlKey: "rundt-kjokkenoya",
      description: "Kjøkkenøya er blitt hjemmets nye samlingspunkt. Her gjøres lekser, drikkes kaffe og lages middag sammen, på barstoler som er like gode å sitte på som å se på.",
      captions: [
        "Tre barstoler med fotstøtte langs kjøkkenøya i lyst tre.",
        "Barstoler ved øya og et spisebord i bakgrunnen for de lengre måltidene.",
        "En spisestol trukket frem ved kjøkkenvinduet, for den som vil sitte litt for seg selv.",
      ],
    },
    "reading-corner": {
      name: "Lesekroken",
      urlKey: "lesekroken",
      description: "En lenestol ved vinduet, et sidebord til koppen og bøkene innen rekkevidde. Noen ganger er det alt et godt rom trenger.",
      captions: [
        "En lenestol med høy rygg ved vinduet og et lite sidebord med en stabel bøker.",
        "Lenestolen foran en hylle full av bøker, med et pledd over armlenet.",
      ],
    },
    "open-plan-loft": {
      name: "Loft med åpen planløsning",
      urlKey: "loft-med-apen-planlosning",
      description: "Et stort, åpent loftsrom delt inn i soner uten en eneste vegg. Hjørnesofaen, en skjenk og tepper viser hvor stuen slutter og spiseplassen begynner.",
      captions: [
        "Hjørnesofaen med ryggen mot spiseplassen og en lav skjenk bak som romdeler.",
        "En spisegruppe under takbjelkene, på sitt eget teppe.",
        "En åpen hylle og et salongbord som samler stuedelen av loftet.",
      ],
    },
    "garden-dinner": {
      name: "Langbord under epletreet",
      urlKey: "langbord-under-epletreet",
      description: "En lang sommermiddag for ti i skyggen av det gamle epletreet. Bordet er dekket med det vi hadde, og ingen hadde lyst til å gå inn.",
      captions: [
        "En stor hagegruppe dekket til ti under epletreet.",
        "Hagebordet forlenget med et ekstra bord og hagestoler i ulike modeller.",
        "Parasollen slått opp over enden av bordet for dem som satt i solen.",
      ],
    },
    "poolside": {
      name: "Ved bassenget",
      urlKey: "ved-bassenget",
      description: "Solsenger på rad, en stor parasoll og puter som tørker raskt etter et bad. Ved bassenget handler alt om å slappe av uten å tenke på været.",
      captions: [
        "To solsenger ved bassengkanten under en stor, frittbærende parasoll.",
        "En solseng med hurtigtørkende pute, justert til lesestilling.",
        "Et loungesett i skyggen ved bassenget, med puter som tåler vått badetøy.",
      ],
    },
    "scandinavian-classics": {
      name: "Skandinaviske klassikere",
      urlKey: "skandinaviske-klassikere",
      description: "Former fra 1950- og 60-tallet i eik og teak, som fortsatt føles moderne. Enkle linjer, godt håndverk og tre som får vise hvor det kommer fra.",
      captions: [
        "Spisestoler med buede rygger rundt et spisebord i oljet eik.",
        "En lenestol i teak med ullputer, i klassisk sekstitallsstil.",
        "En lav skjenk i teak under en vegghengt hylle med bøker og keramikk.",
      ],
    },
    "guest-room": {
      name: "Gjesterom og arbeidsrom",
      urlKey: "gjesterom-og-arbeidsrom",
      description: "Et lite rom som er kontor til hverdags og gjesterom når familien kommer på besøk. Sovesofaen, en hylle og et sidebord gjør jobben i begge rollene.",
      captions: [
        "Sovesofaen som sofa, med puter og pledd, klar for en lesestund.",
        "Sovesofaen slått ut og oppredd, med et sidebord som nattbord.",
        "En hylle med permer, bøker og et par planter over skrivebordet.",
      ],
    },
    "rooftop-terrace": {
      name: "Takterrasse over byen",
      urlKey: "takterrasse-over-byen",
      description: "En takterrasse høyt over gatene, der vinden alltid får tak. Møbler i aluminium og polyrotting tåler været, og tyngden er tenkt gjennom.",
      captions: [
        "Et loungesett i polyrotting med en parasoll på tung fot og utsikt over takene.",
        "Et hagebord i aluminium med hagestoler som kan stables når det blåser opp.",
        "En solseng i aluminium i hjørnet som får mest sol.",
      ],
    },
    "earthy-tones": {
      name: "Jordnære toner",
      urlKey: "jordnaere-toner",
      description: "Rust, sand og oliven møter oljet tre i en stue som føles varm hele året. Fargene er dempet, materialene naturlige.",
      captions: [
        "En rustrød tre-seters sofa foran et salongbord i oljet eik.",
        "En olivengrønn lenestol ved en skjenk i oljet valnøtt.",
        "En sandfarget 2-seters sofa med puter i terrakotta.",
      ],
    },
    "dining-for-six": {
      name: "Spisestue for seks",
      urlKey: "spisestue-for-seks",
      description: "En spisestue der seks sitter godt til hverdags, og bordet kan trekkes ut når det kommer flere. Polstrede stoler gjør at ingen har lyst til å reise seg.",
      captions: [
        "En spisegruppe for seks med polstrede stoler rundt uttrekksbordet.",
        "Spisebordet med tilleggsplaten på plass og stoler med stoffsete.",
        "En skjenk langs veggen med servise, duker og en bordlampe.",
      ],
    },
    "lake-cabin": {
      name: "Hytta ved vannet",
      urlKey: "hytta-ved-vannet",
      description: "En hytte ved innsjøen, der livet flytter mellom stua og brygga. Inne er det varme og ro, ute er det vann, sol og lange kvelder.",
      captions: [
        "En hagegruppe på terrassen mot vannet, med parasollen klar for ettermiddagssolen.",
        "En lenestol ved peisen og et salongbord i heltre i hyttestua.",
        "To hagestoler og et lite hagebord ytterst på brygga.",
      ],
    },
    "minimal-white": {
      name: "Minimalt og hvitt",
      urlKey: "minimalt-og-hvitt",
      description: "Få møbler, rene linjer og masse lys. Her har hver ting fått sin plass, og tomrommet er en del av innredningen.",
      captions: [
        "En hvit 2-seters sofa og et lavt salongbord i lyst tre i en ellers nesten tom stue.",
        "En slank hylle med noen få utvalgte bøker og en vase.",
        "Et hvitt spisebord med spisestoler i lys ask foran et stort vindu.",
      ],
    },
    "lounge-under-pergola": {
      name: "Lounge under pergolaen",
      urlKey: "lounge-under-pergolaen",
      description: "Under pergolaen slynger klatreplantene seg over bjelkene og gir en myk, grønn skygge. Det modulære loungesettet kan settes sammen på nytt hver gang det kommer gjester.",
      captions: [
        "Et modulært loungesett satt sammen som en stor hjørnesofa under pergolaen.",
        "Loungesettet delt i to, med en parasoll der klatreplantene ikke når.",
        "En solseng i kanten av pergolaen, halvt i sol og halvt i skygge.",
      ],
    },
    "four-seater-living": {
      name: "Stor stue for filmkvelder",
      urlKey: "stor-stue-for-filmkvelder",
      description: "En romslig stue med en fire-seters sofa der hele familien får plass til filmkveld. Dype seter, mange puter og et salongbord til popkornet.",
      captions: [
        "En 4-seters sofa med dype seter foran et stort salongbord.",
        "Den store sofaen sammen med en lenestol for den som vil ha sin egen plass.",
        "En sofapakke med sofa og lenestol samlet rundt tv-veggen.",
      ],
    },
    "storage-walls": {
      name: "Vegger med oppbevaring",
      urlKey: "vegger-med-oppbevaring",
      description: "Hyller og skjenker som fyller hele veggen, stylet med bøker, keramikk og planter. Oppbevaringen er blitt en del av interiøret, ikke noe som gjemmes bort.",
      captions: [
        "En hylle fra gulv til tak med bøker og keramikk i grupper på tre.",
        "En lav skjenk under åpne hyller, med lukket plass til det som ikke skal synes.",
        "En smal hylle med planter og et sidebord foran med en stabel bøker.",
      ],
    },
    "autumn-cosy": {
      name: "Høstkos",
      urlKey: "hostkos",
      description: "Når kveldene blir mørke, finner vi frem pleddene, tenner stearinlys og synker ned i sofaen. Dype seter og myke tekstiler er alt som trengs.",
      captions: [
        "En dyp tre-seters sofa med ullpledd og en lenestol ved siden av i levende lys.",
        "Hjørnesofaen full av puter, med et sidebord til tekoppen.",
        "En lenestol med saueskinn og pledd ved vinduet en regnfull ettermiddag.",
      ],
    },
  },

  towns: [
    "Oslo",
    "Bergen",
    "Trondheim",
    "Stavanger",
    "Kristiansand",
    "Tromsø",
    "Drammen",
    "Fredrikstad",
    "Ålesund",
    "Bodø",
    "Hamar",
    "Tønsberg",
  ],

  photoCaptions: {
    sofa: [
      "Endelig en sofa der hele familien får plass samtidig. Barna har allerede kranglet om hjørnet.",
      "Vi valgte en grå sofa på ben, og stuen føles mye større enn før.",
      "Sofaen kom opp tre etasjer uten problemer – takk for tipset om å måle trappeoppgangen!",
      "Søndagene tilbringes her nå, med kaffe, pledd og en god bok.",
      "Sovesofaen har allerede hatt svigermor på besøk to ganger, og hun sov godt begge nettene.",
      "Jeg var usikker på fargen, men olivengrønt var akkurat det stuen trengte.",
      "Dype seter og myke puter – det er umulig å holde seg våken her etter middag.",
      "Katten godkjente sofaen før vi rakk å ta av plasten.",
    ],
    armchair: [
      "Min nye lesekrok ved vinduet. Her forsvinner timene.",
      "Jeg lette lenge etter en stol med høy nok rygg, og denne støtter nakken perfekt.",
      "Lenestolen i bouclé er det første jeg ser når jeg kommer hjem, og det blir jeg glad av hver gang.",
      "Farfars gamle stol har fått selskap av en ny, og de passer overraskende godt sammen.",
      "Morgenkaffen smaker bedre i denne stolen, det er helt sikkert.",
      "Vi fikk plass til en lenestol på soverommet, og nå er det blitt mitt favorittsted i huset.",
      "Skinnet har allerede fått litt patina etter et år, og jeg liker stolen bare bedre.",
      "Strikketøy, pledd og denne stolen – mer trenger jeg ikke en høstkveld.",
    ],
    dining: [
      "Det nye spisebordet vårt har allerede vært med på både bursdag og julebord.",
      "Vi trakk ut bordet for første gang i helgen, og tolv personer fikk plass.",
      "Eiken er bare blitt vakrere etter at vi oljet bordet første gang.",
      "Stolene er så gode å sitte i at middagene varer mye lenger nå.",
      "Vi blandet to stolmodeller rundt bordet, og jeg er så fornøyd med resultatet.",
      "Det runde bordet gjorde kjøkkenet vårt mye mer sosialt. Ingen sitter ytterst lenger.",
      "Frokost for fire hver morgen – og bordet tåler både syltetøy og fargestifter.",
      "Endelig en spisestue vi gleder oss til å invitere folk til.",
    ],
    storage: [
      "Hyllen ble fylt opp på en ettermiddag, og jeg lot faktisk en tredjedel stå tom.",
      "Skjenken sluker alt rotet i stuen, og toppen er blitt min lille utstilling.",
      "Bøkene har endelig fått et hjem, og stuen føles mye roligere.",
      "Jeg har stylet hyllen med keramikk fra reiser, og nå er det min favorittvegg.",
      "Et lite sidebord ved sofaen var akkurat det som manglet.",
      "Salongbordet med hylle under har avsluttet kampen om fjernkontrollene.",
      "Vi satte hyllen helt opp mot taket, og den lille stuen føles høyere.",
      "Skjenken i eik passer perfekt under vinduet og skjuler alle ledningene.",
    ],
    garden: [
      "Årets første morgenkaffe i hagen. Ingenting slår det.",
      "Vi oljet teakbordet i vår, og det ser ut som nytt igjen.",
      "Parasollen gjør at vi kan spise ute også midt på dagen i juli.",
      "Solsengen har hjul, så jeg triller den etter solen hele dagen.",
      "Den lille balkongen vår har blitt et ekstra rom om sommeren.",
      "Middag ute med naboene, og ingen ville gå inn før det ble mørkt.",
      "Hagestolene står ute hele sommeren og er tørre få minutter etter en regnskur.",
      "Endelig en hagegruppe med plass til hele storfamilien på hytta.",
    ],
    lounge: [
      "Loungesettet har gjort terrassen til sommerens stue. Vi sitter ute hver kveld.",
      "Vi satte sammen modulene til en stor hjørnesofa, og alle får plass.",
      "Putene tørker fort etter regn, men vi legger dem i puteboksen om natten likevel.",
      "Kveldssol, et pledd og loungesettet – bedre blir ikke sommeren.",
      "Polyrottingen har klart to vintre under trekk og ser fortsatt ut som ny.",
      "Vi flyttet loungen til hjørnet med kveldssol, og det var det lureste vi har gjort.",
      "Barna har tatt over loungesettet på dagtid, vi voksne får det om kvelden.",
      "Med lysslynger over loungen blir det stemning til langt på natt.",
    ],
  },
};

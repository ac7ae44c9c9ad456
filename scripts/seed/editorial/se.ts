import type { EditorialCopy } from "./types.ts";

export const COPY: EditorialCopy = {
  authors: ["Karin Lindqvist", "Johan Bergström", "Elin Sjöberg"],

  blogCategories: {
    care: {
      name: "Skötsel",
      urlKey: "skotsel",
      description: "Så rengör, oljar, skyddar och förvarar du dina möbler – inne och ute – så att de håller i många år.",
    },
    trends: {
      name: "Årets trender",
      urlKey: "arets-trender",
      description: "Former, färger och material som präglar inredningen just nu, och hur du tar in dem hemma utan att byta ut allt.",
    },
    rooms: {
      name: "Rumsidéer",
      urlKey: "rumsideer",
      description: "Idéer och mått för vardagsrum, matplatser och små ytor: så får du rummet att fungera och kännas som ditt.",
    },
    outdoor: {
      name: "Uteliv",
      urlKey: "uteliv",
      description: "Balkonger, uteplatser och trädgårdar: möbler, skugga och ljus för de långa kvällarna utomhus.",
    },
    guides: {
      name: "Köpguider",
      urlKey: "kopguider",
      description: "Mått, material och frågor att ställa innan du bestämmer dig – så att du väljer rätt möbel första gången.",
    },
  },

  posts: {
    "teak-care": {
      title: "Så sköter du teakmöblerna – grå patina eller gyllene ton",
      urlKey: "skota-teakmobler-i-tradgarden",
      summary: "Låt teaken gråna i lugn och ro eller olja den två gånger per säsong. Så tvättar, slipar och förvarar du teakmöblerna så att de håller i många år.",
      sections: [
        {
          paragraphs: [
            "Teak är ett av de tåligaste träslagen du kan ställa ut i trädgården. Den naturliga oljan i virket skyddar mot fukt och röta, och ett välskött teakbord kan stå ute i årtionden. Men teak förändras. Efter några månader i sol och regn går den gyllenbruna tonen över i en silvergrå patina – och då står du inför det första valet: ska du låta den gråna eller olja den?",
          ],
        },
        {
          heading: "Grå patina eller gyllenbrun yta",
          paragraphs: [
            "Båda vägarna är rätt, det är en fråga om smak. Den grå ytan är inget tecken på att träet tar skada. Det är bara de yttersta fibrerna som bleks av solen, medan träet därunder är lika starkt som förut. Många tycker att ett grånat [trädgårdsbord i teak](category:51) passar allra bäst vid en sommarstuga eller ett trädäck som också fått åldras.",
            "Vill du behålla den varma, honungsbruna tonen behöver du däremot olja. Räkna med att behandla med teakolja två gånger per säsong: en gång på våren när möblerna kommer fram och en gång mitt i sommaren. Har möblerna redan hunnit gråna tvättar och slipar du först fram den ursprungliga färgen.",
          ],
        },
        {
          heading: "Så tvättar och oljar du",
          items: [
            "Blanda lite mild såpa i ljummet vatten och tvätta med en mjuk borste, gärna i fibrernas riktning.",
            "Skölj med rent vatten från en kanna eller trädgårdsslang – aldrig med högtryckstvätt, som river upp ytan och gör träet luddigt.",
            "Låt möblerna torka ordentligt, helst ett helt dygn i skuggan.",
            "Stryk på teakolja i ett tunt lager med pensel eller trasa och torka bort det som inte sugits in efter en kvart.",
            "Upprepa mitt i säsongen om du vill behålla den gyllene tonen.",
          ],
        },
        {
          heading: "Fläckar och märken",
          paragraphs: [
            "Fettfläckar efter grillkvällen eller mörka ringar från ett glas rödvin går oftast att få bort med fint sandpapper. Slipa lätt och alltid längs fibrerna, aldrig på tvären, så att inga repor syns. Olja sedan den slipade ytan om resten av möbeln är oljad. Har du låtit teaken gråna jämnar färgen ut sig av sig själv inom några veckor.",
          ],
          pictureCaption: "Trädgårdsbord och stolar i teak – här nyoljade, med den gyllenbruna tonen kvar.",
        },
        {
          heading: "Torrt och luftigt över vintern",
          paragraphs: [
            "När säsongen är slut vill teaken stå torrt och ventilerat. Ett förråd, ett garage eller en ouppvärmd källare fungerar bra, så länge luften kan cirkulera. Ställ inte möblerna direkt i ett varmt vardagsrum – snabba växlingar mellan kyla och värme kan ge sprickor. Måste möblerna stå ute, lyft dem från marken och använd ett andningsbart överdrag, aldrig tät plast som stänger inne fukten. Sköter du [ett teakbord som det här](product:0) på det sättet står det stadigt i många somrar till.",
          ],
        },
      ],
    },
    "sofa-fabric-care": {
      title: "Så håller du tygsoffan fräsch år efter år",
      urlKey: "skota-tygsoffan",
      summary: "Dammsug varje vecka, vänd dynorna och torka upp spill direkt. Med några enkla vanor ser tygsoffan ut som ny betydligt längre.",
      sections: [
        {
          paragraphs: [
            "Soffan är den möbel i hemmet som används mest. Den får ta emot fredagsmys, eftermiddagslurar, barn som hoppar och ibland en hund som inte riktigt fått lov. Ett tyg med bra nötningstålighet klarar mycket, men det är de små vanorna som avgör om soffan ser sliten ut efter tre år eller fortfarande känns ny efter tio.",
          ],
        },
        {
          heading: "Varje vecka: dammsug och vänd",
          paragraphs: [
            "Dammsug soffan en gång i veckan med möbelmunstycket på låg sugeffekt. Damm och smulor som får ligga kvar arbetar sig ner i väven och sliter på fibrerna varje gång någon sätter sig. Glöm inte springorna mellan dynorna och under sittdynorna – där samlas det mesta.",
            "Passa samtidigt på att vända och byta plats på lösa dynor och skaka upp dem ordentligt. Då slits de jämnt, och du slipper att favoritplatsen i ena hörnet av en [3-sits soffa](category:11) sjunker ihop medan resten ser orörd ut.",
            "Har du husdjur är en klädrulle eller en fuktig gummihandske ett snabbt sätt att få bort hår mellan dammsugningarna. Och vädra gärna rummet ordentligt då och då – tyg tar lätt upp matos och rök.",
          ],
        },
        {
          heading: "När olyckan är framme",
          items: [
            "Agera direkt: ju kortare tid spillet får verka, desto lättare går det bort.",
            "Badda med en ren, vit trasa eller hushållspapper utifrån och in mot fläcken – gnid aldrig, då trycks smutsen djupare in och tyget kan bli luddigt.",
            "Använd ljummet vatten och en droppe mild tvål, och så lite vätska som möjligt.",
            "Testa alltid rengöringsmedel på ett dolt ställe först, till exempel på baksidan eller under en dyna.",
            "Låt torka av sig själv, utan hårtork eller element.",
          ],
        },
        {
          heading: "Avtagbar klädsel och noppor",
          paragraphs: [
            "Har soffan avtagbar klädsel kan den oftast tvättas i 30–40 °C – kolla alltid tvättrådet på etiketten. Dra på klädseln medan den fortfarande är lite fuktig, så sitter den bäst och krymper inte. Tvätta gärna alla delar samtidigt så att färgen förblir jämn.",
            "Små noppor är vanliga de första månaderna, särskilt på ytor där man sitter mycket. Det är lösa fibrer som släpper och inget fel på tyget. Raka bort dem försiktigt med en noppmaskin eller en noppkam, så ser ytan slät ut igen.",
          ],
          pictureCaption: "En tygklädd soffa med lösa dynor som är lätta att vända, skaka upp och dra av för tvätt.",
        },
        {
          heading: "Skydda mot stark sol",
          paragraphs: [
            "Direkt solljus bleker de flesta tyger, och en soffa som står med ryggen mot ett söderfönster kan bli tydligt ljusare på ena sidan redan efter en sommar. Dra för en tunn gardin mitt på dagen eller placera soffan så att solen inte ligger på samma ställe hela eftermiddagen. Det gäller lika mycket [den här fåtöljen](product:3) som soffan bredvid.",
          ],
        },
      ],
    },
    "leather-care": {
      title: "Läder som blir vackrare med åren",
      urlKey: "skotsel-av-ladermobler",
      summary: "Damma av, rengör och ge lädret näring två gånger om året. Så sköter du lädermöblerna – och så gör du med vatten- och fettfläckar.",
      sections: [
        {
          paragraphs: [
            "Läder är ett material som åldras med värdighet. Med tiden blir det mjukare, färgen fördjupas och ytan får små märken som berättar om alla kvällar i soffan. Den patinan är en del av charmen. Men läder är också hud, och utan lite omsorg torkar det ut, spricker och bleks. Som tur är tar skötseln bara några minuter i veckan och en stund ett par gånger om året.",
          ],
        },
        {
          heading: "Det enkla, varje vecka",
          paragraphs: [
            "Torka av lädret med en torr, mjuk trasa i mikrofiber. Damm verkar som fint sandpapper när man sitter på det, så det är värt att hålla ytan ren. Dammsug sömmar och springor med ett mjukt munstycke. Undvik vanliga rengöringsmedel, våtservetter och möbelpolish – de kan lösa upp lädrets skyddande yta.",
            "Tänk också på att mörka jeans kan färga av sig på ljust läder, särskilt när plagget är nytt. Torka därför av sittytor och armstöd lite oftare om soffan eller fåtöljen är ljus. Husdjurens klor är en annan sak att ha i åtanke: ett tåligt, pigmenterat läder klarar mer än ett mjukt anilinläder, där varje märke syns.",
          ],
        },
        {
          heading: "Rengör och ge näring två gånger om året",
          items: [
            "Börja med att dammsuga och torka av hela möbeln.",
            "Rengör med ett milt medel för läder och en lätt fuktad trasa, en yta i taget från söm till söm.",
            "Låt torka helt innan du fortsätter.",
            "Massera in läderbalsam i ett tunt lager med cirkelrörelser, och polera efter med en ren trasa.",
            "Testa alltid nya produkter på ett ställe som inte syns först.",
          ],
          pictureCaption: "En läderfåtölj med mjuk patina – lädret blir bara vackrare med åren.",
        },
        {
          heading: "Rätt plats i rummet",
          paragraphs: [
            "Den vanligaste orsaken till sprucket läder är värme. Håll minst 50 cm avstånd till element, kaminer och golvvärmeutsläpp, och ställ inte möbeln i direkt solljus. Solen både torkar ut och bleker, och på en sommar kan du få en tydlig skillnad mellan ryggen och armstödet. Står din [läderfåtölj](category:2) vid ett stort fönster är en tunn gardin den enklaste försäkringen.",
          ],
        },
        {
          heading: "Vattenfläck eller fettfläck?",
          paragraphs: [
            "En vattenfläck syns ofta som en mörkare kant. Fukta hela ytan jämnt med en urvriden trasa, från söm till söm, och låt den torka av sig själv i rumstemperatur – aldrig med hårtork. Då torkar ytan jämnt och kanten försvinner.",
            "En fettfläck ska du inte tvätta med vatten. Badda bort det som ligger ovanpå med hushållspapper och ge fläcken tid; på många lädersorter sugs fettet in och blir nästan osynligt efter några dagar. Är fläcken kvar kan en specialist på läder hjälpa till. Samma råd gäller för [den här fåtöljen](product:0) och för matstolar med läderklädd sits.",
          ],
        },
      ],
    },
    "wood-table-care": {
      title: "Träbordet: så sköter du oljad, lackad och såpad yta",
      urlKey: "skotsel-av-trabord",
      summary: "Oljat, lackat eller såpat – varje yta vill ha sin egen omsorg. Så tar du hand om träbordet, och så gör du med vita ringar och repor.",
      sections: [
        {
          paragraphs: [
            "Ett massivt träbord är byggt för att användas. Det ska tåla frukostar, läxor, pussel och långa middagar. Men hur du sköter det beror på hur ytan är behandlad. Innan du tar fram något medel: ta reda på om ditt bord är oljat, lackat eller såpat. Står det inte i skötselråden kan du droppa lite vatten på ytan. Pärlar det sig och ligger kvar är bordet troligen lackat; sugs det in långsamt är det oljat eller såpat.",
          ],
        },
        {
          heading: "Tre ytor, tre sätt",
          paragraphs: [
            "Ett lackat bord är det mest lättskötta. Torka av med en urvriden trasa och lite mild diskmedelslösning, och torka efter med en torr trasa. Mer behöver det inte.",
            "Ett oljat bord har en levande, matt yta som behöver ny olja en eller två gånger om året, oftare om bordet används mycket. Ett såpat bord, ofta i ljus ek eller furu, tvättas med en såpalösning som både rengör och bygger upp skyddet. Använd aldrig olja på ett såpat bord eller såpa på ett lackat – det ger fläckiga ytor.",
          ],
        },
        {
          heading: "Så oljar du ett matbord",
          items: [
            "Rengör bordet och låt det torka helt.",
            "Slipa lätt med fint sandpapper längs fibrerna där ytan känns torr eller sträv.",
            "Stryk på ett tunt lager möbelolja med en luddfri trasa och låt den verka enligt anvisningen.",
            "Torka bort all olja som ligger kvar på ytan – överskott blir klibbigt.",
            "Låt bordet härda ett dygn innan du dukar igen, och lägg oljiga trasor i vatten innan du slänger dem, eftersom de kan självantända.",
          ],
          pictureCaption: "Ett oljat matbord i massivt trä, med fibrerna tydligt synliga i ytan.",
        },
        {
          heading: "Vita ringar och repor",
          paragraphs: [
            "Vita ringar uppstår när fukt eller värme tränger in under ytan. På ett oljat bord slipar du lätt och oljar in stället på nytt. På ett lackat bord kan ringen ibland försvinna om du värmer försiktigt med en hårtork på låg värme. Små repor i oljat trä går ofta att slipa bort; på lack är det bättre att låta en möbelsnickare titta på djupa skador.",
          ],
        },
        {
          heading: "Förebygg hellre än laga",
          paragraphs: [
            "Underlägg under glas och koppar, grytunderlägg under varma kastruller och en duk eller löpare vid stora middagar sparar mycket arbete. Torka alltid med en väl urvriden trasa och låt aldrig vatten stå kvar. Samma vardagsrutin fungerar på [soffbord](category:42) och sidobord som på [det här matbordet](product:0).",
            "Ställ gärna bordet en bit från element och inte i stark direkt sol. Massivt trä rör sig med luftfuktigheten, och mycket torr inomhusluft under vintern kan ge små sprickor i skivan. En luftfuktare hjälper under de torraste månaderna, och sprickorna brukar dra ihop sig igen när luften blir fuktigare.",
          ],
        },
      ],
    },
    "winter-storage": {
      title: "Bädda ner trädgårdsmöblerna för vintern",
      urlKey: "vinterforvaring-av-tradgardsmobler",
      summary: "Rengör, torka, lyft från marken och täck med något som andas. Så förvarar du trädgårdsmöbler, dynor och parasoll så att allt är redo till våren.",
      sections: [
        {
          paragraphs: [
            "När kvällarna blir kalla och löven börjar falla är det dags att ta hand om trädgårdsmöblerna. En timmes arbete i oktober sparar mycket besvär i maj. Det som ställs undan smutsigt och fuktigt kommer fram med mögelfläckar, rost eller lösa skruvar – det som ställs undan rent och torrt kommer fram i samma skick som när du lämnade det.",
          ],
        },
        {
          heading: "Först rent, sedan torrt",
          paragraphs: [
            "Tvätta alla möbler med mild såpa och en mjuk borste, och skölj av. Fågelspillning, pollen och matrester som får sitta kvar hela vintern äter sig in i ytan. Låt sedan allt torka ordentligt, gärna en solig och blåsig dag. Fukt som stängs inne är vinterns största fiende, oavsett om möblerna är av trä, metall eller konstrotting.",
            "Ta samtidigt en titt på skruvar och beslag. Dra åt det som glappar och byt det som rostat, så slipper du upptäcka det när de första gästerna sätter sig i vår. Bättra också repor i lacken på metallmöbler innan vintern, så att rosten inte får fäste, och borsta rent mellan flätorna på konstrotting med en mjuk borste.",
          ],
        },
        {
          heading: "Så förvarar du allt rätt",
          items: [
            "Dynor och kuddar tas alltid in. Förvara dem rena och torra i ett förråd eller en garderob, inte i en fuktig källare.",
            "Ställ möblerna i ett förråd, garage eller under tak om du kan. Stapla stolar med en trasa emellan så att de inte repas.",
            "Måste möblerna stå ute: lyft dem från marken med klossar eller möbeltassar så att vatten inte blir stående under benen.",
            "Använd andningsbara överdrag som släpper ut fukten – aldrig en tät presenning eller plastfolie.",
            "Se till att överdraget inte samlar vatten på ovansidan; en upp- och nedvänd hink under mitten gör att regn och smältvatten rinner av.",
          ],
        },
        {
          heading: "Parasollet behöver också vila",
          paragraphs: [
            "Ett [parasoll](category:54) ska vara helt torrt när det fälls ihop, annars kan duken få mögelfläckar och missfärgas. Borsta av löv och smuts, låt det torka uppfällt en torr dag, fäll sedan ihop det och dra på skyddsfodralet. Förvara det liggande eller stående inomhus. Foten kan ofta stå kvar ute, men töm den på vatten om den är vattenfylld, så att den inte spricker när det fryser.",
          ],
          pictureCaption: "En loungegrupp och en trädgårdsgrupp under andningsbara överdrag, väl upplyfta från marken.",
        },
        {
          heading: "En sista koll",
          paragraphs: [
            "Tittar du till möblerna någon gång mitt i vintern, och rättar till ett överdrag som blåst av, klarar de sig ännu bättre. Sköter du [en loungegrupp som den här](product:0) på det här sättet är den redo att plocka fram så fort vårsolen värmer, och resten av [trädgårdsgruppen](category:56) likaså.",
          ],
        },
      ],
    },
    "cushion-care": {
      title: "Utedynor som klarar en hel sommar",
      urlKey: "skotsel-av-utedynor",
      summary: "Snabbtorkande skum, tvättbara överdrag och en dynbox för natten. Så håller du utedynorna rena, torra och fria från mögel hela säsongen.",
      sections: [
        {
          paragraphs: [
            "Dynorna gör trädgårdsmöblerna sköna – och det är också dem som tar mest stryk. Sol, regn, solkräm och pollen sätter sina spår, och en dyna som får ligga blöt i flera dygn börjar snart lukta unket. Med rätt dynor och några enkla rutiner klarar de sig ändå en hel sommar och många fler.",
          ],
        },
        {
          heading: "Välj dynor som torkar snabbt",
          paragraphs: [
            "Titta efter dynor med snabbtorkande skum, ofta kallat quick-dry. Skummet har en öppen struktur som släpper igenom vattnet i stället för att suga upp det, så dynan är torr igen några timmar efter en regnskur. Ett överdrag i ett tätt vävt, UV-tåligt tyg håller färgen längre och är lättare att borsta av.",
            "De flesta överdrag har blixtlås och kan tvättas i 30 °C. Tvätta dem gärna ett par gånger per säsong, och alltid innan de packas undan för vintern. Dra på dem medan de är lite fuktiga, så sitter de snyggast.",
          ],
        },
        {
          heading: "Vardagsrutiner som gör skillnad",
          items: [
            "Ta in dynorna eller lägg dem i en dynbox på kvällen och när det ser ut att bli regn.",
            "Ställ blöta dynor på högkant i solen och vinden, så rinner vattnet ur snabbare.",
            "Borsta bort pollen och löv innan de lämnar fläckar.",
            "Lägg en handduk under dig om du har solkräm på dig – den fettar lätt in tyget.",
            "Vänd dynorna då och då så att solen bleker jämnt.",
          ],
          pictureCaption: "Sköna dynor i snabbtorkande skum på en loungegrupp – överdragen kan tas av och tvättas.",
        },
        {
          heading: "Om det ändå blir mögel",
          paragraphs: [
            "Små svarta prickar på tyget är mögel som trivs i fukt och värme. Blanda en mild ättikslösning, ungefär en del ättika på fyra delar vatten, och borsta fläckarna med en mjuk borste. Låt verka en stund, skölj med rent vatten och låt dynan torka helt i solen. Testa på ett ställe som inte syns först. Är skummet drabbat inne i dynan är det oftast bättre att byta.",
            "Förebygg gärna genom att låta dynorna torka helt innan de läggs i dynboxen. En box som står stängd med fuktiga dynor i flera dagar är den perfekta miljön för mögel. Öppna också locket en solig dag då och då och låt boxen vädras ur.",
          ],
        },
        {
          heading: "Rena och torra över vintern",
          paragraphs: [
            "När säsongen är slut: tvätta överdragen, låt allt torka ordentligt och förvara dynorna luftigt inomhus. Packa aldrig ner dynor som känns det minsta fuktiga. Förvara dem hellre i tygpåsar eller under ett lakan än i plastsäckar, så att eventuell fukt kan ta sig ut – då luktar de friskt när du tar fram dem igen i maj. Samma rutiner gäller för dynorna på en [solsäng](category:53) som för [den här loungegruppen](product:0).",
          ],
        },
      ],
    },
    "trends-of-the-year": {
      title: "Årets inredningstrender: mjukt, jordnära och äkta trä",
      urlKey: "arets-inredningstrender",
      summary: "Runda former, bouclé och sammet, färger som rost, sand och oliv, massivt trä och en blandning av gammalt och nytt. Så tar du in årets trender hemma.",
      sections: [
        {
          paragraphs: [
            "Årets inredning handlar mindre om att byta ut allt och mer om att göra hemmet ombonat. Formerna blir mjukare, tygerna vill bli rörda vid, färgerna hämtas från naturen och träet får visa vem det är. Det bästa med trenderna i år är att de passar ihop med det du redan har. Här är fem saker vi ser överallt – och hur du kan börja.",
          ],
        },
        {
          heading: "Mjuka, runda former",
          paragraphs: [
            "Rundade armstöd, svängda ryggar och bord utan vassa hörn gör ett rum lugnare. En soffa med mjuka linjer känns inbjudande redan när du kommer in, och ett runt soffbord är lättare att röra sig kring. Du behöver inte runda av allt – en eller två mjuka former bland raka linjer räcker för att ge rummet en ny känsla.",
            "Formerna hänger ihop med en längtan efter lugn. Efter några år då hemmet fått vara både kontor, skola och gym vill många att vardagsrummet ska kännas som en plats där man landar. Mjuka kanter och stoppade ytor hjälper till med det.",
          ],
        },
        {
          heading: "Bouclé och sammet",
          paragraphs: [
            "Tyger med struktur fortsätter att vara stora. Bouclé, med sina små öglor som påminner om ull, ger en varm och lite rustik yta, medan sammet ger djup och en glans som skiftar med ljuset. Båda passar på en [fåtölj](category:2), där de syns och där man gärna drar handen över armstödet.",
          ],
          pictureCaption: "En soffa med mjuka linjer, en fåtölj i strukturtyg och ett soffbord i massivt trä.",
        },
        {
          heading: "Jordnära färger",
          paragraphs: [
            "Rost, sand, terrakotta och olivgrönt ersätter de kalla grå tonerna. Färgerna är varma men dova, och de fungerar lika bra mot vita väggar som mot mörkare. Börja gärna med en större möbel, till exempel en [3-sits soffa](category:11) i en varm ton, och låt kuddar och plädar plocka upp färgen.",
          ],
        },
        {
          heading: "Så tar du in trenderna",
          items: [
            "Välj massivt trä med synlig ådring – ek, ask eller valnöt som får åldras och synas.",
            "Blanda gammalt och nytt: ett ärvt skåp bredvid en ny soffa gör rummet personligt.",
            "Byt tyger innan du byter möbler – en pläd i bouclé eller kuddar i sammet gör mycket.",
            "Låt en rundad form möta raka linjer, till exempel ett runt bord vid en rak soffa.",
            "Håll dig till två eller tre jordnära färger så att helheten blir lugn.",
          ],
        },
        {
          heading: "Trender som håller",
          paragraphs: [
            "Det fina med årets riktning är att den bygger på kvalitet och känsla snarare än på snabba kickar. Ett bord i massivt trä, som [det här soffbordet](product:2), och en soffa med mjuka linjer ser inte omoderna ut om några år – de blir bara mer dina.",
          ],
        },
      ],
    },
    "boucle": {
      title: "Bouclé har kommit för att stanna",
      urlKey: "boucle-har-kommit-for-att-stanna",
      summary: "Det ulliga, knottriga tyget är mer än en trend. Så kombinerar du bouclé med trä och linne – och så sköter du det utan att dra i öglorna.",
      sections: [
        {
          paragraphs: [
            "För några år sedan såg vi bouclé mest i inredningsmagasin. I dag finns det i vardagsrum över hela landet, på fåtöljer, soffor och puffar. Och till skillnad från många trender verkar bouclé inte försvinna. Tyget har något som gör att man vill sätta sig, och det är kanske den bästa förklaringen.",
          ],
        },
        {
          heading: "Varför bouclé fungerar",
          paragraphs: [
            "Namnet kommer från franskans ord för lockig, och det beskriver tyget bra. Garnet är tvinnat med små öglor som ger en knottrig yta som påminner om lammull. Den fångar ljuset på ett mjukt sätt och ger djup även i helt ljusa färger, så en vit eller gräddfärgad [fåtölj](category:2) i bouclé blir aldrig platt eller kall.",
            "Tyget är dessutom förlåtande. Strukturen döljer små märken och skrynklor bättre än ett slätt tyg, och det känns varmt att sitta i även på vintern.",
            "Bouclé finns i allt från ren ull till blandningar med bomull och polyester. Ulltyger är varma och andas, medan blandtyger ofta är mer slitstarka och lättare att hålla rena. Fråga gärna efter tygets nötningstålighet om möbeln ska användas varje dag.",
          ],
        },
        {
          heading: "Så kombinerar du bouclé",
          items: [
            "Låt trä möta tyget: ett soffbord i oljad ek eller ett sidobord i valnöt lyfter den mjuka ytan.",
            "Lägg till linne i gardiner eller kuddar för en lättare, lite skrynklig kontrast.",
            "Håll färgerna naturliga – offwhite, sand, havre och ljusgrått gör strukturen tydligast.",
            "Välj en eller två bouclémöbler i rummet, inte allt, så att varje yta får synas.",
            "Lägg en slät pläd i ull eller bomull över armstödet för att bryta av.",
          ],
          pictureCaption: "En fåtölj och en soffa i ljus bouclé – strukturen syns bäst i naturliga färger.",
        },
        {
          heading: "Skötsel utan att dra i öglorna",
          paragraphs: [
            "Bouclé är inte svårare att sköta än andra tyger, men öglorna kräver lite varsamhet. Dammsug regelbundet med möbelmunstycket och låg sugeffekt, gärna med en borste, så att damm och hår inte fastnar mellan öglorna. Om en ögla dras ut: klipp aldrig av den och dra inte i den, utan peta försiktigt tillbaka den med en nål.",
            "Spill baddar du upp direkt med en ren trasa, utan att gnugga. Husdjur med vassa klor och bouclé är ingen bra kombination, så tänk på det om katten gärna använder soffan som klösbräda.",
          ],
        },
        {
          heading: "En trend att sova på",
          paragraphs: [
            "Bouclé passar också där man kanske inte väntar sig det. En [2-sits soffa](category:12) i ett litet vardagsrum eller [en bäddsoffa som den här](product:2) i gästrummet blir genast mer ombonad i ett mjukt strukturtyg. I gästrummet gör tyget dessutom att rummet känns välkomnande redan innan bädden är bäddad.",
          ],
        },
      ],
    },
    "earth-tones": {
      title: "Jordnära färger: rost, terrakotta, sand och oliv",
      urlKey: "jordnara-farger-hemma",
      summary: "Varma, dova färger från naturen gör rummet ombonat. Börja med en stor möbel, låt vita väggar och naturmaterial balansera och använd 60/30/10-regeln.",
      sections: [
        {
          paragraphs: [
            "Efter många år av grått och vitt har färgen kommit tillbaka in i våra hem – men inte den skrikiga sorten. Det är färger som finns i naturen: rost som löv i oktober, terrakotta som en blomkruka, sand som en strand i augusti och oliv som en gammal olivlund. De är varma utan att ta över, och de gör ett rum ombonat även en grå novemberdag.",
          ],
        },
        {
          heading: "Börja med en stor möbel",
          paragraphs: [
            "Det enklaste sättet att ta in en jordnära färg är att låta den bära en stor möbel. En soffa i rost eller oliv blir rummets naturliga mittpunkt, och resten kan hållas lugnt omkring den. En [hörnsoffa](category:13) i en varm sandton fungerar nästan som en neutral färg, men ger mer värme än grått.",
            "Är du osäker, börja mindre: en fåtölj eller en skänk i en av färgerna. Trivs du med den efter några månader är det lättare att ta nästa steg.",
            "Fundera också på vilket ljus rummet har. I ett rum mot norr blir varma färger en motvikt till det kalla dagsljuset, medan samma färger i ett soligt rum mot söder blir ännu varmare – välj då gärna de ljusare nyanserna, som sand och ljus oliv.",
          ],
        },
        {
          heading: "60/30/10-regeln",
          paragraphs: [
            "Inredare använder ofta en enkel tumregel för att få färgerna i balans. Den hjälper dig att undvika att rummet blir antingen för plottrigt eller för tamt.",
          ],
          items: [
            "60 procent av rummet i en grundfärg – oftast väggar, golv och större ytor, gärna vitt eller ljust sandfärgat.",
            "30 procent i en andra färg – soffan, mattan eller gardinerna, till exempel oliv eller terrakotta.",
            "10 procent i en accentfärg – kuddar, vaser och detaljer i en starkare ton som rost.",
            "Upprepa varje färg på minst två ställen i rummet så att det hänger ihop.",
          ],
        },
        {
          heading: "Balansera med ljust och naturligt",
          paragraphs: [
            "Jordnära färger mår bra av sällskap. Vita eller kalkvita väggar gör att färgerna känns friska i stället för tunga, och naturmaterial som trä, linne, ull, keramik och rotting förstärker den naturliga känslan. Oljad ek och valnöt passar särskilt bra ihop med rost och terrakotta.",
            "Tänk också på ljuset. Varmt ljus från lampor med textilskärmar förstärker färgerna på kvällen, medan kallt ljus kan göra dem grumliga.",
          ],
          pictureCaption: "En soffa i varm rostton, en hörnsoffa i sand och en skänk i oljat trä mot en vit vägg.",
        },
        {
          heading: "Låt förvaringen vara med",
          paragraphs: [
            "En [skänk](category:62) i mörkt trä eller i en olivgrön lack är ett bra sätt att förankra färgen längs en vägg. Ställ några keramikvaser i terrakotta ovanpå och en lampa med varmt ljus, så är stämningen satt. Vill du ha en färg som verkligen syns, låt [en soffa som den här](product:0) ta ledningen.",
          ],
        },
      ],
    },
    "round-and-soft": {
      title: "Runda former gör rummet mjukare",
      urlKey: "runda-och-mjuka-former",
      summary: "Runda bord gör samtalet lättare och passar i små rum, och svängda soffor ger ett mjukare uttryck. Så blandar du kurvor med raka linjer.",
      sections: [
        {
          paragraphs: [
            "Det finns en anledning till att vi dras till runda former. De känns trygga, de har inga vassa hörn att slå sig på och de gör ett rum lättare att röra sig i. Efter många år av raka linjer och kantiga möbler har kurvorna kommit tillbaka – i bord, soffor, speglar och lampor.",
          ],
        },
        {
          heading: "Runda bord samlar sällskapet",
          paragraphs: [
            "Vid ett runt matbord ser alla varandra och ingen hamnar vid kortsidan. Samtalet blir ett enda i stället för flera små, och det är lättare att klämma in en extra gäst. Ett runt bord tar dessutom mindre plats visuellt, vilket gör det till ett bra val i små kök och matplatser där ett rektangulärt bord skulle kännas klumpigt. Ett runt bord på 110 cm i diameter räcker gott för fyra personer.",
            "Samma sak gäller i vardagsrummet. Ett runt [soffbord](category:42) är lätt att gå runt, och i ett hem med små barn är det skönt att slippa hörn i huvudhöjd.",
          ],
          pictureCaption: "Ett runt soffbord och ett sidobord med mjuka kanter framför en soffa med raka linjer.",
        },
        {
          heading: "Svängda soffor och mjuka kanter",
          paragraphs: [
            "En soffa med svängd rygg eller runda armstöd blir en skulptur i rummet. Den passar bäst där den kan ses från flera håll, till exempel fritt i ett öppet rum. I ett mindre rum kan du få samma känsla med en rak soffa som har rundade kanter och dynor som är mjukt stoppade.",
            "Tänk på att en rund eller svängd soffa tar mer golvyta än en rak med samma antal sittplatser. Mät noga och låt den gärna stå en bit ut från väggen – en svängd rygg tätt mot en rak vägg lämnar ett tomrum som ser bortglömt ut. Framför soffan passar ett runt eller ovalt bord som följer formen.",
          ],
        },
        {
          heading: "Blanda kurvor och raka linjer",
          items: [
            "Ställ ett runt soffbord framför en rak soffa, eller tvärtom – kontrasten gör båda tydligare.",
            "Låt en rund spegel eller en rund matta bryta av mot raka hyllor och fönster.",
            "Välj ett eller två runda inslag per rum, så att formerna inte konkurrerar.",
            "Upprepa formen i detaljer: en rund lampskärm eller ett par runda vaser knyter ihop helheten.",
          ],
        },
        {
          heading: "Sidobord som fyller i",
          paragraphs: [
            "Ett runt [sidobord](category:43) är ett av de enklaste sätten att testa formen. Det ryms bredvid en fåtölj eller i ett hörn där ett fyrkantigt bord skulle ta för mycket plats. Två runda sidobord i olika höjder kan dessutom ersätta ett stort soffbord. Och den som vill gå hela vägen kan låta [ett matbord som det här](product:2) bli rummets samlingspunkt.",
          ],
        },
      ],
    },
    "outdoor-living-room": {
      title: "Vardagsrummet flyttar ut",
      urlKey: "vardagsrum-utomhus",
      summary: "Loungegrupp, utomhusmatta, lyktor och ljusslingor, ett parasoll för skugga och växter som väggar. Så skapar du ett vardagsrum under bar himmel.",
      sections: [
        {
          paragraphs: [
            "Under de ljusa månaderna vill vi vara ute så mycket det går. Då räcker det inte med ett bord och fyra stolar. Allt fler inreder uteplatsen som ett extra vardagsrum, med djupa soffor, mattor, belysning och växter. Det är där man dricker morgonkaffet, läser en bok på eftermiddagen och sitter kvar långt efter att solen gått ner.",
          ],
        },
        {
          heading: "Loungegruppen är soffan",
          paragraphs: [
            "Precis som inomhus börjar det med något skönt att sitta i. En [loungegrupp](category:55) med djupa sittdynor, ett par fåtöljer och ett lågt bord gör uteplatsen till ett ställe där man blir kvar. Välj gärna en modulär soffa som kan ställas om när sällskapet växer, och material som klarar att stå ute hela sommaren.",
            "Har du plats kan du kombinera loungehörnan med en [trädgårdsgrupp](category:56) för middagarna, så att varje del av dagen får sin plats.",
          ],
          pictureCaption: "En loungegrupp med djupa dynor och ett parasoll som ger skugga en het eftermiddag.",
        },
        {
          heading: "Detaljerna som gör det ombonat",
          items: [
            "En utomhusmatta ramar in sittgruppen och gör den mjukare att gå på.",
            "Lyktor på bordet och marken ger ett varmt ljus – välj gärna solcellsdrivna eller batteridrivna.",
            "Ljusslingor i ett träd eller längs en pergola skapar tak när det mörknar.",
            "Några kuddar och en pläd i en korg gör att ingen fryser när kvällen blir sval.",
            "Ett litet sidobord vid varje sittplats så att glaset alltid har en plats.",
          ],
        },
        {
          heading: "Skugga och väggar",
          paragraphs: [
            "Ett vardagsrum behöver tak och väggar, även utomhus. Ett parasoll ger skugga mitt på dagen och en känsla av rum när det är uppfällt. Ett frihängande parasoll är praktiskt över en loungegrupp, eftersom stången inte står i vägen.",
            "Som väggar fungerar växter utmärkt. Höga krukor med gräs, bambu eller klätterväxter på en spaljé ger insynsskydd och lä, och de kan flyttas när du vill ändra rummet.",
            "Vill du ha något mer permanent kan en pergola med klätterväxter eller ett tygtak ge skugga som blir tätare för varje sommar. Vildvin, humle och klematis trivs i de flesta svenska trädgårdar.",
          ],
        },
        {
          heading: "Börja där kvällssolen är",
          paragraphs: [
            "Placera loungehörnan där solen ligger kvar längst på kvällen, så får du ut mest av de ljusa timmarna. Med [en loungegrupp som den här](product:0) och ett par lyktor är grunden lagd – resten kan växa fram under sommaren.",
            "Tänk också på underlaget. Trädäck, plattor och grus ger olika känsla, och en jämn yta gör att möblerna står stadigt. En loungegrupp direkt på gräsmattan sjunker lätt ner, och gräset under gulnar, så en fast yta är värd besväret.",
          ],
        },
      ],
    },
    "built-to-last": {
      title: "Köp möbler som håller – och behåll dem länge",
      urlKey: "kop-mobler-som-haller",
      summary: "Massiva material, utbytbara klädslar och delar, FSC-certifierat trä och klassiska former. Så väljer du möbler som håller i många år.",
      sections: [
        {
          paragraphs: [
            "Den mest hållbara möbeln är den du redan har. Den näst mest hållbara är den du köper en gång och behåller länge. Allt fler vill handla färre men bättre möbler – både för plånbokens och miljöns skull. Men hur vet man vad som håller? Här är det vi själva tittar på när vi väljer möbler till sortimentet.",
          ],
        },
        {
          heading: "Massivt material slår ytor",
          paragraphs: [
            "Ett bord i massivt trä kan slipas och oljas om gång på gång. En repa blir en del av historien i stället för en skada. Ett bord med tunt faner eller folie går däremot sällan att laga när ytan väl är skadad. Titta därför på vad möbeln är gjord av hela vägen igenom, inte bara på ytan. Ett [matbord](category:41) i massiv ek eller ask är en investering som kan gå i arv.",
            "Samma sak gäller stommar och ramar. Tappade och limmade fogar håller bättre än skruvar i spånskiva, och en soffstomme i massivt trä håller formen längre.",
          ],
        },
        {
          heading: "Det här ska du titta efter",
          items: [
            "Massivt trä eller metall i stomme och bärande delar.",
            "Avtagbara klädslar som kan tvättas eller bytas – då kan soffan få ett nytt liv i stället för att bytas ut.",
            "Utbytbara delar som dynor, ben och beslag.",
            "FSC-certifierat trä, som visar att virket kommer från ett ansvarsfullt skött skogsbruk.",
            "Tydliga skötselråd – en tillverkare som förklarar hur möbeln ska skötas räknar med att den ska användas länge.",
          ],
          pictureCaption: "Ett matbord i massivt trä och en klassisk matstol – byggda för att användas i många år.",
        },
        {
          heading: "Klassiska former före snabba trender",
          paragraphs: [
            "Trender är roliga, men de går över. En möbel med enkla, klassiska proportioner ser inte omodern ut om fem år. Låt gärna trenderna komma in genom kuddar, plädar och lampor, som är lätta att byta, och välj de stora möblerna med tanke på att du ska leva med dem länge.",
            "En öppen [hylla](category:61) i massivt trä eller en enkel matstol av den typ som funnits sedan 1950-talet passar in i nästan vilket hem som helst, oavsett vad som är modernt just nu.",
          ],
        },
        {
          heading: "Skötseln gör resten",
          paragraphs: [
            "Även den bästa möbeln behöver lite omsorg. Olja träet, dammsug tyget, dra åt skruvarna och skydda mot sol och värme. Då kan [en stol som den här](product:2) stå runt ditt matbord i årtionden.",
            "Och när livet förändras – en flytt, ett nytt rum, fler barn – fundera på om möbeln kan få ett nytt uppdrag innan du byter ut den. En skänk kan bli tv-bänk, en matstol kan flytta in i arbetshörnan och en hylla kan bli rumsavdelare.",
          ],
        },
      ],
    },
    "small-living-room": {
      title: "Så möblerar du ett litet vardagsrum",
      urlKey: "mobler-for-litet-vardagsrum",
      summary: "En tvåsits soffa med synliga ben, sidobord i stället för ett stort soffbord, höga hyllor och speglar. Så får det lilla vardagsrummet att kännas större.",
      sections: [
        {
          paragraphs: [
            "Ett litet vardagsrum kan vara hemmets mysigaste rum – om man möblerar det rätt. Det handlar inte om att klämma in så lite som möjligt, utan om att välja möbler som tar lite plats för ögat, använda höjden och låta golvet synas. Här är våra bästa knep för rum under 15 kvadratmeter.",
          ],
        },
        {
          heading: "En soffa som inte tar över",
          paragraphs: [
            "I ett litet rum är soffan nästan alltid den största möbeln, så den avgör mycket. En [2-sits soffa](category:12) med smala armstöd och synliga ben är ett bra val. När man ser golvet under soffan känns rummet större, och det blir lättare att städa. Undvik tunga soffor som går ända ner till golvet och breda, mulliga armstöd som tar sittplats utan att ge något tillbaka.",
            "Mät rummet noga och rita gärna upp det på papper. Tänk på att det ska gå att röra sig fritt – ungefär 60–70 cm gångväg är ett bra riktmärke.",
          ],
        },
        {
          heading: "Sidobord i stället för soffbord",
          paragraphs: [
            "Ett stort soffbord mitt i ett litet rum blir ofta ett hinder. Två eller tre [sidobord](category:43) gör samma jobb men kan flyttas dit de behövs: bredvid soffan för kaffekoppen, framför den när gästerna kommer, eller ställas undan i ett hörn. Välj gärna bord i olika höjder som kan skjutas in under varandra.",
          ],
          pictureCaption: "En tvåsits soffa på smala ben, ett litet sidobord och en hög hylla som använder väggen.",
        },
        {
          heading: "Fem knep för mer rymd",
          items: [
            "Bygg på höjden: en hög, smal hylla ger mycket förvaring på liten golvyta och drar blicken uppåt.",
            "Häng en stor spegel mitt emot fönstret så att dagsljuset studsar tillbaka in i rummet.",
            "Håll väggar och stora ytor ljusa, och låt färgerna komma i kuddar och konst.",
            "Lägg en matta som är så stor att åtminstone soffans framben står på den – den håller ihop rummet.",
            "Häng gardinerna högt och brett, nära taket, så att fönstret och rummet ser högre ut.",
          ],
        },
        {
          heading: "Mindre är mer – men inte för lite",
          paragraphs: [
            "Det är lätt att tro att ett litet rum ska ha så få möbler som möjligt. Men ett rum med bara en soffa kan kännas kalt. Det viktiga är att varje möbel har en uppgift. [En hylla som den här](product:2) kan rymma både böcker, tv och prydnadssaker, och då slipper du ytterligare en möbel längs väggen. Välj också gärna möbler som kan göra flera saker: en pall som fungerar både som extra sittplats och bord, eller en soffa med förvaring under sitsen. I ett litet rum får varje kvadratmeter gärna arbeta dubbelt.",
          ],
        },
      ],
    },
    "dining-room-planning": {
      title: "Planera matplatsen: måtten som gör middagen skön",
      urlKey: "planera-matplatsen",
      summary: "60 cm bordskant per person, 80–90 cm fritt bakom varje stol och cirka 110 cm för ett runt bord för fyra. Här är måtten du behöver när du planerar matplatsen.",
      sections: [
        {
          paragraphs: [
            "En bra matplats märks inte. Man sitter bekvämt, ingen slår armbågen i grannen och det går att resa sig utan att hela raden måste flytta på sig. En dålig matplats märks desto mer. Skillnaden sitter nästan alltid i måtten, så ta fram tumstocken innan du väljer bord.",
          ],
        },
        {
          heading: "Måtten du behöver",
          items: [
            "Räkna med 60 cm bordskant per person för att sitta bekvämt; 70 cm om stolarna har armstöd.",
            "Lämna minst 80–90 cm fritt bakom varje stol så att det går att dra ut stolen och resa sig.",
            "Behöver någon kunna gå förbi bakom den som sitter, räkna med närmare 100–120 cm.",
            "Ett runt bord för fyra personer behöver en diameter på ungefär 110 cm.",
            "Ett rektangulärt bord för sex behöver vara cirka 180 cm långt och 90 cm brett.",
          ],
        },
        {
          heading: "Rund, rektangulär eller utdragbar",
          paragraphs: [
            "Ett runt bord passar bra i kvadratiska rum och i små kök. Alla ser varandra och det finns inga hörn att slå sig på. Ett rektangulärt bord passar i avlånga rum och ger mer plats för många gäster. Ett ovalt bord är en mellanväg: det rymmer lika många som ett rektangulärt men är lättare att gå runt, och de rundade ändarna gör att man kan tränga ihop sig lite extra.",
            "Har du ofta gäster men inte plats för ett stort bord till vardags är ett utdragbart [matbord](category:41) lösningen. Med en eller två iläggsskivor kan ett bord för fyra bli ett bord för åtta. Kom bara ihåg att måtten bakom stolarna gäller även när bordet är utdraget.",
          ],
          pictureCaption: "Ett matbord i massivt trä med matstolar som ryms bekvämt runt om.",
        },
        {
          heading: "Stolarna och ljuset",
          paragraphs: [
            "Matstolarna ska passa bordet. Räkna med 25–30 cm mellan sitsen och bordsskivan, och kontrollera att eventuella armstöd går in under bordet. Vill du slippa välja bord och stolar var för sig är en färdig [matgrupp](category:44) ett enkelt alternativ.",
            "Glöm inte belysningen. Lampan över bordet ska hänga ungefär 60 cm över bordsskivan, så att den lyser upp maten utan att blända dem som sitter. Över ett långt bord kan två lampor eller en avlång pendel vara bättre än en.",
          ],
        },
        {
          heading: "Provsitt i verkligheten",
          paragraphs: [
            "Markera bordets mått med maskeringstejp på golvet och ställ ut några stolar. Då ser du direkt om det går att röra sig runt. Och besök gärna något av våra showrooms och provsitt [en matstol som den här](product:1) vid bordet innan du bestämmer dig.",
            "Tänk också på mattan. Ska det ligga en matta under bordet bör den vara så stor att stolarna står kvar på den även när de dras ut – räkna med minst 60–70 cm utanför bordskanten åt alla håll.",
          ],
        },
      ],
    },
    "open-plan": {
      title: "Skapa zoner i ett öppet rum",
      urlKey: "zoner-i-oppen-planlosning",
      summary: "Låt hörnsoffans rygg markera vardagsrummet, använd mattor som öar och en skänk som rumsavdelare. Så får den öppna planlösningen tydliga zoner.",
      sections: [
        {
          paragraphs: [
            "Den öppna planlösningen är ljus, social och flexibel. Man kan laga mat och samtidigt prata med dem som sitter i soffan. Men utan en tanke bakom möbleringen blir ett stort öppet rum lätt en hall där möblerna står utspridda längs väggarna. Knepet är att skapa zoner – tydliga områden för att laga mat, äta och vila – utan att bygga några väggar.",
          ],
        },
        {
          heading: "Låt soffan rita gränsen",
          paragraphs: [
            "Den enklaste rumsavdelaren har du redan: soffan. Ställ en [hörnsoffa](category:13) med ryggen mot matplatsen eller köket, så markerar den var vardagsrummet börjar. Ryggen blir en låg vägg som delar rummet utan att stänga ute ljuset eller sällskapet.",
            "Tänk på att ryggen då syns från andra delen av rummet. Välj en soffa som är lika snygg bakifrån, och ställ gärna ett smalt bord eller en låg hylla bakom den.",
          ],
          pictureCaption: "En hörnsoffa vars rygg avgränsar vardagsrummet, med en skänk längs väggen bakom.",
        },
        {
          heading: "Verktyg för tydliga zoner",
          items: [
            "Mattor som öar: en matta under sittgruppen och en under matbordet visar var varje zon börjar och slutar.",
            "En skänk eller en öppen hylla kan stå fritt i rummet och dela av utan att stänga.",
            "Belysning per zon: en pendel över matbordet, golvlampor vid soffan och spotlights i köket.",
            "Växter i höga krukor fungerar som mjuka, gröna skärmar.",
            "Låt gångvägarna gå mellan zonerna, inte rakt genom dem.",
            "Ett sidobord eller en pall vid soffans kortsida gör övergången till nästa zon mjukare.",
          ],
        },
        {
          heading: "Matplatsen som länk",
          paragraphs: [
            "Matplatsen hamnar ofta mellan köket och vardagsrummet och blir därmed rummets mittpunkt. Placera bordet så att det går att gå runt det, med minst 80–90 cm fritt bakom stolarna. En färdig [matgrupp](category:44) gör det lätt att få ett enhetligt uttryck i den delen av rummet.",
            "Låt gärna matbordet få en egen lampa, så att det blir en tydlig ö även när resten av rummet ligger i halvmörker. En pendel som hänger ungefär 60 cm över bordsskivan samlar sällskapet och markerar zonen lika tydligt som en matta.",
          ],
        },
        {
          heading: "Färgerna håller ihop helheten",
          paragraphs: [
            "Zonerna ska kännas som delar av samma rum, inte som tre olika hem. Håll dig till en gemensam färgskala och upprepa material – samma träslag i matbordet och i [en skänk som den här](product:1), samma ton i mattan och kuddarna. Då blir rummet både indelat och sammanhållet.",
            "Glöm inte ljudet. Ett stort öppet rum med hårda ytor blir lätt ekande, och mattor, gardiner, stoppade möbler och fulla bokhyllor dämpar efterklangen. Det gör rummet skönare att vara i när familjen gör olika saker samtidigt.",
          ],
        },
      ],
    },
    "home-office-corner": {
      title: "En arbetshörna i vardagsrummet",
      urlKey: "arbetshorna-i-vardagsrummet",
      summary: "En matstol som också fungerar vid skrivbordet, en hylla som döljer pappren och bra ljus från sidan. Så får du plats med jobbet utan att vardagsrummet blir ett kontor.",
      sections: [
        {
          paragraphs: [
            "Allt fler jobbar hemma någon eller några dagar i veckan, men alla har inte ett eget arbetsrum. Då blir det ofta köksbordet eller soffan – två platser som varken är bra för ryggen eller för kvällsfriden. En liten arbetshörna i vardagsrummet kan vara lösningen. Det behövs inte mycket plats, men det behövs lite planering.",
          ],
        },
        {
          heading: "Hitta rätt plats",
          paragraphs: [
            "Det bästa ljuset får du om du sitter med fönstret vid sidan. Då slipper du både blänk i skärmen och att sitta i motljus under videomötena. Ett hörn, en nisch eller ytan bredvid en hylla fungerar bra. Undvik att placera arbetsplatsen så att den är det första du ser från soffan – då är det lättare att släppa jobbet på kvällen.",
            "Ett smalt skrivbord på 100–120 cm räcker för en bärbar dator, en lampa och en anteckningsbok. Saknas golvyta för ett skrivbord kan en bred vägghylla på 72–75 cm höjd fungera som arbetsyta – den blir en vanlig hylla för böcker och växter när datorn är undan.",
          ],
        },
        {
          heading: "En stol för två uppgifter",
          paragraphs: [
            "En kontorsstol på hjul passar sällan in i ett vardagsrum. Välj i stället en [matstol](category:31) som är bekväm att sitta på länge: en sits med lite stoppning, en rygg som stöder och en sitthöjd på ungefär 45 cm. Den ser ut som en del av inredningen och kan användas vid matbordet när gästerna kommer. Lägg gärna en tunn sittdyna på stolen under arbetsdagen, så blir den skönare att sitta på i flera timmar.",
          ],
          pictureCaption: "En bekväm matstol som fungerar lika bra vid skrivbordet, bredvid en öppen hylla.",
        },
        {
          heading: "Så håller du ordning",
          items: [
            "Låt en hylla med lådor eller skåpdörrar ta hand om papper, laddare och pärmar.",
            "Samla småsaker i korgar eller askar på hyllan, så ser det lugnt ut även när det är fullt.",
            "Ställ ett litet sidobord bredvid för telefonen, en kopp kaffe och dagens papper.",
            "Dra sladdarna längs bordsbenet och samla dem i en kabelkanal.",
            "Välj en skrivbordslampa som är snygg nog att stå framme även på helgen.",
          ],
        },
        {
          heading: "Stäng kontoret på kvällen",
          paragraphs: [
            "Det viktigaste med en arbetshörna i vardagsrummet är att den går att stänga. Gör det till en vana att plocka undan när arbetsdagen är slut: datorn i en låda, pappren bakom en dörr, stolen tillbaka till bordet. En [hylla som den här](product:0), med plats för både böcker och en korg för jobbsakerna, gör det lätt. Då är vardagsrummet ett vardagsrum igen när du sätter dig i soffan.",
          ],
        },
      ],
    },
    "storage-that-shows": {
      title: "Förvaring som får synas",
      urlKey: "forvaring-som-far-synas",
      summary: "Öppna hyllor för det du vill se, stängda skänkar för resten. Så stylar du hyllan i udda antal och lämnar en tredjedel tom.",
      sections: [
        {
          paragraphs: [
            "Förvaring handlar inte bara om att få undan saker. Rätt gjord är den en av de vackraste delarna av ett hem – en vägg med böcker, keramik och minnen säger mer om den som bor där än nästan något annat. Men det kräver en plan, annars blir den öppna hyllan snabbt en plats för allt som inte har något annat hem.",
          ],
        },
        {
          heading: "Öppet eller stängt?",
          paragraphs: [
            "Börja med att dela upp det du ska förvara i två högar: det du gärna visar upp och det du helst slipper se. Böcker, vackra skålar, konst och växter får stå på öppna [hyllor](category:61). Sladdar, spel, dokument, servetter och allt annat vardagligt hör hemma bakom dörrar och i lådor.",
            "En [skänk](category:62) är perfekt för den stängda förvaringen. Den rymmer mycket, och ovansidan blir samtidigt en yta att styla med lampor, tavlor och vaser.",
            "Tänk också på höjden. Det du använder varje dag ska stå mellan knä- och axelhöjd, medan det som sällan används kan få de översta och nedersta hyllplanen. Tunga saker står bäst längst ner, där de också gör hyllan stabilare – och höga hyllor ska alltid fästas i väggen.",
          ],
          pictureCaption: "En öppen hylla med böcker och keramik bredvid en skänk som döljer resten.",
        },
        {
          heading: "Så stylar du hyllan",
          items: [
            "Gruppera föremål i udda antal – tre eller fem saker tillsammans ser mer naturligt ut än två eller fyra.",
            "Lämna ungefär en tredjedel av hyllan tom; luften gör att det du ställer fram syns.",
            "Variera höjder: låt en hög vas stå bredvid en låg skål och en liten stapel böcker.",
            "Blanda stående och liggande böcker, och använd en liggande trave som piedestal för ett litet föremål.",
            "Håll dig till några få färger som återkommer på flera hyllplan.",
            "Ta in något levande – en växt som hänger ner från översta hyllan mjukar upp helheten.",
          ],
        },
        {
          heading: "Stå tillbaka och titta",
          paragraphs: [
            "När du har ställt allt på plats, gå några steg bakåt och titta med halvslutna ögon. Ser du en enda stor klump, eller ser blicken en rytm över hyllan? Flytta, ta bort och prova igen. Det brukar vara det du tar bort som gör störst skillnad.",
            "Byt gärna ut några saker när årstiden skiftar. Det gör att du ser hyllan med nya ögon, och det är ett bra tillfälle att damma.",
          ],
        },
        {
          heading: "Låt förvaringen växa",
          paragraphs: [
            "Det fina med öppna hyllsystem är att de kan byggas ut. Börja med [en hylla som den här](product:0) och komplettera när behoven ändras. Låt en skänk eller två bära den tyngre förvaringen nedtill, så får väggen både ordning och personlighet.",
          ],
        },
      ],
    },
    "bar-stools": {
      title: "Välj rätt barstol – höjden avgör",
      urlKey: "valj-ratt-barstol",
      summary: "En bänkhöjd på cirka 90 cm kräver en sitthöjd på runt 65 cm, ett barbord på 105 cm cirka 75 cm. Så väljer du barstolar som passar köksön.",
      sections: [
        {
          paragraphs: [
            "Köksön har blivit hemmets nya samlingsplats. Det är där barnen gör läxor, där frukosten äts i farten och där gästerna står och pratar medan maten lagas. Med några bra barstolar blir den en riktig sittplats. Men den vanligaste missen är fel höjd, så börja med att mäta.",
          ],
        },
        {
          heading: "Höjden först",
          paragraphs: [
            "Det viktigaste måttet är avståndet mellan sitsen och bänkskivans undersida. Det ska vara 25–30 cm, så att det finns plats för benen utan att du sitter för lågt.",
          ],
          items: [
            "Köksö eller bänk i vanlig köksbänkshöjd, cirka 90 cm: välj en sitthöjd på ungefär 65 cm.",
            "Barbord eller hög bardisk, cirka 105 cm: välj en sitthöjd på ungefär 75 cm.",
            "Matbord på 72–75 cm: då är det vanliga matstolar med sitthöjd runt 45 cm som gäller.",
            "Osäker eller olika höjder hemma? En barstol med justerbar höjd kan anpassas.",
          ],
        },
        {
          heading: "Hur många får plats?",
          paragraphs: [
            "Räkna med ungefär 60 cm per stol längs bänken. En köksö på 180 cm rymmer alltså tre [barstolar](category:32) bekvämt. Har stolarna armstöd eller är sitsen bred, räkna med lite mer. Tänk också på att det ska gå att dra ut stolen och kliva upp – lämna gärna 80–90 cm fritt bakom. Har köksön ett överhäng, alltså att skivan sticker ut över skåpen, bör det vara minst 25–30 cm så att knäna får plats. Utan överhäng sitter man snett och långt från bänken.",
          ],
          pictureCaption: "Barstolar med fotstöd vid en köksö, med gott om plats mellan varje stol.",
        },
        {
          heading: "Fotstöd och ryggstöd",
          paragraphs: [
            "En barstol utan fotstöd blir snabbt obekväm, eftersom fötterna inte når golvet. Se till att stolen har en fotring eller en fotstång i lagom höjd. Den skyddar också benen på stolen från skor och repor.",
            "Ryggstöd är ett måste om stolarna ska användas länge, till exempel för läxor eller hemmajobb. En låg rygg ger stöd men tar mindre plats visuellt och kan skjutas in under bänken. Pallar utan rygg passar bäst för en snabb kopp kaffe. En vridbar sits gör det lättare att vända sig mot rummet och prata med den som lagar mat.",
          ],
        },
        {
          heading: "Material och känsla",
          paragraphs: [
            "Trä ger värme och passar ihop med ett [matbord](category:41) i samma träslag, metall är tåligt och lätt att torka av, och en stoppad sits är skönare för längre stunder. Välj material som är lätta att rengöra, för vid köksön spills det. Sätt också filttassar under stolsbenen redan första dagen, så slipper trägolvet repor. Och provsitt gärna [en barstol som den här](product:0) i något av våra showrooms innan du bestämmer dig.",
          ],
        },
      ],
    },
    "small-balcony": {
      title: "Stor sommarkänsla på en liten balkong",
      urlKey: "inred-en-liten-balkong",
      summary: "Fällstolar och ett bistrobord, ett vägg- eller halvparasoll, växter på räcket och dynor du tar in. Så får den lilla balkongen plats med sommaren.",
      sections: [
        {
          paragraphs: [
            "En balkong på tre eller fyra kvadratmeter kan vara stadens bästa sommarrum. Det är där morgonkaffet smakar bäst och där man sitter kvar med en bok medan livet pågår på gatan nedanför. Med rätt möbler och lite planering räcker även en liten yta till både frukost för två och en skön kvällsstund.",
          ],
        },
        {
          heading: "Möbler som kan fällas ihop",
          paragraphs: [
            "På en liten balkong är fällbara möbler ett bra val. Ett par fällbara [trädgårdsstolar](category:52) och ett litet bistrobord kan fällas ihop och hängas på väggen när du behöver plats, till exempel för att vattna blommor eller hänga tvätt. Ett runt bistrobord på 60–70 cm i diameter räcker för två koppar, en tidning och en skål med bär.",
            "Mät balkongen innan du köper och tänk på att balkongdörren ska kunna öppnas. Räkna också med att du ska kunna dra ut stolen och sätta dig utan att krocka med räcket. Fällbara möbler är dessutom lätta att ta in över vintern.",
          ],
          pictureCaption: "Två fällstolar och ett litet bistrobord på en stadsbalkong med växter längs räcket.",
        },
        {
          heading: "Skugga utan stor fot",
          paragraphs: [
            "Ett vanligt parasoll med stor fot tar ofta för mycket plats. Ett halvparasoll som ställs mot väggen, eller ett parasoll som fästs på räcket eller väggen, ger skugga där du sitter utan att ta golvyta. Kolla med föreningen eller hyresvärden vad som gäller för infästning, och fäll alltid ihop parasollet när det blåser – på en hög balkong kan vinden ta i ordentligt.",
            "Har balkongen tak eller markis kanske du inte behöver något parasoll alls. Tänk på var solen står när du oftast sitter ute: en balkong mot väster får den varmaste solen på kvällen, en mot öster är perfekt för frukost.",
          ],
        },
        {
          heading: "Så får du plats med mer",
          items: [
            "Häng balkonglådor på utsidan av räcket – då får du blommor och örter utan att ta golvyta.",
            "Använd väggen: hyllor, krokar och spaljéer för klätterväxter.",
            "Välj väderbeständiga material som aluminium, teak eller pulverlackerat stål som klarar regn.",
            "Ta in dynorna på kvällen eller förvara dem i en liten dynbox som också fungerar som extra sittplats.",
            "Lägg en utomhusmatta på golvet, så blir balkongen ett rum.",
            "Placera balkonglådorna så att vattnet inte rinner ner till grannen under.",
          ],
        },
        {
          heading: "Ljus för kvällen",
          paragraphs: [
            "När mörkret faller gör några lyktor eller en ljusslinga längs räcket hela skillnaden. Välj gärna solcellsdrivna, så slipper du dra sladdar. Med [en stol som den här](product:0), en pläd och ett glas något gott blir den lilla balkongen en plats du längtar till hela dagen.",
          ],
        },
      ],
    },
    "patio-planning": {
      title: "Planera uteplatsen efter solen",
      urlKey: "planera-uteplatsen",
      summary: "Följ solen under dagen, mät innan du köper och lämna 80 cm bakom stolarna. Så planerar du en uteplats med matplats vid köket och loungehörna i kvällssol.",
      sections: [
        {
          paragraphs: [
            "En uteplats som fungerar är en uteplats som används. Ofta hamnar den där det är enklast att lägga plattor, inte där man faktiskt vill sitta. Innan du köper möbler eller lägger nya stenar lönar det sig att titta på hur solen rör sig över tomten och hur du själv vill använda ytan.",
          ],
        },
        {
          heading: "Följ solen en hel dag",
          paragraphs: [
            "Ta en ledig dag i början av sommaren och notera var solen ligger på morgonen, vid lunch och på kvällen. Gör gärna en enkel skiss av tomten och markera skuggorna från huset, träden och staketet. Många upptäcker att den bästa kvällssolen finns i ett hörn av trädgården som knappt används.",
            "Tänk också på vinden. En plats i lä gör att du kan sitta ute både tidigt på våren och sent på hösten. Glöm inte heller insynen: en uteplats där grannarna ser rakt ner på tallrikarna används sällan. Ett staket, en häck eller några höga krukor kan räcka för att göra platsen ombonad.",
          ],
        },
        {
          heading: "Steg för steg",
          items: [
            "Bestäm vad uteplatsen ska användas till: frukost, middagar, vila eller allt på en gång.",
            "Placera matplatsen nära köksdörren, så blir det lätt att bära ut mat och disk.",
            "Lägg loungehörnan där kvällssolen ligger kvar längst.",
            "Mät ytan och rita in möblerna i skala innan du köper.",
            "Lämna minst 80 cm fritt bakom stolarna så att det går att resa sig och gå förbi.",
          ],
        },
        {
          heading: "Matplatsen vid köket",
          paragraphs: [
            "En [trädgårdsgrupp](category:56) med bord och stolar för sex kräver mer plats än man tror. Ett bord på 180 × 90 cm med stolar längs långsidorna och 80 cm fritt bakom varje stol behöver en yta som är ungefär 3,5 meter bred. Lägg måtten på marken med snöre eller trädgårdsslang innan du bestämmer dig.",
            "Står bordet nära köket blir det naturligt att äta ute oftare, även en vanlig tisdag. På en mindre yta är ett runt bord ofta smartare – det rymmer fler på mindre plats.",
          ],
          pictureCaption: "En trädgårdsgrupp i teak nära köksdörren, med gott om plats bakom stolarna.",
        },
        {
          heading: "Två platser är bättre än en",
          paragraphs: [
            "Har du plats är det värt att skapa två zoner: en matplats där morgonsolen och lunchsolen når, och en loungehörna för kvällen. Då följer du solen under dagen och sitter alltid på rätt ställe. Ett extra [trädgårdsbord](category:51) och ett par stolar på en liten grusyta kan räcka för att göra en vrå till en favoritplats. Börja gärna med [en trädgårdsgrupp som den här](product:0) och bygg vidare.",
            "Lägg gärna uteplatsen på en jämn, fast yta av plattor, trä eller stenmjöl, så att stolarna står stadigt och inte sjunker ner när marken är blöt.",
          ],
        },
      ],
    },
    "parasol-guide": {
      title: "Så väljer du rätt parasoll",
      urlKey: "valj-ratt-parasoll",
      summary: "Duken ska vara ungefär en meter bredare än bordet, och foten måste vara tung nog. Så väljer du mellan mittstångsparasoll och frihängande parasoll.",
      sections: [
        {
          paragraphs: [
            "Ett bra parasoll gör en het julidag behaglig och gör att du kan sitta ute även mitt på dagen. Men ett parasoll som är för litet, för lätt eller på fel plats blir mest till irritation. Här går vi igenom storlek, typ, fot och tyg – allt du behöver veta innan du väljer.",
          ],
        },
        {
          heading: "Rätt storlek",
          paragraphs: [
            "Tumregeln är enkel: duken ska vara ungefär en meter bredare än bordet den ska skugga. Ett runt bord på 120 cm behöver alltså ett parasoll på cirka 2,2 meter, och ett bord på 200 cm ett parasoll på runt 3 meter. Tänk på att solen vandrar, så ett parasoll som bara täcker bordet precis vid lunch lämnar dig i solen en timme senare.",
            "Till rektangulära bord finns rektangulära parasoller, som ger skugga där den behövs utan att bli onödigt stora.",
            "Höjden spelar också roll. Duken ska sitta så högt att ingen slår huvudet i kanten, men inte så högt att skuggan hamnar bredvid bordet när solen står lägre på eftermiddagen. Ett parasoll som kan lutas löser det.",
          ],
        },
        {
          heading: "Mittstång eller frihängande",
          paragraphs: [
            "Ett parasoll med mittstång är det klassiska valet över ett [trädgårdsbord](category:51) med hål för stången. Det är stabilt, enkelt och tar lite plats.",
            "Ett frihängande parasoll har stången vid sidan och duken hängande över. Det passar över en loungegrupp eller en solsäng där en stång skulle stå i vägen, och många modeller kan vinklas och vridas efter solen. Baksidan är att det kräver en betydligt tyngre fot.",
          ],
          pictureCaption: "Ett stort parasoll som skuggar hela trädgårdsbordet även när solen flyttar sig.",
        },
        {
          heading: "Checklista innan du köper",
          items: [
            "Foten ska väga minst 25–50 kg för ett parasoll med mittstång, beroende på storlek.",
            "Ett frihängande parasoll behöver ännu mer – ofta 80 kg eller mer, fördelat på plattor.",
            "Välj en duk med UPF 50+, som stoppar det mesta av UV-strålningen.",
            "Ljusa dukar känns svalare under, mörka dukar ger djupare skugga.",
            "En ventil i toppen släpper ut varm luft och minskar trycket när det blåser.",
          ],
        },
        {
          heading: "Fäll ihop när det blåser",
          paragraphs: [
            "Även ett stabilt [parasoll](category:54) kan välta eller gå sönder i en kraftig vindby. Gör det till en vana att fälla ihop det när du lämnar uteplatsen och alltid när det blåser upp. Dra på skyddsfodralet när parasollet inte används, så håller duken färgen längre. Låt duken torka uppfälld efter regn innan du fäller ihop den, annars kan mögel få fäste. Sköter du [ett parasoll som det här](product:0) så räcker det i många somrar.",
          ],
        },
      ],
    },
    "sun-loungers": {
      title: "Solsängen – så väljer du för sköna sommardagar",
      urlKey: "valj-ratt-solsang",
      summary: "Ställbart ryggstöd, hjul för att följa solen, snabbtorkande textilene och ram i teak eller aluminium. Det här ska du tänka på när du väljer solsäng.",
      sections: [
        {
          paragraphs: [
            "Det finns få saker som känns så mycket sommar som att sträcka ut sig på en solsäng med en bok och ett glas något kallt inom räckhåll. Men solsängar skiljer sig mer än man tror – i komfort, vikt, skötsel och hur lätt de är att flytta. Här är det som gör skillnad.",
          ],
        },
        {
          heading: "Ryggstöd och hjul",
          paragraphs: [
            "Ett ställbart ryggstöd är ett måste. Du vill kunna ligga platt och sola ryggen, halvsitta och läsa och sitta nästan upprätt och prata. Titta efter minst fyra eller fem lägen och ett fäste som är lätt att ställa om utan att du behöver resa dig.",
            "Hjul i huvudänden gör att du kan dra solsängen efter solen, eller in i skuggan när det blir för varmt. Det låter som en detalj, men den som har lyft en tung teaksäng över gräsmattan några gånger vet hur mycket det betyder. En [solsäng](category:53) med hjul kallas ibland för solvagn.",
          ],
        },
        {
          heading: "Teak eller aluminium",
          paragraphs: [
            "En ram i teak är varm, tung och stabil. Den åldras vackert till en silvergrå patina eller kan oljas för att behålla den gyllene tonen. Aluminium är lätt, rostar inte och kräver nästan ingen skötsel – ett bra val om solsängen ska flyttas ofta eller stå vid en pool.",
            "Kombinationen är också vanlig: en ram i aluminium med armstöd eller detaljer i teak ger både lätthet och värme. Tänk på att metall kan bli varm i stark sol, så välj gärna ljusa färger om solsängen ska stå i full sol hela dagen. Och är du lång, kontrollera liggytans längd så att fötterna inte hänger utanför.",
          ],
          pictureCaption: "En solsäng med hjul och ställbart ryggstöd under ett parasoll.",
        },
        {
          heading: "Det här ska du titta efter",
          items: [
            "Liggyta i textilene: ett tätt vävt, spänt material som torkar snabbt efter regn eller bad och inte behöver dyna.",
            "Minst fyra lägen på ryggstödet, gärna med ett läge där du kan sitta upprätt.",
            "Hjul i ena änden om du vill flytta solsängen efter solen.",
            "Stapelbara eller fällbara modeller om de ska förvaras på liten yta över vintern.",
            "Ett litet sidobord bredvid, för glaset, solkrämen och boken.",
          ],
        },
        {
          heading: "Skugga och förvaring",
          paragraphs: [
            "Även den som älskar sol behöver skugga ibland. Ett frihängande [parasoll](category:54) kan vinklas över solsängen utan att stången står i vägen. Se till att foten är tung nog, eftersom parasollet ofta står fritt på en öppen yta.",
            "På hösten tvättar du solsängen med mild såpa, låter den torka och ställer den torrt och luftigt. Textilene kan stå ute under tak, men en sval, torr förvaring förlänger livet på [en solsäng som den här](product:0).",
          ],
        },
      ],
    },
    "lounge-group-guide": {
      title: "Så hittar du rätt loungegrupp",
      urlKey: "valj-ratt-loungegrupp",
      summary: "Mät ytan, fundera på en modulsoffa och välj mellan konstrotting, aluminium och teak. Sittdjup och dyntjocklek avgör hur skön loungegruppen blir.",
      sections: [
        {
          paragraphs: [
            "En loungegrupp förvandlar uteplatsen till ett vardagsrum. Det är där man sjunker ner efter jobbet, där vännerna blir kvar efter middagen och där barnen somnar under en filt en sen augustikväll. Men loungegrupper finns i många storlekar, material och former, så det lönar sig att tänka efter före.",
          ],
        },
        {
          heading: "Börja med att mäta",
          paragraphs: [
            "Loungemöbler är djupa och tar mer plats än man tror. Mät uteplatsen och rita in möblerna i skala, eller lägg ut måtten med snöre på marken. Räkna med att det ska gå att gå runt sittgruppen och att det behövs plats för ett bord i mitten – ungefär 40–50 cm mellan soffa och bord är lagom.",
            "Tänk också på var solen ligger på kvällen och hur mycket vind platsen får. Fundera sedan på hur många som brukar sitta där. En hörnsoffa för fem och två fåtöljer passar en familj som gärna har gäster, medan ett par som mest sitter själva klarar sig gott med en tvåsits soffa, en fåtölj och ett bord.",
          ],
        },
        {
          heading: "Modulsoffa som växer",
          paragraphs: [
            "En modulär [loungegrupp](category:55) består av fristående delar – hörn, mittdelar, fotpallar – som kan ställas ihop på olika sätt. I år kan den vara en hörnsoffa, nästa år två soffor mittemot varandra. Den kan byggas på när familjen växer och flyttas med till ett nytt hus med annan uteplats. Titta efter delar som kan kopplas ihop med klämmor eller beslag, så att de inte glider isär när någon sätter sig.",
          ],
          pictureCaption: "En modulär loungegrupp i hörnform med tjocka dynor och ett parasoll som ger kvällsskugga.",
        },
        {
          heading: "Material och komfort",
          items: [
            "Konstrotting är väderbeständig, lätt att torka av och tål att stå ute hela sommaren.",
            "Aluminium är lätt, rostar inte och ger en stram, modern form.",
            "Teak är tungt och stabilt och kan gråna eller oljas efter smak.",
            "Ett sittdjup på 60–70 cm är bra för att sitta och prata; djupare ytor inbjuder till att ligga.",
            "Tjocka dynor, gärna 12 cm eller mer, i snabbtorkande skum gör stor skillnad för komforten.",
          ],
        },
        {
          heading: "Skugga och skydd",
          paragraphs: [
            "En loungegrupp står ofta i full sol, och då behövs skugga. Ett frihängande [parasoll](category:54) är praktiskt, eftersom foten kan stå bakom soffan och duken hänga över. Tänk också på hur du ska skydda dynorna: en dynbox intill eller ett förråd nära gör att de kommer in när det regnar. Med lite omsorg kan [en loungegrupp som den här](product:0) bli sommarens mest använda möbel i många år.",
            "Välj gärna dyntyg i en färg som tål solen. Ljusa och melerade nyanser bleks mindre synligt än mörka, och ett avtagbart överdrag kan tvättas när sommaren har satt sina spår.",
          ],
        },
      ],
    },
    "spring-garden": {
      title: "Gör trädgården redo för våren",
      urlKey: "gor-tradgarden-redo-for-varen",
      summary: "Tvätta möblerna, olja träet, kontrollera parasollet och byt ut slitna dynor. Börja med en hörna, så är uteplatsen snart redo för säsongen.",
      sections: [
        {
          paragraphs: [
            "De första varma dagarna i april eller maj kommer ofta överraskande. Plötsligt är det tjugo grader i solen och man vill inget hellre än att dricka kaffet ute. Med en plan för vårstädningen är trädgårdsmöblerna redo på en helg – och du kan sitta ute redan nästa morgon.",
          ],
        },
        {
          heading: "Börja med en hörna",
          paragraphs: [
            "Det är lätt att bli överväldigad när allt ska göras på en gång. Välj i stället en hörna att börja med, gärna den som får mest sol tidigt på säsongen. Ta fram ett bord och några stolar, tvätta dem och ställ dem på plats. Då har du redan en plats att njuta av medan resten av trädgården väntar.",
            "Vårens första veckor i trädgården handlar ofta om att kratta, beskära och förbereda rabatterna. Låt möblerna vara belöningen snarare än ännu en punkt på listan: en plats att sitta en stund med kaffet mellan varven.",
          ],
        },
        {
          heading: "Vårstädningen steg för steg",
          items: [
            "Ta fram möblerna en torr, mild dag och låt dem vädras.",
            "Tvätta med mild såpa och en mjuk borste, skölj med vanlig slang – inte högtryckstvätt.",
            "Låt trämöblerna torka ett dygn och olja dem sedan om du vill behålla den varma tonen.",
            "Dra åt skruvar och kontrollera att ben och beslag sitter som de ska.",
            "Tvätta dynornas överdrag och låt dem torka helt innan de läggs ut.",
          ],
          pictureCaption: "En nytvättad trädgårdsgrupp och ett parasoll, redo för säsongens första frukost ute.",
        },
        {
          heading: "Kontrollera parasollet",
          paragraphs: [
            "Fäll upp [parasollet](category:54) och titta efter mögelfläckar, hål eller revor i duken. Kontrollera att vevmekanismen går lätt och att ekrarna är hela. Är duken smutsig kan den borstas med ljummet vatten och mild tvål – låt den torka uppfälld innan du fäller ihop den igen. Kontrollera också att foten är hel och tung nog. Lite silikonspray i leder och vev gör att parasollet går lätt hela sommaren.",
          ],
        },
        {
          heading: "Ny färg, nya dynor",
          paragraphs: [
            "Våren är ett bra tillfälle att förnya. Nya dynor eller några kuddar i en annan färg kan få en tio år gammal [trädgårdsgrupp](category:56) att kännas som ny. Är dynorna platta och tunna är det värt att byta – ett nytt snabbtorkande skum gör stor skillnad. Titta också på lyktorna och krukorna – en ny kruka med ett olivträd eller en rad pelargoner gör ofta lika mycket för uteplatsen som en ny möbel.",
            "Har möblerna tjänat ut, eller vill du göra om uteplatsen helt, är det på våren som det är roligast att börja. Och den första frukosten ute vid [ett bord som det här](product:2) brukar vara värd all möda.",
          ],
        },
      ],
    },
    "sofa-buying-guide": {
      title: "Så väljer du rätt soffa",
      urlKey: "valj-ratt-soffa",
      summary: "Mät rummet, dörrarna och trapphuset. Sittdjup, sitthöjd, stoppning och klädsel avgör om soffan passar dig. Här är allt du behöver veta.",
      sections: [
        {
          paragraphs: [
            "En soffa köper man inte varje år. Den ska passa rummet, kroppen och livet du lever i den i många år framöver. Därför är det värt att ta sig tid och fundera igenom några saker innan man bestämmer sig – helst innan man förälskar sig i en modell i butiken.",
          ],
        },
        {
          heading: "Mät – och mät igen",
          items: [
            "Mät rummet och rita in soffan i skala, med gångvägar på minst 60–70 cm.",
            "Mät dörröppningar, hall och hiss – soffan ska ju in i lägenheten.",
            "Mät trapphuset, särskilt svängar och vilplan, där de flesta leveranser fastnar.",
            "Kontrollera om soffan levereras i delar eller om benen kan skruvas av.",
            "Tejpa upp soffans mått på golvet och lev med det några dagar.",
          ],
        },
        {
          heading: "Sittdjup och sitthöjd",
          paragraphs: [
            "Sittdjupet avgör hur du sitter. Ett sittdjup på 55–60 cm passar dig som vill sitta mer upprätt, med fötterna i golvet och ryggen mot ryggstödet. Vill du ligga och vila, sitta med benen uppdragna eller har långa ben, välj en djupare soffa. En sitthöjd på ungefär 45 cm är lagom för de flesta och gör det lätt att resa sig.",
            "Fundera också över stoppningen. Fasta dynor behåller formen och ger stöd, mjuka dynor med dun eller fiber känns omslutande men behöver skakas upp oftare.",
          ],
          pictureCaption: "En tresits soffa och en hörnsoffa med olika sittdjup – prova båda innan du väljer.",
        },
        {
          heading: "Storlek och form",
          paragraphs: [
            "En [3-sits soffa](category:11) räcker för de flesta familjer och passar i de flesta vardagsrum. En [hörnsoffa](category:13) ger fler sittplatser och ett naturligt ställe att ligga ner, men tar mer plats och är svårare att flytta. I större rum och för stora familjer kan en [4-sits soffa](category:15) vara rätt, och ett [soffpaket](category:16) gör det lätt att få soffa och fåtölj som matchar.",
            "Tänk också på hur ni använder soffan. Ligger någon ofta och tittar på film är en divan eller en hörndel guld värd; sitter ni mest och pratar passar en rak soffa med ett par fåtöljer bättre.",
          ],
        },
        {
          heading: "Tyg eller läder, ben eller sockel",
          paragraphs: [
            "Tyg finns i fler färger och strukturer och känns varmt. Välj ett tyg med hög nötningstålighet om soffan ska användas mycket, och gärna en avtagbar klädsel. Läder är slitstarkt, lätt att torka av och blir vackrare med åren, men kräver lite skötsel och passar inte alla katter.",
            "Ben gör soffan lättare för ögat och underlättar städningen, medan en sockel ger ett stabilare och mer stramt uttryck. Provsitt gärna [en soffa som den här](product:0) i något av våra showrooms – en kvart i soffan säger mer än alla mått.",
          ],
        },
      ],
    },
    "sofa-beds": {
      title: "Bäddsoffan: mekanismer, madrasser och mått",
      urlKey: "valj-ratt-baddsoffa",
      summary: "Utfällbar, klick-klack eller utdragbar? Så väljer du bäddsoffa efter hur ofta den ska bäddas, hur mycket plats den tar utfälld och var sängkläderna ska ligga.",
      sections: [
        {
          paragraphs: [
            "En bäddsoffa är två möbler i en, och därför också en kompromiss. Den ska vara skön att sitta i på dagen och skön att sova i på natten, och den ska gå att bädda utan att man behöver en manual. Vilken bäddsoffa som passar dig beror främst på en sak: hur ofta den ska användas som säng.",
          ],
        },
        {
          heading: "Tre vanliga mekanismer",
          paragraphs: [
            "En utfällbar bäddsoffa har en madrass som ligger vikt inuti soffan och fälls ut i två eller tre delar. Sittdynorna lyfts av, och madrassen kan vara ganska tjock. Den passar bra om soffan används som säng ibland och som soffa mest.",
            "En klick-klack-soffa bäddas genom att ryggen fälls ner tills den klickar på plats. Sitsen och ryggen blir då liggytan. Den är snabb och enkel och tar lite plats, men liggytan är soffans egen stoppning.",
            "En utdragbar bäddsoffa har en bädd som dras ut framåt, ofta med en extra madrassdel som ligger under sitsen. Den är lätt att bädda och ger ofta en bred säng.",
          ],
        },
        {
          heading: "Madrassen avgör",
          paragraphs: [
            "För gäster några nätter om året räcker en madrass på 10–12 cm. Ska bäddsoffan vara någons säng varje natt, till exempel i en etta eller ett tonårsrum, välj en modell med en riktig madrass på minst 14–18 cm, gärna med pocketfjädrar. Provligg alltid – det är sovkomforten som gör skillnad på lång sikt. Tänk också på vem som ska sova där: en bäddsoffa för barnbarnen har andra krav än en där två vuxna sover varje natt, och för två personer är 140 cm i bredd ett minimum.",
          ],
          pictureCaption: "En bäddsoffa utfälld till säng, med ett litet sidobord som nattduksbord.",
        },
        {
          heading: "Innan du köper",
          items: [
            "Mät hur mycket plats soffan tar utfälld – ofta 200–220 cm på längden – och kontrollera att golvet är fritt.",
            "Tänk på att dörrar, garderober och element ska gå att nå när sängen är bäddad.",
            "Titta efter en modell med förvaringsutrymme för täcke, kuddar och lakan.",
            "Prova att bädda och bädda upp själv – det ska gå på en minut.",
            "Välj ett tyg som tål att användas både som soffa och säng, gärna med avtagbar klädsel.",
          ],
        },
        {
          heading: "Gör gästrummet komplett",
          paragraphs: [
            "En [bäddsoffa](category:14) i kombination med ett litet [sidobord](category:43) som nattduksbord gör vilket rum som helst till ett gästrum. Lägg till en lampa, en krok för kläderna och ett par handdukar, så känner sig gästerna välkomna. Vill du se hur det fungerar i praktiken, provsitt och provligg [en bäddsoffa som den här](product:0) i något av våra showrooms.",
          ],
        },
      ],
    },
    "dining-chairs": {
      title: "Matstolar: mått, material och mod att blanda",
      urlKey: "valj-ratt-matstolar",
      summary: "Sitthöjd runt 45 cm till ett bord på 72–75 cm, 25–30 cm mellan sits och bordsskiva och armstöd som går in under bordet. Så väljer du matstolar.",
      sections: [
        {
          paragraphs: [
            "Matstolar används varje dag – till frukost, läxor, långa middagar och samtal som drar ut på tiden. Därför är det värt att välja med omsorg. En stol som ser vacker ut men är obekväm efter en halvtimme blir snabbt en stol som ingen vill sitta på.",
          ],
        },
        {
          heading: "Måtten som spelar roll",
          items: [
            "Ett vanligt matbord är 72–75 cm högt; till det passar en sitthöjd på ungefär 45 cm.",
            "Det ska vara 25–30 cm mellan sitsen och bordsskivan, så att benen får plats.",
            "Kontrollera att armstöden går in under bordsskivan, annars kan stolen inte skjutas in.",
            "Räkna med cirka 60 cm bordsbredd per stol, och lite mer för stolar med armstöd.",
            "Lämna 80–90 cm fritt bakom stolarna så att det går att resa sig.",
          ],
        },
        {
          heading: "Stoppat eller trä",
          paragraphs: [
            "En [matstol](category:31) i massivt trä är tålig, lätt att torka av och åldras vackert. Den passar i ett kök med barn och mycket spill. En stoppad sits eller en helt klädd stol är skönare under långa middagar och dämpar ljudet i rummet – ett plus i hem med hårda golv och stora fönster.",
            "Vill du ha både och, välj en trästol med en stoppad sitsdyna. Den ger komforten men är lätt att hålla ren.",
            "Tänk på skötseln när du väljer klädsel. Ett tätt vävt tyg med hög nötningstålighet eller ett läder som tål att torkas av är klokare än ett ömtåligt tyg i ett hem med barn. Avtagbara sitsdynor kan tvättas eller bytas när de blivit slitna.",
          ],
          pictureCaption: "Matstolar i trä med stoppad sits runt ett matbord i samma träslag.",
        },
        {
          heading: "Blanda och matcha",
          paragraphs: [
            "Det är inte nödvändigt att alla stolar runt bordet är likadana. Olika stolar ger ett personligt och avslappnat intryck, särskilt kring ett stort, enkelt bord. Knepet är att hålla ihop helheten med något gemensamt: samma färg på olika modeller, samma träslag i olika former eller samma modell i olika färger. Vid ett runt bord blir blandningen särskilt lyckad, eftersom det inte finns någon rad som bryts.",
            "Ett annat grepp är att ställa två avvikande stolar vid kortsidorna, till exempel med armstöd, och likadana stolar längs långsidorna.",
          ],
        },
        {
          heading: "Prova vid rätt bord",
          paragraphs: [
            "Sitt gärna en stund på stolen innan du bestämmer dig, helst vid ett bord i samma höjd som ditt eget. Känn efter om ryggen stöder, om sitsen är lagom djup och om du kan sitta med fötterna i golvet. Har du ofta många gäster är några stapelbara stolar i förrådet ett smart komplement. Ta med måtten på ditt [matbord](category:41) när du besöker våra showrooms, eller prova [en matstol som den här](product:0) vid något av våra bord.",
          ],
        },
      ],
    },
    "coffee-table-guide": {
      title: "Rätt soffbord till din soffa",
      urlKey: "valj-ratt-soffbord",
      summary: "Ungefär två tredjedelar av soffans längd, lika högt som sitsen och 40–45 cm från soffan. Så hittar du ett soffbord som passar både soffan och rummet.",
      sections: [
        {
          paragraphs: [
            "Soffbordet är vardagsrummets arbetshäst. Det bär kaffekoppar, tidningar, fjärrkontroller, spel och ibland en hel middag framför tv:n. Samtidigt hamnar det mitt i rummet och påverkar hur hela sittgruppen ser ut. Med några enkla mått blir det lätt att välja rätt.",
          ],
        },
        {
          heading: "Tre mått att utgå från",
          items: [
            "Längd: soffbordet bör vara ungefär två tredjedelar av soffans längd. Till en soffa på 220 cm passar ett bord på runt 140–150 cm.",
            "Höjd: bordet bör vara ungefär lika högt som soffans sits, oftast 40–45 cm, så att det är bekvämt att nå.",
            "Avstånd: lämna 40–45 cm mellan soffan och bordet – nära nog att nå koppen, långt nog för benen.",
            "Gångväg: räkna med minst 60 cm runt bordet där du behöver gå förbi.",
          ],
        },
        {
          heading: "Runt, ovalt eller rektangulärt",
          paragraphs: [
            "Ett rektangulärt bord följer soffans linje och ger mycket yta. Det passar framför en lång [3-sits soffa](category:11) eller en hörnsoffa.",
            "Ett runt eller ovalt bord är lättare att gå runt och passar bra i trånga rum, där hörn lätt blir i vägen. Det mjukar också upp ett rum med många raka linjer, och i ett hem med små barn är det skönt att slippa vassa hörn. Till en hörnsoffa kan ett kvadratiskt bord vara ett bra val, eftersom det når både långsidan och hörnet.",
          ],
          pictureCaption: "Ett runt soffbord i massivt trä framför en tresits soffa, på lagom avstånd.",
        },
        {
          heading: "Förvaring under skivan",
          paragraphs: [
            "Ett [soffbord](category:42) med en hylla under skivan gör stor skillnad i vardagen. Där kan tidningar, böcker, spel och fjärrkontroller ligga, så att bordsskivan hålls fri. Lådor döljer ännu mer, medan en öppen hylla gör det lätt att ställa fram korgar.",
            "I ett litet rum kan två mindre bord i olika höjder, som kan skjutas in under varandra, ersätta ett stort bord. Ett bord på hjul är dessutom lätt att rulla undan när golvet behövs för lek eller för att duka upp ett spel.",
          ],
        },
        {
          heading: "Material som passar",
          paragraphs: [
            "Ett bord i massivt trä tål vardagen och kan slipas om vid behov, glas gör bordet nästan osynligt i ett litet rum, och sten eller keramik ger tyngd och en tålig yta. Tänk på hur bordet ska användas: äter ni ofta framför tv:n är en tålig yta viktigare än en ömtålig. Välj [ett soffbord som det här](product:0) efter soffan, inte tvärtom.",
            "Mattan under sittgruppen ska vara så stor att soffbordet står helt på den, och gärna även soffans framben. Då hänger soffa, bord och matta ihop som en enhet.",
          ],
        },
      ],
    },
    "armchair-guide": {
      title: "Hitta fåtöljen som passar dig",
      urlKey: "valj-ratt-fatolj",
      summary: "Läsfåtölj med hög rygg, loungestol för att koppla av eller en fåtölj som kan fällas bakåt? Så provsitter du rätt – och ordnar en plats med bord och lampa.",
      sections: [
        {
          paragraphs: [
            "En fåtölj är sällan en möbel man behöver. Det är en möbel man vill ha – en egen plats i hemmet för boken, kaffet eller en stunds tystnad. Därför är det extra viktigt att den passar just dig. En fåtölj som är perfekt för en person kan vara alldeles fel för en annan.",
          ],
        },
        {
          heading: "Vad ska du göra i den?",
          paragraphs: [
            "Börja med att fundera på hur fåtöljen ska användas. En läsfåtölj har hög rygg som stöder nacken, armstöd där armbågarna kan vila och en sits som gör att du sitter ganska upprätt. Den passar dig som läser länge eller stickar.",
            "En loungefåtölj är lägre och djupare, med en lite bakåtlutad rygg. Den är gjord för att koppla av, gärna med en fotpall. En fåtölj som kan fällas bakåt, en så kallad recliner, ger ännu mer vila och passar den som vill kunna slumra framför tv:n.",
            "Är fåtöljen ett komplement till soffan, tänk på proportionerna. En stor, djup fåtölj bredvid en lätt soffa på ben kan se klumpig ut, och en liten fåtölj försvinner bredvid en rejäl hörnsoffa. Fåtöljen behöver inte matcha soffan, men den ska höra till samma rum.",
          ],
        },
        {
          heading: "Så provsitter du",
          items: [
            "Sitt längre än en minut – gärna tio, med en bok eller telefonen i handen.",
            "Kontrollera sittdjupet: du ska kunna luta dig mot ryggen med knävecken fria från sitsens framkant.",
            "Känn efter sitthöjden: fötterna ska nå golvet och det ska vara lätt att resa sig.",
            "Kolla att ryggen stöder där du behöver det, i ländryggen och gärna i nacken.",
            "Prova armstöden: sitter armarna avslappnat, eller hänger axlarna?",
          ],
          pictureCaption: "En fåtölj med hög rygg och ett litet sidobord – allt som behövs för en lång läsestund.",
        },
        {
          heading: "Skapa en plats runt fåtöljen",
          paragraphs: [
            "En fåtölj blir en favoritplats först när den får sällskap. Ställ ett [sidobord](category:43) bredvid för kaffekoppen och boken, och en golvlampa eller läslampa snett bakom, så att ljuset faller över axeln. Ett fönster i närheten är en bonus på dagen. Sidobordets skiva ska gärna vara i nivå med armstödet eller lite lägre, så når du koppen utan att sträcka dig.",
            "Lägg gärna en liten matta under och en pläd över armstödet, så blir hörnet ett eget litet rum i rummet.",
          ],
        },
        {
          heading: "Tyg, läder eller sammet",
          paragraphs: [
            "Klädseln påverkar både känslan och skötseln. Tyg är varmt och finns i många färger, läder är tåligt och blir vackrare med åren, och sammet eller bouclé ger en mjuk och ombonad yta. Se vårt sortiment av [fåtöljer](category:2) eller kom förbi och provsitt [en fåtölj som den här](product:0) i något av våra showrooms.",
          ],
        },
      ],
    },
    "outdoor-materials": {
      title: "Utemöbler: materialen jämförda",
      urlKey: "material-for-utemobler",
      summary: "Teak, aluminium, konstrotting, pulverlackerat stål och textilene – här är för- och nackdelarna med de vanligaste materialen för utemöbler.",
      sections: [
        {
          paragraphs: [
            "Utemöbler ska tåla sol, regn, vind och ibland frost – och samtidigt vara sköna och vackra. Vilket material som passar dig beror på hur du vill använda möblerna, hur mycket skötsel du orkar med och var de ska stå. Här går vi igenom de vanligaste materialen.",
          ],
        },
        {
          heading: "Teak",
          paragraphs: [
            "Teak är ett hårt träslag med naturliga oljor som skyddar mot fukt och röta. Det är tåligt, stabilt och håller i årtionden. Lämnat obehandlat grånar teak till en silvergrå patina, och vill du behålla den gyllenbruna tonen oljar du det två gånger per säsong. Teak är tungt, vilket gör möblerna stabila i vinden men svårare att flytta. Ett [trädgårdsbord](category:51) i teak är ett klassiskt val som passar nästan överallt. Titta efter FSC-certifierad teak, som kommer från ansvarsfullt skött skogsbruk.",
          ],
        },
        {
          heading: "Aluminium och stål",
          paragraphs: [
            "Aluminium är lätt, rostar inte och kräver nästan ingen skötsel. Det gör det till ett bra val för balkonger, takterrasser och möbler som ska flyttas ofta. Det lätta materialet kan dock behöva förankras eller ställas undan när det blåser kraftigt.",
            "Pulverlackerat stål är tyngre och mycket stabilt. Lacken skyddar mot rost, men en repa i ytan bör bättras så att fukt inte kommer åt stålet.",
          ],
          pictureCaption: "Ett trädgårdsbord i teak tillsammans med lätta stolar i aluminium och textilene.",
        },
        {
          heading: "Konstrotting och textilene",
          paragraphs: [
            "Konstrotting, eller polyrattan, är ett syntetiskt flätverk som ser ut som naturrotting men tål väder och vind. Det är lätt att torka av och vanligt i [loungegrupper](category:55), där det kombineras med tjocka dynor. Välj en kvalitet med UV-skydd; enklare flätverk kan bli sprött efter några somrar i stark sol.",
            "Textilene är en tätt vävd, spänd väv av polyesterfiber som torkar snabbt efter regn. Den används i sitsar och ryggar på stolar och solsängar och är skön även utan dyna.",
          ],
        },
        {
          heading: "Snabbguide",
          items: [
            "Teak: hållbart och vackert, grånar naturligt, tungt och stabilt.",
            "Aluminium: lätt och rostfritt, nästan underhållsfritt, bra på balkong.",
            "Konstrotting: väderbeständigt och lättskött, perfekt för loungemöbler.",
            "Pulverlackerat stål: stabilt och tungt, bättra repor i lacken.",
            "Textilene: torkar snabbt och sitter skönt även utan dyna.",
          ],
        },
        {
          heading: "Blanda gärna",
          paragraphs: [
            "Många av de snyggaste uteplatserna kombinerar material: ett tungt teakbord med lätta aluminiumstolar och textilene, eller en loungegrupp i konstrotting med ett sidobord i trä. Välj [en stol som den här](product:1) efter hur ofta den ska flyttas, och bordet efter hur länge det ska stå kvar.",
            "Tänk också på var möblerna ska stå. På en blåsig takterrass är tunga material en fördel, vid en pool är snabbtorkande och rostfria material smartast och under stora träd är det skönt med ytor som tål löv och kåda och är lätta att torka av.",
          ],
        },
      ],
    },
  },

  albums: {
    "nordic-living-room": {
      name: "Ljust nordiskt vardagsrum",
      urlKey: "ljust-nordiskt-vardagsrum",
      description: "Ljust trä, vita väggar och en grå soffa i ett vardagsrum som andas. Linne i gardinerna, ull i plädarna och inget som skriker efter uppmärksamhet – bara lugn.",
      captions: [
        "En grå tresits soffa med ett soffbord i ljus ek framför och en fåtölj i ullklädsel vid fönstret.",
        "Fåtöljen med en linnepläd över armstödet och ett litet sidobord för kaffekoppen bredvid.",
        "En hög hylla i ljust trä med böcker och keramik ovanför en tvåsits soffa i gråbeige linne.",
        "Den grå soffan längs väggen och en låg skänk i ljust trä med lampor och vaser under fönstret.",
      ],
    },
    "dining-in-oak": {
      name: "Middagar kring ekbordet",
      urlKey: "middagar-kring-ekbordet",
      description: "Ett massivt ekbord som samlar familjen varje dag – till gröt en tisdagsmorgon och långa middagar på lördagskvällen. Här får träet märken, och det gör bara bordet vackrare.",
      captions: [
        "Det massiva ekbordet dukat för frukost, med matstolar i trä runt om.",
        "En komplett matgrupp i ek vid fönstret, redo för lördagens middag med vänner.",
        "Ekbordet i förgrunden och en skänk längs väggen där porslin och dukar har sin plats.",
        "En matstol i ek framför en öppen hylla med kokböcker, skålar och glas.",
      ],
    },
    "terracotta-evening": {
      name: "Terrakotta i kvällssol",
      urlKey: "terrakotta-i-kvallssol",
      description: "En uteplats med terrakottaplattor som håller kvar dagens värme långt in på kvällen. Loungegrupp, lyktor och olivträd i krukor – och solen som går ner bakom häcken.",
      captions: [
        "Loungegruppen på terrakottaplattorna, med ett parasoll som ger skugga tills solen sjunker.",
        "En trädgårdsgrupp dukad för middag bland olivträd i krukor och tända lyktor.",
        "Två trädgårdsstolar och ett litet bord i hörnet där kvällssolen ligger kvar längst.",
        "En solsäng under parasollet, med en bok och ett glas på plattorna bredvid.",
      ],
    },
    "small-apartment": {
      name: "45 kvadrat mitt i stan",
      urlKey: "liten-stadslagenhet",
      description: "En lägenhet på 45 m² där varje möbel gör mer än ett jobb. Bäddsoffan blir säng, det runda bordet är både matplats och kontor, och förvaringen klättrar längs väggarna.",
      captions: [
        "En tvåsits soffa på smala ben och ett runt sidobord som tar nästan ingen golvyta.",
        "Bäddsoffan i sovalkoven, med en hög hylla ända upp till taket bredvid.",
        "Ett runt matbord med två matstolar vid fönstret – frukostplats på morgonen och skrivbord på kvällen.",
        "Två barstolar vid den smala köksbänken, där det alltid finns plats för en kopp kaffe till.",
      ],
    },
    "family-corner-sofa": {
      name: "Hörnsoffan där alla får plats",
      urlKey: "familjens-hornsoffa",
      description: "En hörnsoffa i slitstarkt tyg som tar emot två vuxna, tre barn och en hund utan att klaga. Här blir det mysigt först när det är lite stökigt.",
      captions: [
        "Hörnsoffan i slitstarkt grått tyg runt ett stort soffbord med plats för spel och popcorn.",
        "Hörnsoffans långa divan och en fåtölj bredvid, där hunden gärna lägger sig i solen.",
        "En öppen hylla med korgar för leksaker och ett sidobord i trä vid soffans kortsida.",
      ],
    },
    "balcony-breakfast": {
      name: "Frukost på balkongen",
      urlKey: "frukost-pa-balkongen",
      description: "En liten stadsbalkong med plats för precis två. Ett bistrobord, två stolar och ett halvparasoll mot väggen – mer behövs inte för en lång helgfrukost.",
      captions: [
        "Ett litet bistrobord och två fällstolar dukade med kaffe och nybakat bröd.",
        "En fällstol i skuggan under halvparasollet mot husväggen.",
        "Det runda bistrobordet med en kanna kaffe, en tidning och pelargoner längs räcket.",
      ],
    },
    "summer-house": {
      name: "Sommarhuset vid havet",
      urlKey: "sommarhuset-vid-havet",
      description: "Väderbitna teakmöbler, vita dynor och havet bakom klipporna. Här är kvällarna långa och ljusa, och ingen har bråttom att gå in.",
      captions: [
        "En grånad trädgårdsgrupp i teak under ett vitt parasoll, med havet i bakgrunden.",
        "En solsäng i teak med vit dyna på trädäcket, vänd mot kvällssolen över vattnet.",
        "Loungegruppen med vita dynor och ett lågt trädgårdsbord i teak på altanen.",
        "En ensam trädgårdsstol på klippan, perfekt för morgonkaffet.",
      ],
    },
    "velvet-and-brass": {
      name: "Sammet och mässing",
      urlKey: "sammet-och-massing",
      description: "En djupgrön sammetssoffa, detaljer i mässing och lampor med varmt ljus. Ett vardagsrum gjort för kvällarna, när gardinerna dras för och allt blir lite ombonat.",
      captions: [
        "En fåtölj i rostfärgad sammet bredvid ett sidobord med ben i mässing.",
        "Den djupgröna tvåsitsiga sammetssoffan framför ett soffbord med mässingsdetaljer.",
        "En mörk skänk med handtag i mässing, där ljusstakar och en skål fångar kvällsljuset.",
      ],
    },
    "kitchen-island": {
      name: "Livet runt köksön",
      urlKey: "livet-runt-kokson",
      description: "Köksön är där dagen börjar och slutar. Här görs läxor, dricks kaffe och hackas lök medan någon annan läser högt ur receptet.",
      captions: [
        "Tre barstolar med fotstöd längs köksön, där läxböckerna ligger framme efter skolan.",
        "Barstolarna vid köksön och matbordet i trä en bit bort i det öppna köket.",
        "En matstol som dragits fram till köket, redo för den som vill sitta och prata medan maten lagas.",
      ],
    },
    "reading-corner": {
      name: "Läshörnan vid fönstret",
      urlKey: "lashornan-vid-fonstret",
      description: "En fåtölj vid fönstret, ett sidobord för teet och böckerna inom räckhåll. Ibland är det allt man behöver för en hel söndag.",
      captions: [
        "En fåtölj med hög rygg vid fönstret och ett litet sidobord med en kopp te och en bok.",
        "Fåtöljen bredvid en hylla fylld med böcker, så att nästa roman alltid finns inom räckhåll.",
      ],
    },
    "open-plan-loft": {
      name: "Öppet loft i tydliga zoner",
      urlKey: "oppet-loft-i-zoner",
      description: "Ett stort, öppet loft där en hörnsoffa, en skänk och mattor delar upp ytan utan en enda vägg. Varje zon har sin uppgift, men allt hänger ihop.",
      captions: [
        "Hörnsoffans rygg markerar vardagsrummet, med en låg skänk bakom som gräns mot köket.",
        "Matgruppen på en egen matta under en pendellampa, mitt i det öppna rummet.",
        "En öppen hylla som rumsavdelare och ett soffbord i trä framför sittgruppen.",
      ],
    },
    "garden-dinner": {
      name: "Långbord under äppelträdet",
      urlKey: "langbord-under-appeltradet",
      description: "En sommarkväll med tio personer vid bordet under äppelträdet. Ljusslingor i grenarna, mat som bärs ut i omgångar och ingen som vill gå hem.",
      captions: [
        "En trädgårdsgrupp för tio dukad under äppelträdet, med ljusslingor i grenarna.",
        "Trädgårdsbordet och stolarna på gräsmattan, där de sista gästerna dröjer sig kvar.",
        "Ett stort parasoll över trädgårdsbordet som ger skugga när middagen börjar redan på eftermiddagen.",
      ],
    },
    "poolside": {
      name: "Vid poolen",
      urlKey: "vid-poolen",
      description: "Solsängar på rad, ett stort parasoll och dynor som torkar på nolltid. Här går dagarna mellan doppen och skuggan.",
      captions: [
        "Två solsängar vid poolkanten under ett stort parasoll.",
        "En solsäng i textilene som torkar på några minuter efter ett dopp.",
        "En loungegrupp med snabbtorkande dynor i skuggan intill poolen.",
      ],
    },
    "scandinavian-classics": {
      name: "Skandinaviska klassiker",
      urlKey: "skandinaviska-klassiker",
      description: "Former från 1950- och 60-talet i ek och teak, som känns lika rätt i dag. Enkla linjer, fint hantverk och trä som får åldras.",
      captions: [
        "Matstolar i klassisk 50-talsform runt ett matbord i oljad ek.",
        "En fåtölj med ram i teak och lösa dynor i ylle, placerad vid fönstret.",
        "En låg skänk i teak och en vägghylla ovanför med böcker och keramik.",
      ],
    },
    "guest-room": {
      name: "Gästrum och arbetsrum i ett",
      urlKey: "gastrum-och-arbetsrum",
      description: "Ett litet rum som är kontor på vardagarna och gästrum när någon kommer på besök. Bäddsoffan gör jobbet, och hyllan håller ordning på resten.",
      captions: [
        "Bäddsoffan i sitt dagläge, med kuddar och en stickad pläd.",
        "Bäddsoffan utfälld och bäddad, med ett sidobord som nattduksbord.",
        "En hylla med pärmar, böcker och en korg med extra handdukar till gästerna.",
      ],
    },
    "rooftop-terrace": {
      name: "Takterrass över stan",
      urlKey: "takterrass-over-stan",
      description: "En takterrass högt över hustaken, där vinden alltid tar i lite extra. Här står möbler i aluminium och konstrotting som klarar både blåst och regn.",
      captions: [
        "En loungegrupp i konstrotting och ett parasoll med tung fot, med utsikt över taken.",
        "Ett trädgårdsbord och stolar i aluminium vid räcket, dukade för middag.",
        "En solsäng i aluminium i terrassens soligaste hörn.",
      ],
    },
    "earthy-tones": {
      name: "Rost, sand och oliv",
      urlKey: "rost-sand-och-oliv",
      description: "Ett vardagsrum i jordnära färger där rost, sand och olivgrönt möter oljat trä. Varmt, lugnt och ombonat året om.",
      captions: [
        "En tresits soffa i rost framför ett soffbord i oljad ek.",
        "En olivgrön fåtölj bredvid en skänk i oljat trä med krukor i terrakotta.",
        "En sandfärgad tvåsits soffa med kuddar i rost och oliv.",
      ],
    },
    "dining-for-six": {
      name: "Matrum för sex",
      urlKey: "matrum-for-sex",
      description: "Ett matrum för sex som lätt blir åtta. Ett utdragbart bord och stoppade stolar som är sköna även när middagen drar ut på tiden.",
      captions: [
        "En matgrupp för sex med utdragbart bord och stoppade stolar.",
        "Matbordet utdraget med en extra skiva och stoppade matstolar runt om.",
        "En skänk längs väggen med porslin och glas framme inför helgens middag.",
      ],
    },
    "lake-cabin": {
      name: "Stugan vid sjön",
      urlKey: "stugan-vid-sjon",
      description: "En stuga vid sjön där dagarna växlar mellan bryggan och brasan. Möblerna inne och ute är enkla, tåliga och gjorda för att användas.",
      captions: [
        "En trädgårdsgrupp och ett parasoll på gräset ner mot sjön.",
        "En fåtölj vid brasan och ett soffbord i trä med en trave böcker.",
        "Två trädgårdsstolar och ett litet bord längst ut på bryggan.",
      ],
    },
    "minimal-white": {
      name: "Minimalt och vitt",
      urlKey: "minimalt-och-vitt",
      description: "Få möbler, rena linjer och mycket ljus. Här får varje sak ta plats, och det tomma golvet är lika viktigt som det som står på det.",
      captions: [
        "En vit tvåsits soffa och ett lågt soffbord i ljust trä i ett rum med vita väggar.",
        "En enkel vit hylla med några få, noga utvalda föremål.",
        "Ett ljust matbord och matstolar med smala ben i ett rum fyllt av dagsljus.",
      ],
    },
    "lounge-under-pergola": {
      name: "Lounge under pergolan",
      urlKey: "lounge-under-pergolan",
      description: "En modulsoffa under en pergola där vildvin och klematis klättrar upp. Skuggan blir tätare för varje sommar, och kvällarna längre.",
      captions: [
        "En modulär loungegrupp under pergolan, omgiven av klätterväxter.",
        "Loungegruppen i hörnform och ett parasoll som ger extra skugga mitt på dagen.",
        "En solsäng vid kanten av pergolan, halvt i sol och halvt i skugga.",
      ],
    },
    "four-seater-living": {
      name: "Filmkväll i fyrsitsen",
      urlKey: "filmkvall-i-fyrsitsen",
      description: "Ett stort vardagsrum med en fyrsits soffa där hela familjen får plats på filmkvällen. Här finns utrymme för popcorn, filtar och den som somnar först.",
      captions: [
        "En fyrsits soffa framför ett stort soffbord med popcornskålar och fjärrkontroll.",
        "Fyrsitsen och en fåtölj bredvid, vända mot tv-väggen.",
        "Ett soffpaket med soffa och fåtölj i samma tyg som håller ihop hela rummet.",
      ],
    },
    "storage-walls": {
      name: "Väggar fulla av förvaring",
      urlKey: "vaggar-fulla-av-forvaring",
      description: "Hyllor och skänkar som gör väggarna till hemmets egen utställning. Böcker, keramik och minnen får ta plats – med luft emellan.",
      captions: [
        "En vägg med hyllor från golv till tak, fylld med böcker och keramik.",
        "En låg skänk under öppna hyllor där skålar och vaser står i udda antal.",
        "En smal hylla och ett sidobord med en lampa och en hög med böcker.",
      ],
    },
    "autumn-cosy": {
      name: "Mysig höst",
      urlKey: "mysig-host",
      description: "När mörkret kommer tidigt drar vi oss närmare varandra. Djupa soffor, tjocka plädar och levande ljus gör hösten till årets mysigaste tid.",
      captions: [
        "En djup tresits soffa och en fåtölj med stickade plädar och tända ljus.",
        "Hörnsoffan full av filtar och kuddar, och ett sidobord med en kopp varm choklad.",
        "En fåtölj vid fönstret medan regnet smattrar, med en filt och en bok.",
      ],
    },
  },

  towns: ["Stockholm", "Göteborg", "Malmö", "Uppsala", "Västerås", "Örebro", "Linköping", "Helsingborg", "Jönköping", "Lund", "Umeå", "Karlstad"],

  photoCaptions: {
    sofa: [
      "Äntligen en soffa där hela familjen får plats samtidigt – fredagsmyset har aldrig varit skönare.",
      "Vi mätte trapphuset tre gånger innan vi beställde, och soffan kom in med två centimeter till godo.",
      "Den grå klädseln passar perfekt mot vårt gamla ekgolv. Katten har redan valt sin plats.",
      "Bäddsoffan i arbetsrummet har redan tagit emot både svärmor och tre övernattande kompisar till sonen.",
      "Vi valde ett djupare sittdjup den här gången och ångrar oss inte en sekund.",
      "Soffan har stått hos oss i snart ett år och ser fortfarande ut som ny, trots två barn och en hund.",
      "Avtagbar klädsel var ett krav hos oss. Efter första tvätten i 40 °C satt den som en smäck igen.",
      "Fyrsitsen fyller hela långväggen i vardagsrummet och är precis vad vi behövde för våra filmkvällar.",
    ],
    armchair: [
      "Min nya läsfåtölj står vid fönstret mot trädgården, och där sitter jag varje morgon med kaffet.",
      "Jag provsatt fåtöljen i showroomet i en kvart innan jag bestämde mig – och den är precis lika skön hemma.",
      "Bouclén känns härligt mjuk, och färgen passar perfekt ihop med våra linnegardiner.",
      "Fåtöljen fick en egen hörna i sovrummet med en lampa och en trave böcker. Min favoritplats i huset.",
      "Min man säger att det är hans fåtölj, men det är oftast jag som sitter där.",
      "Lädret har redan fått en fin patina efter ett halvår, precis som vi hoppades.",
      "Vi köpte två likadana fåtöljer, och nu blir det kvällskaffe vid fönstret nästan varje dag.",
      "Den djupgröna sammeten blev ännu vackrare i verkligheten än vi hade vågat hoppas.",
    ],
    dining: [
      "Runt vårt nya ekbord får vi plats åtta när vi drar ut det, och det gör vi nästan varje helg.",
      "Matstolarna är så sköna att middagarna drar ut till sent på kvällen. Barnen gör läxorna här också.",
      "Jag blandade två olika stolsmodeller i samma färg, och det blev precis så personligt som jag ville.",
      "Det runda bordet gjorde verkligen skillnad i vårt lilla kök – nu ser alla varandra vid middagen.",
      "Matgruppen kom hem i lördags, och redan på söndagen bjöd vi hela släkten på lunch.",
      "Oljat trä var nytt för oss, men efter första oljningen känns bordet som en gammal vän.",
      "Vi mätte noga och har nu 90 cm bakom varje stol, så äntligen kan man resa sig utan att alla måste flytta på sig.",
      "De stoppade stolarna dämpar ljudet i vårt kök med klinkergolv mycket mer än vi trodde.",
    ],
    storage: [
      "Hyllan fick hela väggen i vardagsrummet, och äntligen har alla våra böcker ett hem.",
      "Skänken i hallen sväljer vantar, mössor och laddare, och ovanpå står en lampa och en skål för nycklarna.",
      "Jag följde tipset om udda antal och en tredjedel tomt på hyllorna, och det ser så mycket lugnare ut.",
      "Det runda soffbordet passar mycket bättre i vårt smala vardagsrum än det gamla fyrkantiga.",
      "Två små sidobord i stället för ett stort soffbord – nu flyttar vi dem dit vi behöver dem.",
      "Skivspelaren och alla vinylskivor fick plats i skänken. Äntligen ordning i vardagsrummet!",
      "Sidobordet står vid sängen och fungerar som nattduksbord, perfekt för en bok och ett glas vatten.",
      "Soffbordet har en hylla under skivan där fjärrkontroller och spel hamnar, så själva bordet hålls fritt.",
    ],
    garden: [
      "Trädgårdsgruppen står under äppelträdet och har blivit sommarens självklara samlingsplats.",
      "Vi lät teakbordet gråna, och nu har det samma silvergrå ton som vårt gamla trädäck.",
      "Solsängen med hjul är guld värd – jag drar den efter solen hela eftermiddagen.",
      "Parasollet räddade midsommarlunchen när solen stod som högst, och ingen behövde gå in.",
      "Två fällstolar och ett litet bord på vår balkong – mer behövs inte för morgonkaffet.",
      "Vi planerade uteplatsen efter kvällssolen, och nu äter vi nästan alla middagar ute från maj till september.",
      "Stolarna är så lätta att jag bär ut dem själv, och de klarar regnet utan problem.",
      "Efter en omgång teakolja i våras ser bordet ut som nytt igen.",
    ],
    lounge: [
      "Loungegruppen har gjort uteplatsen till ett extra vardagsrum – vi sitter ute till långt efter solnedgången.",
      "Vi valde en modulsoffa och har redan hunnit bygga om den två gånger. Nu står den i hörnform under pergolan.",
      "Dynorna torkar på någon timme efter en regnskur, så vi kan sitta ute nästan direkt.",
      "Konstrottingen klarar sig fint på vår blåsiga takterrass, och dynorna tar vi in på kvällen.",
      "Vi har haft fler sena samtal i den här soffan i sommar än på flera år.",
      "Med ljusslingor i pergolan och en pläd i varje hörn av soffan är det svårt att gå in.",
      "Barnen somnar ofta i loungesoffan under en filt medan vi vuxna sitter kvar och pratar.",
      "Djupa dynor och gott om plats – precis vad vi letade efter till altanen mot sjön.",
    ],
  },
};

import type { EditorialCopy } from "./types.ts";

export const COPY: EditorialCopy = {
  authors: ["Liisa Virtanen", "Mikko Laaksonen", "Anna-Kaisa Heikkilä"],

  blogCategories: {
    care: {
      name: "Hoito-ohjeet",
      urlKey: "hoito-ohjeet",
      description: "Käytännön ohjeet huonekalujen puhdistukseen, öljyämiseen, suojaamiseen ja säilytykseen – sisällä ja ulkona.",
    },
    trends: {
      name: "Vuoden trendit",
      urlKey: "arets-trender",
      description: "Mitä sisustuksessa tapahtuu juuri nyt: värit, muodot ja materiaalit, jotka näkyvät tänä vuonna koteihin asti.",
    },
    rooms: {
      name: "Sisustusideat",
      urlKey: "sisustusideat",
      description: "Ideoita olohuoneeseen, ruokailutilaan ja pieniin koteihin: miten kalusteet asettuvat, kun tilaa on vähän tai paljon.",
    },
    outdoor: {
      name: "Piha ja parveke",
      urlKey: "piha-ja-parveke",
      description: "Parvekkeet, terassit ja puutarhat: miten ulkotiloista tehdään toinen olohuone lyhyeen ja valoisaan kesään.",
    },
    guides: {
      name: "Ostajan oppaat",
      urlKey: "ostajan-oppaat",
      description: "Mitat, materiaalit ja mekanismit selkokielellä, jotta oikea huonekalu löytyy ensimmäisellä kerralla.",
    },
  },

  posts: {
    "teak-care": {
      title: "Tiikkikalusteiden hoito: harmaantuuko vai öljytäänkö?",
      urlKey: "tiikkikalusteiden-hoito",
      summary: "Tiikki kestää Suomen kesät ja talvet, kun sitä hoitaa oikein. Näin peset, öljyät ja säilytät tiikkikalusteet – ja päätät, saako pinta harmaantua.",
      sections: [
        {
          paragraphs: [
            "Tiikki on puutarhakalusteiden klassikko syystä: puussa on luonnostaan runsaasti öljyjä, jotka suojaavat sitä kosteudelta ja lahoamiselta. Hyvin hoidettu tiikkipöytä kestää vuosikymmeniä, ja moni ulkoryhmä siirtyy sukupolvelta toiselle. Hoito ei ole vaikeaa, mutta muutama perusasia kannattaa tietää jo ennen ensimmäistä kesää.",
          ],
        },
        {
          heading: "Hopeanharmaa patina vai lämmin ruskea?",
          paragraphs: [
            "Uusi tiikki on kullanruskeaa. Auringossa ja sateessa pinta muuttuu muutamassa kuukaudessa hopeanharmaaksi. Harmaantuminen on pelkästään pinnallinen muutos: se ei heikennä puuta eikä lyhennä kalusteen ikää. Moni pitääkin patinaa tiikin kauneimpana vaiheena ja antaa sen tulla rauhassa.",
            "Jos haluat säilyttää lämpimän sävyn, öljyä kalusteet tiikkiöljyllä kahdesti kaudessa, esimerkiksi keväällä ennen käyttöönottoa ja uudelleen heinäkuussa. Öljy levitetään puhtaalle ja kuivalle pinnalle ohuena kerroksena, ja ylimäärä pyyhitään pois noin vartin päästä. Jo harmaantuneen pinnan saa palautettua ruskeaksi pesemällä ja kevyesti hiomalla ennen öljyämistä.",
          ],
          pictureCaption: "Öljytty tiikkipöytä ja tuolit säilyttävät lämpimän, kullanruskean sävynsä.",
        },
        {
          heading: "Pese miedosti – älä koskaan painepesurilla",
          paragraphs: [
            "Peruspesuun riittävät haalea vesi, mieto saippua ja pehmeä harja. Painepesuria ei pidä käyttää koskaan: kova suihku repii puun pehmeämmät syyt irti, jolloin pinta karhenee ja alkaa imeä likaa entistä helpommin. Sama koskee teräsvillaa ja voimakkaita pesuaineita.",
          ],
          items: [
            "Harjaa irtolika, siitepöly ja lehdet pois kuivana.",
            "Pese koko kaluste miedolla saippuavedellä ja pehmeällä harjalla puun syiden suuntaisesti.",
            "Huuhtele puhtaalla vedellä ja anna kuivua vähintään vuorokausi.",
            "Hio jäljelle jääneet tahrat kevyesti hienolla hiomapaperilla, aina syiden suuntaan.",
            "Öljyä halutessasi ohut kerros tiikkiöljyä ja pyyhi ylimäärä pois.",
          ],
        },
        {
          heading: "Tahrat ja naarmut",
          paragraphs: [
            "Punaviini, grillirasva tai linnunjätös jättää tiikkiin helposti jäljen. Pese tahra ensin saippuavedellä. Jos jälki ei lähde, hio kohta kevyesti hienolla hiomapaperilla (karkeus 180–240) syiden suuntaisesti, kunnes pinta tasoittuu. Öljytyllä kalusteella hiottu kohta öljytään uudelleen, jotta sävy pysyy tasaisena. Sama konsti auttaa pieniin naarmuihin niin [tässä tiikkipöydässä](product:0) kuin tuolien käsinojissa.",
            "Käsittele tahroja vasta, kun puu on kuiva, ja mieluiten poutasäällä. Märkää tiikkiä ei kannata hioa, sillä kostea puu nukkaantuu ja pinnasta tulee karhea. Jos tahra on vanha ja syvä, saatat joutua hiomaan ja öljyämään koko pöytälevyn, jotta sävy pysyy yhtenäisenä. Tuolien käsinojissa ja istuimissa sama työ käy nopeammin, ja tulos näkyy heti.",
          ],
        },
        {
          heading: "Kuivaan ja tuulettuvaan talvisäilöön",
          paragraphs: [
            "Tiikki kestää pakkasta, mutta jatkuva märkyys ja lumen alla seisominen eivät tee sille hyvää. Paras talvipaikka on kuiva ja tuuletettu tila, kuten vaja, autotalli tai katos. Jos kalusteet jäävät ulos, nosta ne irti maasta ja peitä hengittävällä suojalla – ei muovipeitteellä, jonka alle kosteus tiivistyy. Lämpimään sisätilaan tiikkiä ei kannata viedä, sillä nopea kuivuminen voi halkaista puuta.",
            "Kun ryhmä kaipaa keväällä täydennystä, [puutarharyhmistämme](category:56) ja [puutarhatuoleistamme](category:52) löytyy tiikkiä, joka sopii yhteen vanhojen kalusteiden kanssa.",
          ],
        },
      ],
    },

    "sofa-fabric-care": {
      title: "Näin kangassohva pysyy raikkaana vuodesta toiseen",
      urlKey: "kangassohvan-hoito",
      summary: "Viikoittainen imurointi, oikein käsitellyt tahrat ja pestävät päälliset pitävät kangassohvan kuin uutena. Kokosimme tärkeimmät hoitovinkit.",
      sections: [
        {
          paragraphs: [
            "Sohva on kodin ahkerimmin käytetty huonekalu: sillä syödään iltapalaa, katsotaan elokuvia, nukutaan päiväunia, ja joskus koirakin löytää tiensä tyynyjen väliin. Kangasverhoilu kestää arkea hyvin, kun sitä hoitaa säännöllisesti. Tärkeintä eivät ole kalliit puhdistusaineet vaan pienet rutiinit.",
            "Kokosimme ohjeet, jotka sopivat useimmille huonekalukankaille. Tarkista silti aina oman sohvasi hoito-ohje, sillä esimerkiksi sametti, pellava ja villa käyttäytyvät kukin hieman eri tavalla.",
          ],
        },
        {
          heading: "Viikoittainen perushoito",
          paragraphs: [
            "Imuroi sohva kerran viikossa verhoilusuulakkeella. Pöly ja hiekanjyvät hankaavat kangasta aina, kun sohvalla istutaan, ja kuluttavat sitä ajan myötä. Muista myös saumat ja istuintyynyjen alus, joihin murut kerääntyvät.",
            "Käännä ja pöyhi irtotyynyt samalla kertaa. Kun istuintyynyjä vuorotellaan, ne painuvat tasaisesti eikä sohvaan synny yhtä suosikkikuoppaa. Tämä pätee niin [kolmen istuttaviin sohviin](category:11) kuin [kulmasohviin](category:13), joissa kulmapaikka on yleensä kovimmalla käytöllä.",
            "Jos perheessä on lemmikkejä, karvat irtoavat kankaasta helpoimmin kumiharjalla tai kostealla kumihanskalla ennen imurointia. Vaaleaa sohvaa voi suojata peitolla koiran lempipaikassa – peitto on helpompi pestä kuin koko sohva.",
          ],
        },
        {
          heading: "Kun jotain kaatuu",
          paragraphs: [
            "Toimi heti. Imeytä neste puhtaalla, vaalealla liinalla tai talouspaperilla painelemalla – älä hankaa, sillä hankaaminen levittää tahraa ja rikkoo kankaan pintaa. Työskentele tahran reunoilta kohti keskustaa.",
          ],
          items: [
            "Painele ylimääräinen neste pois kuivalla liinalla.",
            "Kostuta liina haalealla vedellä ja painele uudelleen.",
            "Jos tarvitset puhdistusainetta, kokeile sitä ensin piilossa olevaan kohtaan, esimerkiksi sohvan selkäpuolelle tai tyynyn alapintaan.",
            "Anna kohdan kuivua rauhassa ilman hiustenkuivaajaa.",
            "Harjaa kuivunut kohta kevyesti, jotta kankaan nukka asettuu.",
          ],
        },
        {
          heading: "Pestävät päälliset ja nyppyyntyminen",
          paragraphs: [
            "Irrotettavat päälliset voi useimmiten pestä pesukoneessa 30–40 °C:ssa, mutta tarkista aina hoito-ohje. Pese saman sohvan kaikki päälliset kerralla, jotta sävy pysyy yhtenäisenä, ja pue ne takaisin hieman kosteina, jolloin ne asettuvat paremmin paikalleen. Rumpukuivausta kannattaa välttää, koska se voi kutistaa kangasta.",
            "Nyppyyntyminen on monessa kankaassa normaalia etenkin ensimmäisinä kuukausina. Nypyt saa siististi pois nukanpoistajalla. Ne eivät kerro huonosta laadusta vaan irtokuiduista, jotka vähenevät käytön myötä.",
          ],
          pictureCaption: "Irrotettavin päällisin verhoiltu sohva on helppo pitää siistinä.",
        },
        {
          heading: "Suojaa voimakkaalta auringolta",
          paragraphs: [
            "Suora auringonvalo haalistaa useimmat kankaat, varsinkin tummat ja kirkkaat sävyt. Jos sohva seisoo ikkunan edessä, verhot tai kaihtimet keskipäivällä auttavat paljon. Sama koskee [nojatuolia](product:3), joka on usein sijoitettu juuri valoisimpaan lukunurkkaan. Kevät on hyvä hetki tarkistaa, miten aurinko osuu huoneeseen, ja siirtää kalusteita tarvittaessa hieman.",
            "Tuuleta huonetta säännöllisesti. Jos sohvaan on tarttunut ruoanlaiton tai märän koiran haju, ripottele kankaalle ohut kerros ruokasoodaa, anna vaikuttaa muutama tunti ja imuroi pois – tätäkin kannattaa kokeilla ensin piilossa olevaan kohtaan. Kun pienistä asioista tulee rutiini, sohva pysyy raikkaana ja näyttää hyvältä vuosia pidempään.",
          ],
        },
      ],
    },

    "leather-care": {
      title: "Nahkahuonekalujen hoito: patina kuuluu asiaan",
      urlKey: "nahkahuonekalujen-hoito",
      summary: "Nahka kaunistuu vuosien myötä, kun sitä hoitaa oikein. Näin puhdistat ja rasvaat nahkakalusteet ja toimit vesi- tai rasvatahran kanssa.",
      sections: [
        {
          paragraphs: [
            "Nahkainen nojatuoli tai sohva on hankinta, joka kestää pitkään ja muuttuu käytössä yhä persoonallisemmaksi. Nahka on luonnonmateriaali: se hengittää, reagoi lämpöön ja kosteuteen ja saa ajan mittaan patinan. Hoito on yksinkertaista, kun sen tekee säännöllisesti eikä vasta sitten, kun pinta näyttää kuivalta.",
          ],
        },
        {
          heading: "Pölyt pois viikoittain, perusteellisemmin kahdesti vuodessa",
          paragraphs: [
            "Pyyhi nahkapinnat kuivalla, pehmeällä liinalla noin kerran viikossa. Pöly kuivattaa nahkaa ja hankaa sitä, joten säännöllinen pyyhkiminen on paras tapa pitää pinta kunnossa.",
            "Kaksi kertaa vuodessa nahka puhdistetaan nahanpuhdistusaineella ja käsitellään sen jälkeen nahkavoiteella. Voide pitää nahan joustavana ja ehkäisee halkeilua. Levitä ohut kerros pehmeällä liinalla, anna imeytyä ja kiillota kevyesti. Kokeile uutta tuotetta aina ensin näkymättömään kohtaan, esimerkiksi istuintyynyn alapintaan.",
            "Älä käytä ruokaöljyä, vaseliinia tai huonekalukiillotetta, vaikka sellaisia neuvoja kuulisikin. Ne voivat jättää nahkaan tahmean kalvon, tummentaa sävyä epätasaisesti ja kerätä pölyä. Oikea nahkavoide on tehty imeytymään ja pitämään nahan hengittävänä.",
          ],
          pictureCaption: "Nahkaverhoiltu nojatuoli saa käytössä kauniin, elävän patinan.",
        },
        {
          heading: "Oikea paikka huoneessa",
          paragraphs: [
            "Nahka ei pidä kuumuudesta eikä suorasta auringosta. Jätä vähintään 50 cm:n väli patteriin, takkaan ja lämpöpuhaltimeen, ja suojaa kaluste voimakkaalta auringolta. Kuumuus kuivattaa nahan, ja aurinko haalistaa sen väriä epätasaisesti. Tasainen, ei liian kuiva sisäilma on nahalle paras. Talvella, kun huoneilman kosteus laskee, ilmankostutin auttaa sekä nahkaa että asukkaita.",
            "Kesällä kannattaa muistaa myös ikkunalasin läpi paistava aurinko, joka voi lämmittää nahan yllättävän kuumaksi. Torkkupeitto tai tyyny istuimella suojaa pintaa ja tekee istumisesta miellyttävämpää, kun iho tarttuu helposti lämpimään nahkaan.",
          ],
        },
        {
          heading: "Vesi- ja rasvatahrat",
          items: [
            "Vesiroiske: pyyhi heti kuivalla liinalla. Jos jälki jää, kostuta koko osa kevyesti saumasta saumaan, jotta se kuivuu tasaisesti ilman reunaa.",
            "Rasvatahra: painele ylimääräinen rasva pois talouspaperilla, älä hankaa. Usein tahra imeytyy vähitellen nahkaan ja haalistuu itsestään muutamassa viikossa.",
            "Älä käytä tavallisia pesuaineita, liuottimia tai kosteuspyyhkeitä – ne kuivattavat ja värjäävät nahkaa.",
            "Muste ja syvät tahrat: ota yhteys nahkakorjaamoon ennen kuin kokeilet itse.",
          ],
        },
        {
          heading: "Patina on nahan viehätys",
          paragraphs: [
            "Pienet naarmut, sävyerot ja pehmenneet kohdat kertovat, että huonekalua on käytetty ja rakastettu. Aniliininahka muuttuu nopeasti, pigmentoitu nahka hitaammin. Kevyen naarmun voi usein hieroa piiloon sormenpäällä ja tipalla nahkavoidetta.",
            "Samat periaatteet pätevät kaikkiin nahkapintoihin, olipa kyse [tästä nojatuolista](product:0), sohvasta tai nahkaistuimisista [ruokatuoleista](category:31). Kun hoito on säännöllistä, nahka kestää helposti vuosikymmeniä ja näyttää vanhetessaan vain paremmalta.",
            "Jos nahka on vuosien mittaan päässyt kuivumaan pahasti tai värissä on kuluneita kohtia, nahkakorjaamo voi puhdistaa, värjätä ja rasvata pinnan uudelleen. Tulos on usein yllättävän hyvä, ja tuttu tuoli saa jatkaa paikallaan.",
          ],
        },
      ],
    },

    "wood-table-care": {
      title: "Puupöydän hoito: öljytty, lakattu vai saippuoitu pinta",
      urlKey: "puupoydan-hoito",
      summary: "Puupöytä kestää sukupolvia, kun tiedät, miten se on pintakäsitelty. Näin hoidat eri pinnat ja korjaat valkoiset renkaat ja naarmut.",
      sections: [
        {
          paragraphs: [
            "Puinen ruokapöytä on kodin kohtaamispaikka: sen ääressä syödään, tehdään läksyjä ja istutaan pitkään illallisen jälkeen. Jälkiä syntyy väistämättä, mutta useimmat niistä saa korjattua, kun tietää, millä pöytä on käsitelty. Öljytty, lakattu ja saippuoitu pinta tarvitsevat kukin vähän erilaista hoitoa.",
          ],
        },
        {
          heading: "Tunnista pöytäsi pinta",
          paragraphs: [
            "Öljytty pinta tuntuu sormissa puulta ja on hieman matta. Öljy imeytyy puuhun ja suojaa sitä sisältä päin, mutta se kaipaa säännöllisesti lisää. Lakattu pinta on suljettu: lakka muodostaa puun päälle kalvon, joka kestää roiskeita hyvin, mutta naarmut näkyvät siinä selvemmin. Saippuoitu pinta on vaalea ja samettinen, perinteinen ratkaisu etenkin vaalealle tammelle ja männylle, ja sitä hoidetaan saippuahiutaleista tehdyllä liuoksella.",
            "Jos et ole varma, katso tuotteen hoito-ohje. [Ruokapöytiemme](category:41) tuotesivuilla pintakäsittely on aina mainittu.",
          ],
        },
        {
          heading: "Arjen hoito",
          paragraphs: [
            "Pyyhi pöytä kosteaksi väännetyllä liinalla – ei märällä. Seisova vesi on puun pahin vihollinen, koska se turvottaa syitä ja jättää jäljen.",
            "Saippuoidun pöydän arkipesuun sopii miedolla saippualiuoksella kostutettu liina. Pinta saippuoidaan kokonaan uudelleen muutaman kerran vuodessa tai aina, kun puu alkaa näyttää kuivalta: levitä liuosta runsaasti, anna imeytyä hetki ja kuivaa ylimäärä pois.",
          ],
          items: [
            "Käytä laseille ja mukeille lasinalusia ja kuumille astioille pannunalusia.",
            "Pöytäliina tai tabletit suojaavat pintaa arjen aterioilla ja lasten askarteluhetkillä.",
            "Pyyhi roiskeet heti, etenkin punaviini, kahvi ja sitrushedelmien mehu.",
            "Vältä hankaavia pesuaineita ja kuivia mikrokuituliinoja öljytyllä ja saippuoidulla pinnalla.",
            "Siirrä maljakoita ja kynttilänjalkoja välillä, jotta valo vaalentaa puuta tasaisesti.",
          ],
        },
        {
          heading: "Valkoiset renkaat ja naarmut",
          paragraphs: [
            "Valkoinen rengas syntyy, kun kosteus tai lämpö jää pintakäsittelyn alle. Lakatulla pinnalla rengas haalistuu usein itsestään muutamassa päivässä. Voit nopeuttaa sitä asettamalla kuivan puuvillaliinan renkaan päälle ja lämmittämällä kohtaa varovasti silitysraudalla ilman höyryä, muutama sekunti kerrallaan. Öljytyllä pinnalla rengas hiotaan kevyesti hienolla hiomasienellä syiden suuntaan ja kohta öljytään uudelleen.",
            "Pienet naarmut öljytyssä pöydässä häviävät usein pelkällä öljyllä. Lakatun pinnan syvät naarmut kannattaa korjauttaa ammattilaisella, jotta lakkakalvo pysyy ehjänä.",
          ],
        },
        {
          heading: "Uusi öljy kerran tai kahdesti vuodessa",
          paragraphs: [
            "Öljytty pöytä öljytään uudelleen kerran tai kaksi vuodessa – useammin, jos pinta näyttää kuivalta tai vesipisara ei enää helmeile. Puhdista pöytä, anna kuivua, levitä ohut kerros öljyä ja pyyhi ylimäärä pois noin 15 minuutin kuluttua. Anna kuivua yön yli ennen käyttöä. Sama hoito sopii myös [tälle sohvapöydälle](product:1) ja pienemmille sivupöydille.",
            "Valitse öljy valmistajan ohjeen mukaan, sillä vaalea puu voi kellastua tummasta öljystä. Muista myös, että öljyiset liinat voivat syttyä itsestään: kastele ne käytön jälkeen tai kuivata levitettyinä ulkona ennen roskiin laittamista.",
          ],
          pictureCaption: "Vastaöljytty puupöytä saa syvän ja lämpimän sävyn.",
        },
      ],
    },

    "winter-storage": {
      title: "Puutarhakalusteet talviteloille – näin onnistut",
      urlKey: "puutarhakalusteet-talviteloille",
      summary: "Puhtaat ja kuivat kalusteet, pehmusteet sisälle ja hengittävät suojat: näin pihakalusteet selviävät talven yli ja ovat keväällä heti käyttövalmiita.",
      sections: [
        {
          paragraphs: [
            "Kun syksyn ensimmäiset yöpakkaset tulevat, on aika laittaa pihakalusteet talviteloille. Suomen talvi on pitkä, ja märkä lumi, jäätyminen ja sulaminen koettelevat kaikkia materiaaleja. Vähän työtä nyt säästää paljon vaivaa keväällä – ja pidentää kalusteiden ikää vuosilla.",
          ],
        },
        {
          heading: "Ensin puhtaaksi ja kuivaksi",
          paragraphs: [
            "Älä koskaan peitä tai varastoi likaisia kalusteita. Lika, siitepöly ja lehtien jäänteet pitävät kosteutta pinnassa ja ruokkivat hometta koko talven. Pese kalusteet miedolla saippuavedellä ja pehmeällä harjalla, huuhtele ja anna kuivua kunnolla, mieluiten aurinkoisena päivänä.",
            "Tarkista samalla, onko puussa halkeamia tai metallirungossa maalivaurioita. Pienet korjaukset on helpointa tehdä nyt, kun kaluste on puhdas ja kuiva: öljyä puuhun ja maalikynällä paikka naarmuun, ettei ruoste pääse alkuun talven aikana.",
          ],
          items: [
            "Pese pöydät, tuolit ja [loungeryhmän](category:55) rungot miedolla saippuavedellä.",
            "Anna kaiken kuivua vähintään vuorokausi ennen peittämistä.",
            "Vie istuin- ja selkätyynyt sisälle kuivaan ja lämpimään varastoon.",
            "Kiristä löystyneet ruuvit ja pultit ja voitele saranat.",
            "Nosta kalusteet irti maasta esimerkiksi puurimojen tai jalkatyynyjen varaan.",
          ],
        },
        {
          heading: "Hengittävä suoja, ei muovipeitettä",
          paragraphs: [
            "Jos kalusteet talvehtivat ulkona, käytä hengittäviä suojapeitteitä. Tavallinen muovipeite näyttää suojaavalta, mutta sen alle tiivistyy kosteutta, joka ei pääse pois. Tuloksena on hometta ja tummia läikkiä puussa. Hyvä suoja ulottuu lähes maahan asti, mutta jättää alareunaan ilmanvaihtoraon.",
            "Kuiva ja tuuletettu vaja, autotalli tai katos on aina paras paikka. Pinoa vain pinottaviksi tehdyt tuolit, ja käännä pöydät mieluiten ylösalaisin.",
            "Lumi on suojalle raskas. Harjaa kertynyt lumi pois suojan päältä suurimpien lumisateiden jälkeen, ettei kangas painu kuopalle, johon sulamisvesi kerääntyy. Pöydän keskelle suojan alle asetettu ämpäri nostaa peitettä, jolloin vesi valuu reunoille.",
          ],
          pictureCaption: "Puutarharyhmä odottaa puhtaana ja kuivana talven yli katoksen alla.",
        },
        {
          heading: "Aurinkovarjo kiinni ja suojaan",
          paragraphs: [
            "Aurinkovarjon kangas on talvella herkin osa. Varmista, että kangas on täysin kuiva ennen kuin suljet varjon – kosteana taitettu kangas homehtuu muutamassa viikossa. Sulje varjo, pue päälle sen oma suojapussi ja säilytä se vaakatasossa kuivassa tilassa. Jalka voi jäädä ulos, kunhan vesi ei pääse jäätymään sen sisään. Lisää vinkkejä [aurinkovarjon](product:2) hoitoon löydät tuotesivulta.",
          ],
        },
        {
          heading: "Keväällä kaikki valmiina",
          paragraphs: [
            "Kun kalusteet on pesty ja tarkistettu ennen talvea, kevään käyttöönotto on nopea: nopea pyyhintä, pehmusteet paikalleen ja ensimmäinen kahvi ulkona. Jos jokin osa on talven aikana rikkoutunut, nyt on hyvä hetki täydentää [puutarharyhmää](product:1) tai hankkia uusi [aurinkotuoli](category:53) ennen kesän kiireitä.",
            "Tee syksyllä myös pieni lista: mitä pitää korjata, mitä uusia pehmusteita tarvitaan ja mikä ei enää palvele. Kevään ensimmäisenä lämpimänä päivänä lista on kullanarvoinen.",
            "Hyvin talvehtineet kalusteet ovat myös turvallisempia: ehjät saranat, kiristetyt ruuvit ja kuiva puu kestävät seuraavan kesän juhlat ilman yllätyksiä.",
          ],
        },
      ],
    },

    "cushion-care": {
      title: "Ulkotyynyjen hoito: kuivana ja puhtaana läpi kesän",
      urlKey: "ulkotyynyjen-hoito",
      summary: "Nopeasti kuivuva vaahto, pestävät päälliset ja tyynylaatikko illaksi: näin ulkotyynyt pysyvät raikkaina ja homeettomina koko kesän.",
      sections: [
        {
          paragraphs: [
            "Pehmusteet tekevät ulkokalusteista mukavia, mutta ne ovat myös ryhmän herkin osa. Kesäsade, aamukaste ja aurinko kuluttavat kangasta, ja kosteaksi jäänyt täyte on homeelle otollinen paikka. Oikeilla valinnoilla ja muutamalla tavalla tyynyt kestävät monta kesää.",
          ],
        },
        {
          heading: "Valitse täyte ja päällinen oikein",
          paragraphs: [
            "Ulkokäyttöön tarkoitetuissa pehmusteissa on usein avosoluinen, nopeasti kuivuva vaahto. Vesi valuu sen läpi sen sijaan, että jäisi sisään, ja tyyny kuivuu sateen jälkeen tunneissa eikä päivissä. Päällisen kannattaa olla irrotettava ja pestävä 30 °C:ssa. Liuosvärjätty kangas kestää aurinkoa paremmin kuin pintavärjätty.",
            "Kun valitset uutta [loungeryhmää](category:55), kysy myös pehmusteista: täytteen paksuus ja laatu vaikuttavat sekä mukavuuteen että kuivumiseen.",
            "Väri kannattaa valita myös käytännön kannalta. Vaaleat sävyt näyttävät kesäisiltä, mutta siitepöly ja lehtien jäljet näkyvät niissä helposti. Keskisävyt, kuten beige, harmaa ja oliivi, ovat armollisempia ja kestävät auringon haalistavaa vaikutusta paremmin.",
          ],
          pictureCaption: "Loungeryhmän paksut pehmusteet kuivuvat nopeasti kesäsateen jälkeen.",
        },
        {
          heading: "Tyynylaatikko on paras ystävä",
          paragraphs: [
            "Kaikkein tehokkain keino on yksinkertainen: nosta tyynyt illaksi ja sateen ajaksi tyynylaatikkoon. Aamukaste kastelee pehmusteet yllättävän märiksi jopa katoksen alla. Tuuletettu tyynylaatikko pitää ne kuivina ja suojaa samalla auringolta, kun kalusteita ei käytetä.",
            "Jos tyynylaatikkoa ei ole, kuiva varasto, katos tai eteisen nurkka ajaa saman asian. Tärkeintä on, etteivät tyynyt jää yöksi ulos ja että ne pääsevät aamulla takaisin paikalleen kuivina. Kun tavasta tulee rutiini, siihen menee illassa vain minuutti. Kyljelleen nostetut tyynyt myös kuivuvat nopeammin kuin pinossa.",
            "Jos pehmusteisiin on ehtinyt tulla tummia pisteitä, älä odota syksyyn. Home leviää lämpimällä säällä nopeasti, ja mitä aiemmin sen käsittelee, sitä paremmin jälki lähtee.",
          ],
        },
        {
          heading: "Pesu ja hometahrat",
          paragraphs: [
            "Pese päälliset kerran tai kaksi kesässä ja aina ennen talvisäilytystä. Vedä vetoketju kiinni pesun ajaksi, ja pue päällinen takaisin hieman kosteana, niin se asettuu paremmin.",
          ],
          items: [
            "Harjaa irtolika ja siitepöly pois kuivana ennen pesua.",
            "Pese päälliset 30 °C:ssa miedolla pesuaineella, ilman huuhteluainetta.",
            "Käsittele pienet hometäplät miedolla etikkaliuoksella (noin 1 osa etikkaa ja 4 osaa vettä) ja anna vaikuttaa hetki.",
            "Huuhtele huolellisesti ja kuivata tyyny pystyasennossa varjossa.",
            "Tarkista, että täyte on kuiva myös sisältä ennen kuin tyyny palaa [aurinkotuoliin](product:1) tai laatikkoon.",
          ],
        },
        {
          heading: "Talveksi puhtaana ja kuivana sisälle",
          paragraphs: [
            "Syksyllä pehmusteet pestään, kuivataan perusteellisesti ja säilytetään sisällä, esimerkiksi varastossa tai vaatekaapin ylähyllyllä. Vältä ilmatiiviitä muovipusseja – puuvillainen säilytyspussi tai vanha lakana päästää kosteuden pois. Näin keväällä voit nostaa tyynyt suoraan [puutarhatuoleihin](product:2) ilman ummehtunutta hajua.",
            "Ennen kuin pakkaat pehmusteet, tarkista vetoketjut ja saumat. Pienen ratkeaman korjaa helposti nyt, mutta keväällä se on jo kasvanut. Talven jälkeen pehmusteet kannattaa tuulettaa ulkona aurinkoisena päivänä ennen ensimmäistä käyttöä.",
          ],
        },
      ],
    },

    "trends-of-the-year": {
      title: "Vuoden sisustustrendit: pehmeää, maanläheistä ja aitoa",
      urlKey: "vuoden-sisustustrendit",
      summary: "Pehmeät muodot, bouclé ja sametti, maan sävyt, massiivipuu ja vanhan ja uuden yhdistely – nämä suuntaukset näkyvät tänä vuonna koteihin asti.",
      sections: [
        {
          paragraphs: [
            "Tämän vuoden sisustuksessa kovat kulmat ja kylmät pinnat väistyvät. Tilalle tulee pehmeyttä, lämpimiä maan sävyjä ja materiaaleja, joita tekee mieli koskettaa. Kokosimme viisi suuntausta, jotka näkyvät sekä myymälöissämme että asiakkaidemme kodeissa – ja jotka on helppo tuoda kotiin pienin askelin.",
            "Trendit tulevat ja menevät, mutta tämän vuoden suuntauksille on yhteistä jotain pysyvää: ne korostavat mukavuutta, kosketusta ja laatua enemmän kuin yksittäistä väriä tai muotoa.",
          ],
        },
        {
          heading: "Pehmeät, pyöristetyt muodot",
          paragraphs: [
            "Kaarevat selkänojat, pyöreät käsinojat ja pyöreäkulmaiset pöydät tekevät huoneesta rennomman. Pyöreä muoto ohjaa katsetta ja liikettä pehmeästi, ja se sopii erityisen hyvin pieniin tiloihin, joissa kulmiin kolhii helposti. [Sohvapöytä](product:2), jossa on pyöreä tai ovaali kansi, on helppo tapa aloittaa.",
            "Kaarevuus ei rajoitu huonekaluihin. Kaaren muotoiset peilit, pallovalaisimet ja pyöreät matot jatkavat samaa teemaa, ja jo yksi tai kaksi tällaista elementtiä pehmentää suoralinjaista huonetta. Pyöreys ei tarkoita leikkisyyttä: selkeä, pelkistetty kaari sopii myös rauhalliseen pohjoismaiseen kotiin.",
          ],
        },
        {
          heading: "Bouclé ja sametti",
          paragraphs: [
            "Tekstuuri on vuoden avainsana. Bouclén nyppyläinen, villamainen pinta ja sametin syvä hohde tuovat tilaan lämpöä ilman kuoseja. Bouclé sopii erityisesti [nojatuoliin](product:1), sametti taas sohvaan tai tyynyihin. Yhdessä ne luovat kerroksellisen, kodikkaan kokonaisuuden.",
            "Molemmat kankaat ovat käytännöllisempiä kuin maineensa: useimmat huonekalulaadut kestävät kulutusta hyvin, kunhan niitä imuroi säännöllisesti ja tahrat hoitaa heti. Sametin nukka kääntyy käytössä ja muuttaa sävyään valon mukaan – se kuuluu materiaalin luonteeseen.",
          ],
          pictureCaption: "Pehmeä nojatuoli ja pyöreä sohvapöytä keventävät olohuoneen linjoja.",
        },
        {
          heading: "Ruoste, hiekka ja oliivi",
          paragraphs: [
            "Harmaan ja valkoisen rinnalle nousevat maan sävyt: ruosteenpunainen, lämmin hiekka, terrakotta ja oliivinvihreä. Ne toimivat hyvin pohjoisen valossa, koska ne lämmittävät tilaa myös pimeinä kuukausina. Rohkein voi valita [kolmen istuttavan sohvan](category:11) ruosteen sävyssä, varovaisempi aloittaa tyynyistä ja torkkupeitosta.",
            "Yhtä tärkeää on massiivipuu, jonka syyt ja oksat saavat näkyä. Öljytty tammi, pähkinä ja tiikki kestävät aikaa, kaunistuvat käytössä ja sopivat yhteen sekä vanhojen että uusien huonekalujen kanssa. Kiiltävät, tasaiset pinnat saavat väistyä elävän puun tieltä.",
          ],
        },
        {
          heading: "Vanhaa ja uutta sekaisin",
          paragraphs: [
            "Kokonaan samasta sarjasta sisustettu koti tuntuu helposti näyttelyltä. Tänä vuonna yhdistellään rohkeasti: isovanhempien lipasto uuden sohvan vieressä, kirpputorilta löydetty valaisin uuden ruokapöydän yllä. Näin koti kertoo asukkaistaan eikä vain siitä, mitä kaupassa oli juuri nyt tarjolla.",
            "Tämä on myös kestävä tapa sisustaa: huonekalu, joka saa uuden paikan ja uutta seuraa, jatkaa elämäänsä sen sijaan, että se päätyisi kaatopaikalle.",
          ],
          items: [
            "Anna yhden vanhan huonekalun olla huoneen tarina ja rakenna muu sen ympärille.",
            "Toista samaa puulajia tai väriä ainakin kahdessa kohdassa.",
            "Yhdistä pehmeä ja kova: bouclé-tuoli puisen pöydän viereen.",
            "Lisää uutta vähitellen, yksi huonekalu kerrallaan.",
          ],
        },
      ],
    },

    "boucle": {
      title: "Bouclé jää taloon – näin yhdistät ja hoidat sitä",
      urlKey: "boucle-sisustuksessa",
      summary: "Nyppyläinen bouclé tuo kotiin lämpöä ja pehmeyttä. Kerromme, miksi kangas toimii, mihin se sopii ja miten sitä hoidetaan oikein.",
      sections: [
        {
          paragraphs: [
            "Kun bouclé palasi huonekaluihin muutama vuosi sitten, moni arveli sen olevan ohimenevä villitys. Toisin kävi: nyppyläinen, villamainen kangas on vakiinnuttanut paikkansa niin nojatuoleissa, sohvissa kuin tyynyissä. Syy on yksinkertainen – se näyttää ja tuntuu lämpimältä.",
          ],
        },
        {
          heading: "Miksi bouclé toimii",
          paragraphs: [
            "Nimi tulee ranskan sanasta boucler, kihartaa. Kankaan lanka on kierretty pieniksi silmukoiksi, jotka muodostavat elävän, kolmiulotteisen pinnan. Valo ja varjo leikkivät silmukoissa, joten yksivärinenkin bouclé näyttää kerrokselliselta. Kangas pehmentää kaarevia muotoja entisestään ja sopii siksi erinomaisesti pyöreisiin nojatuoleihin ja sohviin.",
            "Bouclé ei myöskään ole aina pelkkää villaa: monissa laaduissa on mukana polyesteria tai puuvillaa, mikä tekee kankaasta kestävämmän ja helpommin hoidettavan.",
            "Tuntuman lisäksi bouclé on hyvä valinta ääniympäristön kannalta. Silmukkainen pinta vaimentaa kaikua, mikä huomataan erityisesti avarissa, kovapintaisissa tiloissa, joissa on paljon lasia ja betonia.",
          ],
        },
        {
          heading: "Yhdistä puuhun ja pellavaan",
          paragraphs: [
            "Bouclé on parhaimmillaan, kun sen rinnalla on sileitä ja luonnollisia materiaaleja. Kontrasti korostaa sen tekstuuria.",
          ],
          items: [
            "Öljytty tammi tai pähkinä tuo lämpöä valkoisen tai kermanvärisen bouclén rinnalle.",
            "Pellava tyynyissä ja verhoissa tasapainottaa nyppyläistä pintaa.",
            "Villamatto ja bouclé yhdessä luovat syksyyn sopivan, kodikkaan tunnelman.",
            "Messinkiset tai mustat metallijalat tekevät kokonaisuudesta modernimman.",
            "Pysy pääosin yhdessä värisävyssä, niin tekstuurit pääsevät esiin.",
          ],
          pictureCaption: "Bouclé-nojatuoli ja kahden istuttava sohva kermanvalkoisessa olohuoneessa.",
        },
        {
          heading: "Mihin bouclé sopii",
          paragraphs: [
            "Jos haluat kokeilla, miltä bouclé näyttää omassa kodissasi, aloita [nojatuolista](product:0) tai [kahden istuttavasta sohvasta](product:1). Isompana pintana, esimerkiksi [vuodesohvassa](category:14) tai kulmasohvassa, bouclé tekee huoneesta heti pehmeämmän.",
            "Lapsiperheessä ja lemmikkien kanssa kannattaa valita tiiviisti kudottu laatu ja hieman tummempi sävy, sillä kissan kynnet tarttuvat helposti isoihin silmukoihin.",
            "Bouclé toimii myös pieninä annoksina. Tyyny, rahi tai nojatuolin istuintyyny tuo tekstuurin mukaan ilman isoa hankintaa, ja niitä voi vaihtaa vuodenaikojen mukaan: kermanvalkoinen bouclé sopii kesään, lämmin ruskea ja kaurapuuron sävy syksyyn.",
          ],
        },
        {
          heading: "Näin hoidat bouclé-kangasta",
          paragraphs: [
            "Imuroi bouclé viikoittain matalalla teholla ja pehmeällä harjasuulakkeella – liian voimakas imu voi vetää silmukoita ulos. Jos yksittäinen lanka irtoaa silmukastaan, älä koskaan vedä sitä. Leikkaa se tasaisesti saksilla tai työnnä takaisin paikalleen neulalla.",
            "Tahrat käsitellään kuten muutkin kankaat: painellen, ei hangaten. Vältä nukanpoistajaa, joka tasoittaa silmukoita ja muuttaa pinnan rakennetta pysyvästi.",
            "Kääntele ja pöyhi tyynyjä säännöllisesti, jotta silmukat painuvat tasaisesti. Jos kangas tuntuu litistyneeltä, höyrytä sitä kevyesti vaatehöyryttimellä noin 20 cm:n päästä – silmukat nousevat usein takaisin pystyyn. Vältä suoraa auringonvaloa etenkin vaaleissa sävyissä, sillä villa voi kellastua.",
            "Jos bouclé-tuoli on lapsiperheen tai lemmikin kovassa käytössä, irrotettava päällinen on kullanarvoinen: sen voi pestä ohjeen mukaan tai vaihtaa myöhemmin kokonaan. Näin pehmeä tekstuuri pysyy kodissa vuosia ilman huolta jokaisesta mehulasista.",
          ],
        },
      ],
    },

    "earth-tones": {
      title: "Maanläheiset sävyt: ruoste, terrakotta, hiekka ja oliivi",
      urlKey: "maanlaheiset-savyt",
      summary: "Maan sävyt lämmittävät kotia myös pimeinä kuukausina. Näin otat ruosteen, terrakotan, hiekan ja oliivin käyttöön ilman, että kokonaisuus raskaantuu.",
      sections: [
        {
          paragraphs: [
            "Harmaan ja valkoisen vuosien jälkeen koteihin on hiipinyt lämpöä: ruosteenpunaista, terrakottaa, hiekkaa ja oliivinvihreää. Maanläheiset sävyt tuntuvat rauhallisilta ja luonnollisilta, ja ne toimivat yllättävän hyvin pohjoisen vaihtelevassa valossa. Tärkeintä on annostelu – ja se, mistä aloittaa.",
          ],
        },
        {
          heading: "Neljä sävyä, neljä tunnelmaa",
          paragraphs: [
            "Kaikki neljä ovat luonnosta lainattuja sävyjä, ja siksi ne sopivat yhteen lähes aina. Syksyn metsä, hiekkaranta ja savi ovat hyvää inspiraatiota, kun mietit, mitkä sävyt sopivat omaan kotiisi. Katso myös, millaista valoa huoneeseen tulee: pohjoisikkunan viileässä valossa lämpimät sävyt tasapainottavat, etelän valossa ne hehkuvat.",
          ],
          items: [
            "Ruoste: lämmin ja energinen, parhaimmillaan isossa kangaspinnassa, kuten sohvassa.",
            "Terrakotta: vaaleampi ja pehmeämpi, sopii tyynyihin, ruukkuihin ja mattoihin.",
            "Hiekka: neutraali pohja, joka korvaa valkoisen ja harmaan ilman kylmyyttä.",
            "Oliivi: rauhoittava vihreä, joka yhdistyy puuhun ja huonekasveihin luontevasti.",
          ],
        },
        {
          heading: "Aloita yhdestä isosta huonekalusta",
          paragraphs: [
            "Helpoin tapa on valita yksi iso pinta maan sävyssä ja pitää muu sen ympärillä rauhallisena. Ruosteenvärinen [kolmen istuttava sohva](product:0) valkoista seinää vasten on jo itsessään kannanotto – se ei tarvitse kaverikseen kuin pari tyynyä ja puisen pöydän.",
            "Jos sohva on vasta vaihdossa, katso [kulmasohvien](category:13) kangasvaihtoehtoja: monissa malleissa on valittavana useita maan sävyjä hiekasta syvään oliiviin.",
            "Jos iso sohva tuntuu liian rohkealta, valitse maan sävy nojatuoliin tai mattoon. Ne on helpompi vaihtaa myöhemmin, ja niistä näet, miten väri elää omassa valossasi eri vuorokaudenaikoina.",
          ],
          pictureCaption: "Lämpimän sävyinen sohva tuo väriä valkoseinäiseen olohuoneeseen.",
        },
        {
          heading: "60–30–10-sääntö",
          paragraphs: [
            "Sisustajien vanha nyrkkisääntö auttaa myös maan sävyjen kanssa. Noin 60 prosenttia tilasta on pääväriä – yleensä seinät ja lattia, esimerkiksi lämmin valkoinen tai hiekka. Toissijaista väriä on 30 prosenttia: sohva, matto tai verhot. Viimeiset 10 prosenttia ovat korosteita: tyynyt, maljakot ja taulut.",
            "Jos sohva on ruosteenpunainen, se kantaa 30 prosentin osuuden. Oliivinvihreä tyyny, terrakottaruukku ja pari keramiikka-astiaa riittävät korosteiksi. Kun yksi väri saa johtaa, kokonaisuus pysyy rauhallisena.",
            "Sääntö ei ole laki vaan apuväline. Se auttaa välttämään tilanteen, jossa jokainen huonekalu kilpailee huomiosta.",
          ],
        },
        {
          heading: "Tasapaino valkoisella ja luonnonmateriaaleilla",
          paragraphs: [
            "Maan sävyt kaipaavat ympärilleen hengitystilaa. Valkoiset tai kalkinvaaleat seinät pitävät kokonaisuuden raikkaana, ja luonnonmateriaalit – puu, pellava, villa, rottinki ja keramiikka – sitovat värit yhteen. Öljytystä tammesta tehty [senkki](product:2) tai pähkinäinen sohvapöytä on maan sävyille luonteva kumppani.",
            "Vältä kiiltäviä pintoja ja kylmää kromia, jotka rikkovat lämpimän tunnelman. Matta keramiikka, kuivatut heinät ja villainen torkkupeitto tekevät saman työn paljon pehmeämmin.",
            "Kasvit ovat maanläheisen sisustuksen paras ystävä. Vihreä lehti oliivin tai terrakotan vieressä tuo tilaan eloa ja pehmentää värejä luontevasti.",
          ],
        },
      ],
    },

    "round-and-soft": {
      title: "Pyöreät muodot tuovat kotiin pehmeyttä",
      urlKey: "pyoreat-muodot",
      summary: "Pyöreä pöytä helpottaa keskustelua ja tekee pienestä huoneesta avaramman. Näin yhdistät kaarevat muodot kodin suoriin linjoihin.",
      sections: [
        {
          paragraphs: [
            "Sisustuksen linjat pehmenevät: pyöreät pöydät, kaarevat sohvat ja pyöristetyt kulmat ovat nousseet suoran ja kulmikkaan rinnalle. Kyse ei ole pelkästä ulkonäöstä. Pyöreä muoto muuttaa tapaa, jolla huonetta käytetään – ja sitä, miten sen ääressä puhutaan.",
            "Pyöreät muodot ovat olleet sisustuksessa suosittuja ennenkin – 1960- ja 70-luvuilla ne olivat arkea. Nyt kaari on rauhallisempi ja materiaalit luonnollisempia: öljyttyä tammea, pellavaa ja villaa.",
          ],
        },
        {
          heading: "Pyöreä pöytä kokoaa ihmiset",
          paragraphs: [
            "Pyöreän ruokapöydän ääressä kukaan ei istu päädyssä eikä nurkassa. Kaikki näkevät toisensa, ja keskustelu kulkee luontevasti koko pöydän ympäri. Halkaisijaltaan noin 110 cm:n [ruokapöytä](product:2) riittää neljälle mukavasti, ja lisätuolin saa tarvittaessa mahtumaan väliin.",
            "Pöytä kannattaa valita keskijalalla, jos tilaa on vähän. Keskijalka ei ole tuolien tiellä, joten pöydän ympärille mahtuu tarvittaessa yksi istuja lisää ilman, että kenenkään polvet osuvat jalkaan.",
            "Sama pätee olohuoneeseen: [pyöreä sohvapöytä](product:0) on helppo tavoittaa joka puolelta, eikä sen kulmiin kolhi sääriä. Pyöreitä ja ovaaleja malleja löydät [sohvapöytien](category:42) valikoimasta.",
            "Ovaali pöytä on hyvä välimuoto: siinä on pyöreän pöydän pehmeys, mutta se ulottuu pitkän sohvan edessä kaikkien istujien ulottuville.",
          ],
        },
        {
          heading: "Pienen tilan ystävä",
          paragraphs: [
            "Pyöreä muoto vie visuaalisesti vähemmän tilaa kuin kulmikas. Kulkureitit kiertävät sen pehmeästi, ja pöytä mahtuu nurkkaan, johon suorakaiteen muotoinen ei sopisi. Pienessä kaksiossa pyöreä ruokapöytä ja kaksi tuolia ikkunan edessä tekevät tilasta heti ruokailutilan.",
            "Kaareva tai pyöristetyin käsinojin muotoiltu sohva kääntää istujat hieman toisiaan kohti, mikä tekee siitä luontevan keskustelusohvan. Se sopii hyvin tilaan, jossa sohva ei ole seinää vasten vaan keskellä huonetta.",
            "Kaareva sohva vie kuitenkin hieman enemmän lattiaa kuin suora sohva samalla istuinmäärällä. Mittaa huolella ja merkitse sohvan ääriviivat lattiaan ennen kuin päätät.",
            "Pyöreä muoto on myös turvallinen valinta lapsiperheessä. Kun pöydissä ei ole teräviä kulmia, pienten lasten päät ja aikuisten lonkat säästyvät kolhuilta – ja huonekalujen reunat naarmuilta.",
          ],
          pictureCaption: "Pyöreä sohvapöytä ja sivupöytä pehmentävät olohuoneen linjoja.",
        },
        {
          heading: "Näin yhdistät pyöreän ja suoran",
          paragraphs: [
            "Pelkistä kaarista koottu huone voi tuntua levottomalta. Paras tulos syntyy, kun pyöreät ja suorat muodot tasapainottavat toisiaan.",
            "Hyvä esimerkki on suoralinjainen sohva, jonka edessä on pyöreä sohvapöytä ja vieressä pyöreä sivupöytä. Sohva antaa huoneelle rungon, pyöreät pöydät keventävät sitä. Ruokailutilassa sama toimii toisin päin: pyöreä pöytä ja suoraselkäiset tuolit.",
          ],
          items: [
            "Pidä yksi tai kaksi pyöreää päähuonekalua huonetta kohden.",
            "Pyöreä pöytä toimii hyvin suorakaiteen muotoisen maton päällä ja päinvastoin.",
            "Yhdistä pyöreä [sivupöytä](product:1) suoralinjaiseen sohvaan.",
            "Toista kaarta pienissä yksityiskohdissa, kuten peilissä tai valaisimessa.",
            "Pidä materiaalit yhtenäisinä, niin erilaiset muodot näyttävät kuuluvan yhteen.",
            "Valitse sohvalle pyöreitä tai pyöristettyjä tyynyjä, jos sohva itse on suora.",
          ],
        },
      ],
    },

    "outdoor-living-room": {
      title: "Olohuone ulos: näin syntyy kesän lempipaikka",
      urlKey: "ulko-olohuone",
      summary: "Loungeryhmä, ulkomatto, lyhdyt ja kasveista tehdyt seinät – näin terassista tulee kesän toinen olohuone.",
      sections: [
        {
          paragraphs: [
            "Suomen kesä on lyhyt, mutta valoisat illat ovat pitkiä. Siksi moni haluaa terassista tai pihasta paikan, jossa ei vain syödä, vaan myös loikoillaan, luetaan ja istutaan ystävien kanssa pitkälle yöhön. Ulko-olohuone rakentuu samoista osista kuin sisäolohuone: istuimista, matosta, valosta ja seinistä.",
            "Ulko-olohuoneeseen ei tarvita isoa pihaa. Sama ajattelu toimii kerrostalon parvekkeella, rivitalon terassilla ja mökin laiturilla – vain mittakaava muuttuu.",
          ],
        },
        {
          heading: "Loungeryhmä keskipisteeksi",
          paragraphs: [
            "Ulko-olohuoneen sydän on mukava [loungeryhmä](product:0). Syvät istuimet ja paksut pehmusteet kutsuvat viipymään, ja modulaarinen sohva taipuu niin perheen iltaan kuin isompaan seurueeseen.",
            "Jos tilaa on, yhdistä oleskelu ja ruokailu: [puutarharyhmä](product:1) lähelle keittiön ovea ja lounge sinne, mihin ilta-aurinko osuu. Näin sama piha palvelee sekä aamukahvia että pitkää illanviettoa.",
            "Aseta sohva niin, että sen selkä on seinää, aitaa tai istutuksia vasten. Ihminen istuu mieluiten suojassa, ja keskellä avointa pihaa oleva sohva tuntuu helposti tuuliselta ja paljaalta.",
          ],
          pictureCaption: "Loungeryhmä ja aurinkovarjo muodostavat terassille oman olohuoneen.",
        },
        {
          heading: "Matto ja tekstiilit",
          paragraphs: [
            "Ulkomatto rajaa oleskelualueen ja tekee siitä heti kodikkaamman. Valitse polypropeenista tai muusta nopeasti kuivuvasta materiaalista tehty matto, joka kestää sadetta ja jonka voi huuhdella letkulla. Torkkupeitot ja muutama lisätyyny viimeistelevät tunnelman – ja tuovat lämpöä, kun ilta viilenee.",
            "Ulkotekstiilit kannattaa säilyttää yöt sisällä tai tyynylaatikossa. Aamukaste kastelee ne yllättävän märiksi, kun taas kuivina säilytetyt tyynyt ja peitot pysyvät raikkaina koko kesän. Valitse värejä, jotka toistuvat myös sisällä – silloin ulko-olohuone tuntuu kodin jatkeelta.",
          ],
        },
        {
          heading: "Valoa iltaan",
          paragraphs: [
            "Elokuussa illat pimenevät, ja silloin valaistus ratkaisee. Lyhdyt pöydällä ja lattialla, valosarja pergolan tai kaiteen yllä ja aurinkokennovalot istutuksissa luovat pehmeän, kerroksellisen valon.",
            "Rakenna valo kerroksittain kuten sisälläkin: yleisvalo, tunnelmavalo ja kohdevalo. Yksi kirkas ulkolamppu seinässä ei yksin riitä luomaan tunnelmaa.",
          ],
          items: [
            "Ripusta valosarja siksakkiin istuinalueen ylle.",
            "Ryhmittele eri korkuisia lyhtyjä sohvan viereen.",
            "Valitse ledikynttilät, jos tuulee tai lapset leikkivät lähellä.",
            "Suuntaa yksi valo kasveihin, niin piha saa syvyyttä.",
          ],
        },
        {
          heading: "Varjo ja kasviseinät",
          paragraphs: [
            "Keskipäivän aurinko voi olla suojaisalla terassilla yllättävän kuuma. [Aurinkovarjo](product:2) tuo varjoa juuri sinne, missä sitä tarvitaan, ja kääntyvän riippuvarjon voi siirtää auringon mukana.",
            "Korkeat ruukkukasvit, kuten koristeheinät, bambut tai köynnökset säleikössä, toimivat olohuoneen seininä: ne antavat näkösuojaa, vaimentavat tuulta ja tekevät tilasta suojaisan. Tutustu [loungeryhmiin](category:55) ja löydä sopiva keskipiste omalle ulko-olohuoneellesi.",
            "Jos terassi on tuulinen, tuulensuoja tai lasiseinä voi pidentää ulkokautta viikoilla sekä keväällä että syksyllä. Ulkotakka tai lämmitin houkuttelee istumaan myös elokuun viileinä iltoina.",
            "Kun ulko-olohuone on valmis, huomaat käyttäväsi sisäolohuonetta kesällä yllättävän vähän – ja juuri niin sen kuuluukin mennä.",
          ],
        },
      ],
    },

    "built-to-last": {
      title: "Kestävät huonekalut: näin valitset vuosikymmeniksi",
      urlKey: "kestavat-huonekalut",
      summary: "Massiivipuu, vaihdettavat päälliset ja ajattomat muodot – näin tunnistat huonekalun, joka kestää käytössä vuosikymmeniä.",
      sections: [
        {
          paragraphs: [
            "Paras huonekalu on se, jota ei tarvitse vaihtaa. Kestävä valinta säästää rahaa, vaivaa ja luontoa, ja monesti se myös kaunistuu vuosien myötä. Mutta miten laadun tunnistaa myymälässä tai verkkokaupassa? Kokosimme asiat, joihin kannattaa kiinnittää huomiota.",
            "Kestävyys ei tarkoita, että kaiken pitäisi olla kallista. Kyse on siitä, että huonekalu on tehty huolellisesti, siitä voi pitää huolta ja se sopii kotiisi vielä muuttojen ja elämänmuutosten jälkeenkin.",
          ],
        },
        {
          heading: "Kiinteät materiaalit",
          paragraphs: [
            "Massiivipuu kestää kulutusta, ja sen voi hioa ja käsitellä uudelleen, kun pinta kuluu. Viilutettu levy on kevyempi ja edullisempi, mutta syvä naarmu jää siihen pysyvästi. [Massiivipuinen ruokapöytä](product:0) voi olla käytössä useamman sukupolven ajan. Katso myös liitoksia: tapitetut ja ruuvatut liitokset kestävät paremmin kuin pelkkä liima.",
            "Verhoilluissa kalusteissa kannattaa tutkia runko ja jousitus. Kuivattu kovapuu ja pussijouset tai joustinnauhat kestävät pidempään kuin pelkkä vaahtomuovi lastulevyrungon päällä.",
            "Hyvän huonekalun tunnistaa usein myös painosta: massiivipuinen tuoli tuntuu kädessä tukevalta eikä nitise, kun siihen istuu.",
          ],
          pictureCaption: "Massiivipuinen ruokapöytä ja tuolit on tehty kestämään sukupolvelta toiselle.",
        },
        {
          heading: "Vaihdettavat osat",
          paragraphs: [
            "Huonekalu, jonka osia voi vaihtaa, elää pidempään. Irrotettava päällinen voidaan pestä tai uusia, kun sohvan kangas kuluu tai väri alkaa kyllästyttää. Vaihdettavat jalat, tyynyt ja kiinnikkeet pidentävät käyttöikää samalla tavalla.",
            "Sama koskee täytteitä: vaahtomuovi painuu ajan myötä, mutta kun istuintyynyjen täytteen voi vaihtaa, sohva tuntuu taas uudelta ilman, että koko runkoa tarvitsee uusia.",
          ],
          items: [
            "Kysy, saako kalusteeseen varaosia tai uusia päällisiä myöhemmin.",
            "Suosi ruuvattavia jalkoja ja hyllyjä, joiden korkeutta voi säätää.",
            "Tarkista, onko [hyllyyn](product:1) saatavilla lisäosia, joilla sitä voi laajentaa muuton jälkeen.",
            "Säilytä kokoamisohjeet ja ylimääräiset ruuvit.",
          ],
        },
        {
          heading: "FSC-sertifioitu puu",
          paragraphs: [
            "FSC-merkki kertoo, että puu on peräisin vastuullisesti hoidetusta metsästä, jossa hakattu puu korvataan ja luonnon monimuotoisuudesta huolehditaan. Merkintä kannattaa tarkistaa erityisesti trooppisten puulajien, kuten tiikin, kohdalla. Tuotetiedoissamme kerromme puulajin ja sertifioinnin aina, kun ne ovat tiedossa.",
            "Kysy myös, mistä huonekalu tulee ja miten se on pakattu. Tasapakattu huonekalu vie kuljetuksessa vähemmän tilaa, mutta vaatii kestävät liitokset, jotta se kestää kokoamisen ja mahdollisen muuton.",
          ],
        },
        {
          heading: "Klassinen muoto ja hyvä hoito",
          paragraphs: [
            "Muodikas väri tai muoto voi tuntua vanhentuneelta muutamassa vuodessa, mutta selkeälinjainen tuoli tai pöytä näyttää hyvältä vielä kahdenkymmenen vuoden päästä. [Ruokatuoleissa](category:31) tämä pätee erityisen hyvin: 1950- ja 60-luvun muotoilu on edelleen ajankohtaista.",
            "Lopulta kestävyys riippuu myös hoidosta. Kerran vuodessa öljytty pöytä ja sohva, jonka tyynyt käännetään viikoittain, kestävät moninkertaisesti pidempään kuin laiminlyödyt.",
            "Kun mietit hankintaa, kysy itseltäsi: haluaisinko tämän kotiini vielä kymmenen vuoden päästä? Jos vastaus on kyllä, olet todennäköisesti löytänyt huonekalun, joka kestää sekä ajan että käytön.",
          ],
        },
      ],
    },

    "small-living-room": {
      title: "Pieni olohuone, iso tunnelma",
      urlKey: "pienen-olohuoneen-sisustus",
      summary: "Jalallinen sohva, sivupöydät, korkeat hyllyt ja yksi iso matto – näin pieni olohuone tuntuu avaralta ja toimii arjessa.",
      sections: [
        {
          paragraphs: [
            "Pieni olohuone ei tarkoita kompromisseja viihtyisyydessä. Kun huonekalut valitaan mittojen mukaan ja tilaa käytetään myös korkeussuunnassa, muutama neliö riittää hyvin sekä oleskeluun että vieraille. Kokosimme keinot, jotka toimivat käytännössä eivätkä vain kuvissa.",
            "Aloita mittaamisesta ja piirrä huone paperille. Kun näet ovien, ikkunoiden ja pattereiden paikat, on helpompi hahmottaa, mihin sohva luontevasti asettuu.",
          ],
        },
        {
          heading: "Sohva, jolla on jalat",
          paragraphs: [
            "Kahden istuttava sohva on pienen olohuoneen luonteva valinta. Valitse malli, jolla on näkyvät jalat: kun lattia näkyy sohvan alta, huone tuntuu suuremmalta ja valo pääsee kulkemaan. Kapeat käsinojat jättävät enemmän istumatilaa samalla kokonaisleveydellä.",
            "Mittaa ennen ostoa, kuinka leveä sohva mahtuu seinälle niin, että sen viereen jää tilaa sivupöydälle ja kulkemiselle. [Kahden istuttavien sohvien](category:12) tuotesivuilta löydät tarkat mitat.",
            "Vältä liian syviä sohvia pienessä tilassa. Loikoiluun tehty syvä istuin vie lattiasta selvästi enemmän kuin tavallinen, ja pienessä olohuoneessa sen huomaa heti.",
          ],
          pictureCaption: "Jalallinen kahden istuttava sohva ja pieni sivupöytä vievät vähän lattiatilaa.",
        },
        {
          heading: "Sivupöydät sohvapöydän tilalle",
          paragraphs: [
            "Iso sohvapöytä täyttää pienen olohuoneen lattian helposti kokonaan. Kaksi [sivupöytää](product:1) sohvan päädyissä tai yksi kevyt sivupöytä sohvan edessä tarjoaa laskutilaa kahvikupille ja kirjalle, mutta jättää lattian vapaaksi. Sivupöydän voi siirtää nojatuolin viereen tai ottaa vieraiden tullessa lisätasoksi.",
            "Jos haluat silti sohvapöydän, valitse kevyt, jalallinen ja mieluiten pyöreä malli. Lasikantinen tai ohutkantinen pöytä ei peitä näkymää, ja pyöreän pöydän ohi on helpompi kulkea. Sisäkkäispöydät ovat hyvä kompromissi: arjessa yksi pöytä, vieraiden tullessa kaksi.",
          ],
        },
        {
          heading: "Korkeutta ja valoa",
          paragraphs: [
            "Pienessä huoneessa seinät ovat arvokkainta pinta-alaa. Kun säilytys nousee ylös, lattia jää vapaaksi – ja juuri vapaa lattia saa huoneen tuntumaan suuremmalta.",
          ],
          items: [
            "Valitse korkea ja kapea [hylly](product:2) leveän ja matalan sijaan – se vie vähän lattiaa ja nostaa katseen ylös.",
            "Ripusta iso peili ikkunaa vastapäätä, jolloin se heijastaa päivänvaloa ja tuo huoneeseen syvyyttä.",
            "Pidä seinät, verhot ja isot pinnat vaaleina ja tuo väriä pienissä esineissä.",
            "Valitse ohuet verhot, jotka voi vetää kokonaan ikkunan sivuun.",
            "Käytä seinä- ja lattiavalaisimia, jotka eivät vie tasotilaa.",
          ],
        },
        {
          heading: "Yksi matto kokoaa kaiken",
          paragraphs: [
            "Monta pientä mattoa pirstoo pienen tilan. Yksi riittävän suuri matto, jonka päälle sohvan etujalat ja sivupöydät mahtuvat, kokoaa oleskelualueen yhdeksi kokonaisuudeksi ja tekee huoneesta rauhallisemman. Hyvä nyrkkisääntö on, että matto on vähintään sohvan levyinen.",
            "Kun maton sävy toistuu vaikkapa tyynyissä tai taulussa, pieni olohuone näyttää harkitulta eikä ahtaalta.",
            "Lopuksi: karsi. Pienessä olohuoneessa jokaisen huonekalun pitää ansaita paikkansa. Jos tuoli toimii lähinnä vaatteiden säilytyspaikkana, se saa muuttaa toiseen huoneeseen.",
            "Vähemmän tavaraa tarkoittaa myös vähemmän siivottavaa, ja pieni olohuone pysyy helpommin rauhallisena.",
          ],
        },
      ],
    },

    "dining-room-planning": {
      title: "Ruokailutilan suunnittelu: mitat, joilla kaikki mahtuvat",
      urlKey: "ruokailutilan-suunnittelu",
      summary: "60 cm pöydän reunaa ruokailijaa kohden ja 80–90 cm tilaa tuolin taakse. Näillä mitoilla suunnittelet ruokailutilan, jossa on hyvä istua.",
      sections: [
        {
          paragraphs: [
            "Hyvä ruokailutila on sellainen, jossa kukaan ei joudu puristautumaan tuolinsa taakse ja jokaisella on tilaa lautaselle ja kyynärpäille. Kun suunnittelet ruokapöydän paikkaa tai vaihdat pöytää, muutama mitta kertoo nopeasti, mikä mahtuu ja montako ihmistä pöydän ääreen oikeasti sopii. Ruokailutila on usein osa keittiötä tai olohuonetta, joten myös kulkureitit on otettava huomioon.",
          ],
        },
        {
          heading: "60 cm ruokailijaa kohden",
          paragraphs: [
            "Jokainen ruokailija tarvitsee noin 60 cm pöydän reunaa. Näin 180 cm pitkän pöydän kummallekin sivulle mahtuu kolme henkeä ja päätyihin tarvittaessa yksi lisää. Pöydän leveydeksi riittää yleensä 80–90 cm, jotta keskelle mahtuvat tarjoiluastiat.",
            "Tarkista myös tuolien leveys: leveät [ruokatuolit](product:1) käsinojineen vievät enemmän kuin 60 cm, jolloin samaan pöytään mahtuu yksi istuja vähemmän.",
            "Lasten kanssa tilaa tarvitaan hieman vähemmän, mutta aikuisten illallisille kannattaa varata mieluummin reilusti kuin niukasti. Kukaan ei muista ruokaa, jos kyynärpäät ovat koko illan naapurin lautasella.",
          ],
          pictureCaption: "Ruokapöytä ja ruokatuolit, joiden ympärillä on tilaa liikkua.",
        },
        {
          heading: "Tilaa tuolien taakse",
          paragraphs: [
            "Pöytä vie lattiasta enemmän kuin pöytälevyn verran. Jätä jokaisen tuolin taakse vähintään 80–90 cm vapaata tilaa, jotta tuolin voi vetää ulos ja nousta ylös. Jos tuolien takaa kuljetaan usein, esimerkiksi keittiöön, varaa vielä enemmän.",
            "Jos ruokailutila on pieni, seinän vieressä oleva penkki säästää tilaa, koska sen taakse ei tarvita ulosvetotilaa. Penkille mahtuu tarvittaessa myös yksi lapsi enemmän kuin tuoleille.",
          ],
          items: [
            "Mittaa huone ja merkitse pöydän ääriviivat lattiaan maalarinteipillä.",
            "Lisää jokaiselle sivulle 80–90 cm tuoleja ja ylösnousua varten.",
            "Tarkista, etteivät ovet, laatikostot tai patterit jää tuolien tielle.",
            "Vedä tuoli ulos ja istu alas ennen kuin päätät pöydän koon.",
          ],
        },
        {
          heading: "Pyöreä vai jatkettava pöytä",
          paragraphs: [
            "Neljän hengen pyöreä pöytä tarvitsee halkaisijaa noin 110 cm. Pyöreä pöytä on tilan kannalta joustava, koska lisätuolin saa mahtumaan väliin ilman päätypaikkaa.",
            "Jos vieraita tulee usein, jatkettava pöytä on käytännöllisin ratkaisu: arjessa [ruokapöytä](product:0) on kompakti, ja juhlissa lisälevyt tuovat tilaa kahdelle tai neljälle lisää. Monessa [ruokailuryhmässä](category:44) pöytä on valmiiksi jatkettava ja tuolit sen korkeuteen sopivia.",
            "Tarkista jatkettavasta pöydästä, missä lisälevyjä säilytetään. Käytännöllisimmissä malleissa ne kulkevat pöydän sisällä, eikä niitä tarvitse kantaa varastosta.",
          ],
        },
        {
          heading: "Valaisin pöydän yllä",
          paragraphs: [
            "Ruokapöydän valaisin ripustetaan yleensä noin 60–70 cm pöytälevyn yläpuolelle – tarpeeksi alas, ettei se häikäise, ja tarpeeksi ylös, ettei se peitä näkymää pöydän yli. Pitkän pöydän yllä kaksi tai kolme pienempää valaisinta valaisee tasaisemmin kuin yksi. Himmennin on pieni hankinta, joka muuttaa arkiaamiaisen pöydän illan juhlapöydäksi.",
            "Valitse lämmin valo, noin 2700 kelviniä, jotta ruoka ja ihmiset näyttävät hyvältä myös pimeinä talvi-iltoina.",
            "Kun mitat, valo ja tuolit ovat kohdallaan, ruokapöydän ääressä viihdytään – ja juuri siellä perheen tärkeimmät keskustelut usein käydään.",
          ],
        },
      ],
    },

    "open-plan": {
      title: "Avoin tila vyöhykkeiksi: sohva, matot ja senkki apuna",
      urlKey: "avoimen-tilan-vyohykkeet",
      summary: "Avoimessa tilassa seinien työn tekevät huonekalut. Näin kulmasohva, matot, senkki ja yhtenäiset värit jakavat tilan selkeiksi alueiksi.",
      sections: [
        {
          paragraphs: [
            "Avoin keittiö-olohuone on valoisa ja sosiaalinen, mutta ilman selkeää jäsentelyä se voi tuntua käytävältä, jossa mikään ei ole oikein paikallaan. Seinien sijaan tila jaetaan huonekaluilla, matoilla ja väreillä. Näin syntyvät omat alueet ruokailulle, oleskelulle ja kulkemiselle.",
            "Aloita miettimällä, mitä tilassa tehdään. Ruoanlaitto, syöminen, television katselu, lukeminen ja lasten leikit tarvitsevat kukin oman paikkansa – ja selkeät reitit niiden välille.",
          ],
        },
        {
          heading: "Sohvan selkänoja rajaa olohuoneen",
          paragraphs: [
            "Kulmasohva on avoimen tilan tehokkain tilanjakaja. Kun [kulmasohva](product:0) käännetään selkä kohti keittiötä tai ruokailutilaa, sen selkänoja muodostaa matalan rajan, joka erottaa olohuoneen muusta tilasta peittämättä näkymää.",
            "Muista, että sohvan selkä on nyt näkyvillä. Valitse malli, joka on viimeistelty huolellisesti myös takaa, ja jätä sohvan taakse vähintään 80 cm kulkutilaa.",
            "Jos tilaa on vähemmän, sama onnistuu kolmen istuttavalla sohvalla ja sen taakse sijoitetulla matalalla senkillä.",
          ],
          pictureCaption: "Kulmasohva ja senkki jakavat avoimen tilan luontevasti kahtia.",
        },
        {
          heading: "Matot saarekkeina",
          paragraphs: [
            "Matto kertoo, mistä alue alkaa ja mihin se päättyy. Olohuoneessa matto kannattaa valita niin suureksi, että sohvan ja nojatuolien etujalat mahtuvat sen päälle. Ruokapöydän alla matto toimii, kun tuolit pysyvät sen päällä myös ulos vedettyinä – käytännössä matto on silloin reilusti pöytää suurempi joka suunnalla.",
            "Mattojen ei tarvitse olla samanlaisia, mutta niiden pitää sopia yhteen. Sama värimaailma eri kuosissa tai sama materiaali eri sävyissä toimii hyvin. Vältä kahta voimakaskuosista mattoa samassa näkymässä.",
          ],
        },
        {
          heading: "Senkki tai avohylly tilanjakajana",
          paragraphs: [
            "Matala [senkki](product:1) sohvan selän takana tai ruokailutilan reunalla toimii tilanjakajana ja säilytyksenä samaan aikaan. Sen päälle mahtuvat valaisin, kirjat ja kasvit, laatikoihin taas ruokapöydän liinat ja kynttilät.",
            "Avohylly jakaa tilaa kevyemmin: valo ja katse kulkevat sen läpi, ja hyllyä voi käyttää molemmilta puolilta. Se sopii erityisesti tilaan, jossa ikkunoita on vain yhdellä seinällä.",
            "Valaistus jakaa tilaa yhtä tehokkaasti kuin huonekalut. Riippuvalaisin ruokapöydän yllä, lattiavalaisin sohvan vieressä ja keittiön työtasovalot luovat illalla kolme erillistä aluetta, vaikka tila on yksi.",
          ],
        },
        {
          heading: "Yhtenäiset värit sitovat kokonaisuuden",
          paragraphs: [
            "Kun [ruokailuryhmä](category:44) ja olohuoneen kalusteet ovat eri alueilla, niitä sitoo yhteen väri ja materiaali. Jätä myös kulkureitit selkeiksi: kun pääreitti ulko-ovelta keittiöön ei kulje olohuoneen läpi, oleskelualue rauhoittuu ja koko tila tuntuu järjestyneeltä.",
            "Pienillä valinnoilla avoin tila säilyttää avaruutensa, mutta tuntuu silti kodilta eikä aulalta. Muutama yksinkertainen periaate riittää.",
          ],
          items: [
            "Valitse kaksi tai kolme pääväriä, jotka toistuvat jokaisella alueella.",
            "Käytä samaa puulajia esimerkiksi ruokapöydässä ja sohvapöydässä.",
            "Toista samaa sävyä tekstiileissä: tyynyt sohvalla, istuintyynyt ruokatuoleissa.",
            "Valitse valaisimet samasta perheestä tai samasta materiaalista.",
            "Anna [ruokailuryhmän](product:2) erottua muodollaan, ei täysin eri tyylillä.",
          ],
        },
      ],
    },

    "home-office-corner": {
      title: "Työnurkkaus olohuoneeseen – ja illaksi pois näkyvistä",
      urlKey: "tyonurkkaus-olohuoneeseen",
      summary: "Ruokatuoli, joka kelpaa työtuoliksi, hylly joka piilottaa paperit ja valo sivulta: näin teet olohuoneeseen työpisteen, jonka saa illaksi siivottua.",
      sections: [
        {
          paragraphs: [
            "Etätyö on tullut jäädäkseen, mutta erillistä työhuonetta ei ole kaikilla. Olohuoneen nurkkaan saa toimivan työpisteen, kun huonekalut valitaan niin, että ne palvelevat sekä työpäivää että iltaa. Tavoitteena on paikka, jossa on hyvä keskittyä – ja jonka saa illalla siivottua näkyvistä muutamassa minuutissa.",
            "Hyvä työnurkkaus ei vaadi paljon tilaa. Noin metrin levyinen pöytä tai taso, tuoli ja hylly riittävät useimpiin etätyöpäiviin.",
          ],
        },
        {
          heading: "Tuoli, joka kelpaa molempiin",
          paragraphs: [
            "Olohuoneen työpisteessä tuoli on aina näkyvillä, joten toimistotuoli tuntuu siellä usein vieraalta. Hyvä [ruokatuoli](product:1) on toimiva kompromissi: valitse malli, jossa on tukeva selkänoja ja istuinkorkeus noin 45 cm, jolloin se sopii tavallisen 72–75 cm korkean pöydän ääreen. Pehmustettu istuin tekee pitkistä päivistä mukavampia.",
            "Kun työpäivä päättyy, tuoli palaa ruokapöydän ääreen. [Ruokatuoleistamme](category:31) löytyy pehmustettuja malleja, jotka kestävät molemmat roolit.",
            "Jos istut koneella useita tunteja päivässä, lisää tuoliin ristiselkätyyny ja nouse välillä seisomaan. Lyhyet tauot tekevät selälle enemmän hyvää kuin kallein tuoli.",
          ],
        },
        {
          heading: "Hylly, joka piilottaa paperit",
          paragraphs: [
            "Työnurkkauksen suurin haaste on tavara: paperit, laturit, muistikirjat ja tulostin. [Hylly](product:0), jossa on sekä avoimia tasoja että ovellisia tai laatikollisia osia, pitää työvälineet järjestyksessä. Avohyllyille kirjat ja kasvit, suljettuihin lokeroihin kaikki se, mitä ei halua nähdä illalla sohvalta.",
            "Kaunis kori hyllyn alatasolla on hyvä paikka kannettavalle tietokoneelle ja latureille.",
          ],
          items: [
            "Varaa jokaiselle tavararyhmälle oma laatikko tai kori.",
            "Kokoa johdot yhteen kaapelikouruun tai -rasiaan.",
            "Pidä yksi hyllytaso vain työtavaroille, niin tiedät, mihin ne palaavat.",
            "Valitse korit ja kotelot samasta materiaalista yhtenäisen ilmeen vuoksi.",
          ],
          pictureCaption: "Hylly, ruokatuoli ja sivupöytä muodostavat olohuoneeseen kompaktin työnurkkauksen.",
        },
        {
          heading: "Valo sivulta",
          paragraphs: [
            "Sijoita pöytä mieluiten ikkunan viereen niin, että päivänvalo tulee sivulta. Ikkuna suoraan edessä häikäisee, ja ikkuna selän takana heijastuu näytöstä. Kun iltapäivä pimenee, tarvitaan kohdevalo, joka osuu työtasoon sivulta – oikeakätiselle vasemmalta, jotta käsi ei varjosta paperia.",
            "Valitse työvalaisimeen lämmin mutta riittävän kirkas valo. Kun lamppu on kaunis, se saa jäädä paikalleen myös illaksi ja toimii silloin tunnelmavalona.",
          ],
        },
        {
          heading: "Illalla työ pois näkyvistä",
          paragraphs: [
            "Kun työpiste on olohuoneessa, iltarutiini on tärkeä, jotta työasiat eivät jää pyörimään mieleen. Sulje kone ja laita se laatikkoon, kerää paperit hyllyn kaappiin ja käännä lamppu sivuun.",
            "Pieni [sivupöytä](product:2) voi toimia päivällä tulostimen tai kahvikupin paikkana ja illalla taas nojatuolin vieressä lukulampun alustana.",
            "Jos työpiste on ruokapöydän päässä, rutiini on vielä tärkeämpi: kone kiinni ja tavarat koriin ennen kuin pöytä katetaan. Pöydän vieressä oleva hylly tai senkki tekee siirrosta helpon. Monessa perheessä juuri tämä hetki toimii myös merkkinä siitä, että työpäivä on ohi.",
          ],
        },
      ],
    },

    "storage-that-shows": {
      title: "Säilytys, joka saa näkyä",
      urlKey: "kaunis-sailytys",
      summary: "Avohyllyt sille, mitä haluat katsella, senkki kaikelle muulle. Näin stailaat hyllyn parittomin ryhmin ja jätät kolmanneksen tyhjäksi.",
      sections: [
        {
          paragraphs: [
            "Hyvä säilytys ei ole pelkkää piilottamista. Kun kirjat, keramiikka ja matkamuistot saavat paikan, jossa ne näkyvät, säilytyksestä tulee osa sisustusta. Samalla arjen sekalaiset tavarat tarvitsevat paikan, jossa ne eivät näy. Ratkaisu on yhdistää avoin ja suljettu.",
            "Useimmissa kodeissa tavaraa on enemmän kuin säilytystilaa. Siksi kannattaa ensin karsia ja vasta sitten järjestää: mitä käytät joka päivä, mitä haluat nähdä ja mistä voisit luopua?",
          ],
        },
        {
          heading: "Avohyllyt sille, mitä haluat katsella",
          paragraphs: [
            "Avohylly on kodin näyteikkuna. Sinne kuuluvat kirjat, kauniit astiat, valokuvat ja kasvit – asiat, jotka kertovat asukkaistaan ja joita katsoo mielellään. Korkea [hylly](product:0) koko seinän levyisenä muuttuu kotikirjastoksi, kapea hylly sohvan vieressä taas pieneksi esittelytasoksi.",
            "Hyllyn syvyys ratkaisee paljon: noin 30 cm riittää useimmille kirjoille, ja selvästi syvempi hylly houkuttelee pinoamaan tavaroita kahteen riviin.",
            "Avohylly vaatii hieman enemmän pölyjen pyyhintää kuin suljettu kaappi. Kun hyllyllä on vähemmän mutta valitumpia esineitä, siivous käy nopeasti.",
          ],
        },
        {
          heading: "Suljettu senkki kaikelle muulle",
          paragraphs: [
            "Kaikkea ei tarvitse nähdä. Laturit, pelit, servetit, laskut ja lasten piirustukset kuuluvat ovien taakse. Matala [senkki](product:1) olohuoneessa tai ruokailutilassa nielee yllättävän paljon, ja sen kansi on samalla hyvä paikka valaisimelle, maljakolle tai seinää vasten nojaavalle taululle.",
            "Katso [senkkien](category:62) valikoimasta malleja, joissa on sekä laatikoita että ovellisia osia – laatikoihin pienet tavarat, kaappeihin isot.",
            "Senkin sisällä järjestystä auttavat laatikoiden jakajat ja kannelliset rasiat. Kun jokaisella tavaralla on oma paikkansa, senkistä ei tule uutta sekalaista kasaa ovien taakse.",
          ],
          pictureCaption: "Avohylly ja senkki yhdessä: kauniit esineet esillä, arjen tavarat piilossa.",
        },
        {
          heading: "Näin stailaat hyllyn",
          paragraphs: [
            "Astu välillä kauemmas ja katso hyllyä kokonaisuutena. Jos katse pysähtyy jokaiselle tasolle, esineitä on liikaa; jos se kulkee pehmeästi ylhäältä alas, tasapaino on kohdallaan.",
          ],
          items: [
            "Ryhmittele esineet parittomiksi ryhmiksi, esimerkiksi kolme maljakkoa tai viiden kirjan pino.",
            "Vaihtele korkeuksia: pystyssä olevat kirjat, vaakapino ja sen päällä pieni esine.",
            "Toista samaa väriä tai materiaalia eri hyllyillä, niin kokonaisuus pysyy rauhallisena.",
            "Tuo mukaan jotain elävää: ylähyllyltä valuva köynnöskasvi pehmentää suoria linjoja.",
            "Aloita isoimmista esineistä ja lisää pienet viimeisiksi.",
          ],
        },
        {
          heading: "Jätä kolmannes tyhjäksi",
          paragraphs: [
            "Yleisin virhe on täyttää jokainen hylly. Kun noin kolmannes hyllytilasta jää tyhjäksi, esineet saavat ympärilleen tilaa ja jokainen niistä näkyy paremmin. Tyhjä tila antaa myös mahdollisuuden: uusi löytö mahtuu hyllyyn ilman, että kaikkea pitää järjestellä uudelleen.",
            "Jos hylly tuntuu silti täydeltä, siirrä osa tavaroista senkin sisään ja vaihda esillä olevia esineitä vuodenaikojen mukaan. Syksyllä kynttilät ja villa, kesällä kukat ja lasi. Tyhjä tila on sommittelussa yhtä tärkeä kuin esineet. Se antaa katseelle levähdyspaikan ja tekee hyllystä kokonaisuuden, jota jaksaa katsella päivästä toiseen.",
          ],
        },
      ],
    },

    "bar-stools": {
      title: "Baarijakkaran valinta: oikea korkeus ratkaisee",
      urlKey: "baarijakkaran-valinta",
      summary: "Noin 90 cm korkea taso tarvitsee noin 65 cm korkean istuimen. Näin valitset baarijakkarat oikealla korkeudella, sopivin välein ja jalkatuella.",
      sections: [
        {
          paragraphs: [
            "Keittiösaareke tai baaritaso on kodin vilkkain paikka: siinä juodaan aamukahvit, tehdään läksyt ja jutellaan kokin kanssa ruoanlaiton lomassa. Jotta istuminen on mukavaa, jakkaran korkeus täytyy sovittaa tason korkeuteen. Muutama senttimetri suuntaan tai toiseen tuntuu heti polvissa ja selässä. Tässä oppaassa käymme läpi mitat, jotka ratkaisevat.",
          ],
        },
        {
          heading: "Mittaa taso ensin",
          paragraphs: [
            "Baarijakkaroita on kahta pääkorkeutta. Tavallinen keittiötaso tai saareke on noin 90 cm korkea, ja sen ääreen sopii jakkara, jonka istuinkorkeus on noin 65 cm. Korkeampi baaripöytä tai -taso on noin 105 cm, ja silloin tarvitaan noin 75 cm:n istuinkorkeus.",
            "Nyrkkisääntö on yksinkertainen: istuimen ja tason yläpinnan väliin jää 25–30 cm. Silloin reidet mahtuvat tason alle, mutta kyynärpäät eivät nouse liian ylös.",
            "Mittaa korkeus lattiasta tason yläpintaan, ei kaappien yläreunaan. Paksu kivitaso voi nostaa korkeutta muutaman senttimetrin, ja silloin jakkaran korkeus on syytä tarkistaa uudelleen.",
          ],
          items: [
            "Taso noin 90 cm → istuinkorkeus noin 65 cm.",
            "Taso noin 105 cm → istuinkorkeus noin 75 cm.",
            "Istuimen ja tason väliin 25–30 cm.",
            "Säädettävä jakkara on hyvä valinta, jos perheessä on hyvin eripituisia istujia.",
          ],
        },
        {
          heading: "Montako jakkaraa mahtuu",
          paragraphs: [
            "Varaa jokaiselle jakkaralle noin 60 cm tason pituutta. Näin 180 cm pitkälle saarekkeelle mahtuu kolme jakkaraa väljästi. Jos jakkaroissa on käsinojat tai ne pyörivät, jätä väliin hieman enemmän. Muista myös tila jakkaroiden takana: istujan pitää voida nousta ja muiden kulkea ohi.",
            "Tason ylitys eli se, kuinka paljon taso ulottuu kaappien yli, ratkaisee polvitilan. Jos ylitystä on vähän, istujan polvet osuvat kaappien oviin ja jakkaralla istutaan vinossa.",
          ],
          pictureCaption: "Baarijakkarat keittiösaarekkeen ääressä sopivin välein.",
        },
        {
          heading: "Jalkatuki ja selkänoja",
          paragraphs: [
            "Baarijakkaralla jalat eivät ylety lattiaan, joten jalkatuki on mukavuuden kannalta välttämätön. Hyvä jalkatuki on tukevasti kiinni ja sellaisella korkeudella, että polvet ovat istuessa suunnilleen suorassa kulmassa.",
            "Selkänoja kannattaa valita, jos saarekkeen ääressä istutaan pitkään – esimerkiksi läksyjä tehdessä tai etätyöpäivinä. Matala selkänoja tukee alaselkää mutta ei näytä raskaalta, ja jakkaran saa silti työnnettyä osittain tason alle.",
            "Materiaalin valinnassa kannattaa miettiä arkea. Puinen tai metallinen istuin on helppo pyyhkiä, pehmustettu taas mukavampi, jos saarekkeen ääressä istutaan pitkään. Lapsiperheessä pyyhittävä keinonahka tai irrotettava istuintyyny on käytännöllinen kompromissi.",
          ],
        },
        {
          heading: "Kun saareketta ei ole",
          paragraphs: [
            "Baarijakkaroita käytetään myös korkean baaripöydän tai ikkunan eteen asennetun tason ääressä. Jos keittiöön mahtuu vain yksi ruokailupaikka, perinteinen [ruokapöytä](product:1) tuoleineen voi silti olla parempi ratkaisu etenkin lapsiperheessä. Tutustu [baarijakkaroihin](category:32) ja valitse [baarijakkara](product:0), jonka istuinkorkeus vastaa oman tasosi korkeutta.",
            "Kokeile myymälässä jakkaraa tason ääressä, jonka korkeus vastaa omaasi – istu hetki ja nojaa kyynärpäillä tasoon.",
          ],
        },
      ],
    },

    "small-balcony": {
      title: "Pieni parveke, suuri kesä",
      urlKey: "pienen-parvekkeen-kalustaminen",
      summary: "Taitettavat tuolit, bistropöytä, puolikas aurinkovarjo ja kasvit kaiteella – näin muutama neliö parveketta muuttuu kesän lempipaikaksi.",
      sections: [
        {
          paragraphs: [
            "Kaupunkikodin parveke voi olla vain pari neliötä, mutta kesällä se on monelle asunnon tärkein huone. Aamukahvi auringossa, iltapala kaupungin äänien keskellä, kirja ja lasillinen jotain kylmää – kaikki tämä mahtuu pienellekin parvekkeelle, kun kalusteet valitaan tarkkaan.",
            "Ennen ostoksia mittaa parveke ja katso, mihin aurinko osuu. Aamuaurinkoinen parveke on aamiaisen paikka, ilta-aurinkoinen taas iltapalan.",
          ],
        },
        {
          heading: "Taitettavat tuolit ja bistropöytä",
          paragraphs: [
            "Pienellä parvekkeella jokainen senttimetri on arvokas. Taitettavat [puutarhatuolit](product:0) ja pieni bistropöytä ovat klassinen yhdistelmä syystä: kun niitä ei käytetä, ne taittuvat kasaan ja nojaavat seinää vasten.",
            "Pyöreä [pöytä](product:1) on kulmikasta helpompi kiertää, ja kahdelle riittää halkaisijaltaan 60–70 cm:n pöytä. Kaiteeseen kiinnitettävä taso on vielä säästeliäämpi vaihtoehto, jos parveke on kapea.",
            "Jos parvekkeella on tilaa vain yhdelle, pieni lepotuoli voi olla parempi valinta kuin ruokailuryhmä. Mieti, mitä parvekkeella oikeasti teet – syötkö vai loikoiletko.",
          ],
          pictureCaption: "Taitettavat tuolit ja bistropöytä mahtuvat pienellekin parvekkeelle.",
        },
        {
          heading: "Varjoa ilman tilanhukkaa",
          paragraphs: [
            "Etelään tai länteen avautuvalla parvekkeella varjo on kesällä välttämätön. Tavallinen aurinkovarjo vie jalkansa kanssa paljon tilaa, mutta puolikas varjo asettuu suoraan seinää vasten ja varjostaa silti koko pöydän. Toinen vaihtoehto on seinään tai kaiteeseen kiinnitettävä varjo, joka ei vie lattiasta lainkaan.",
            "Katso [aurinkovarjojen](category:54) valikoimasta pienille tiloille sopivia malleja ja tarkista taloyhtiön säännöt ennen kuin porat mitään seinään.",
            "Valitse vaalea tai keskisävyinen kangas, sillä tumma kangas kerää lämpöä ja tekee pienestä parvekkeesta entistä kuumemman. Kaiteeseen kiinnitettävä näkösuojakangas vähentää tuulta ja tuo yksityisyyttä.",
          ],
        },
        {
          heading: "Kasvit kaiteelle",
          paragraphs: [
            "Kasvit tekevät parvekkeesta huoneen. Kukkiva kaide ja muutama ruukku lattialla antavat tunteen, että istut puutarhassa, vaikka alla kulkisi vilkas katu.",
          ],
          items: [
            "Kaiteeseen ripustettavat laatikot jättävät lattian vapaaksi.",
            "Yrtit, kuten basilika, timjami ja minttu, viihtyvät aurinkoisella parvekkeella ja päätyvät suoraan ruokaan.",
            "Köynnökset säleikössä antavat näkösuojaa naapurin suuntaan.",
            "Valitse kevyet ruukut etenkin ylemmissä kerroksissa ja kiinnitä ne tukevasti.",
            "Valitse lajit ilmansuunnan mukaan: pelargoniat ja yrtit aurinkoon, saniaiset ja murattit varjoon.",
          ],
        },
        {
          heading: "Materiaalit, jotka kestävät säätä",
          paragraphs: [
            "Lasittamaton parveke on sään armoilla, ja lasitettukin kostuu ja kuumenee. Valitse alumiinia, pulverimaalattua terästä tai tiikkiä – ne kestävät sadetta ja kosteutta. Kevyet alumiinituolit on helppo siirtää ja taittaa.",
            "Pehmusteet ja torkkupeitot kannattaa tuoda sisälle yöksi ja sateen ajaksi. Kun ne pysyvät kuivina, ne pysyvät myös raikkaina koko kesän, ja pieni tyynylaatikko voi toimia samalla lisäistuimena.",
            "Syksyllä taitettavat kalusteet on helppo viedä varastoon, ja parveke on nopeasti talvikunnossa. Keväällä ne ovat heti käytössä, kun ensimmäiset aurinkoiset päivät koittavat.",
            "Pieni parveke palkitsee huolellisen suunnittelun: kun jokaisella tavaralla on paikkansa, muutamasta neliöstä tulee kesän paras huone.",
          ],
        },
      ],
    },

    "patio-planning": {
      title: "Terassin suunnittelu: seuraa aurinkoa ja mittaa ensin",
      urlKey: "terassin-suunnittelu",
      summary: "Missä aurinko paistaa aamulla, missä illalla? Näin suunnittelet terassin, jossa ruokailu ja oleskelu saavat kumpikin oman paikkansa.",
      sections: [
        {
          paragraphs: [
            "Hyvä terassi syntyy suunnitelmasta, ei sattumasta. Ennen kuin valitset kalusteita, kannattaa viettää pihalla yksi päivä ja katsoa, missä aurinko paistaa ja missä tuulee. Kalusteet on helppo ostaa, mutta väärä paikka tai koko huomataan usein vasta, kun ryhmä on jo koottu. Kokosimme vaiheet, joilla suunnittelu onnistuu.",
          ],
        },
        {
          heading: "Seuraa aurinkoa päivän mittaan",
          paragraphs: [
            "Kirjaa ylös, mihin aurinko osuu aamulla, keskipäivällä ja illalla. Itään avautuva kulma on täydellinen aamukahville, länsipuoli taas illan istumiselle. Suomen kesäillat ovat pitkiä ja aurinko laskee myöhään luoteeseen, joten ilta-auringon paikka on usein pihan arvokkain neliö.",
            "Katso samalla tuulta ja näkymiä: mistä naapuri näkee, missä tuulee aina, mihin varjo lankeaa talon seinästä.",
            "Jos mahdollista, tee havainnot kesäkuussa, kun aurinko on korkeimmillaan ja kulkee pisimmän reittinsä. Keväällä ja syksyllä varjot ovat pidempiä, mutta kesäillat ovat se aika, jolloin terassia käytetään eniten.",
          ],
        },
        {
          heading: "Mittaa ennen kuin ostat",
          paragraphs: [
            "Mittaaminen kuulostaa itsestään selvältä, mutta moni yllättyy, kuinka paljon tilaa ruokailuryhmä tuoleineen vie. Kuuden hengen ryhmä tarvitsee lähes kymmenen neliötä, kun tuolien taakse jätetään riittävästi tilaa.",
          ],
          items: [
            "Mittaa terassin tai kiveyksen koko ja merkitse piirrokseen ovet, portaat ja kulkureitit.",
            "Piirrä kalusteet mittakaavassa paperille tai merkitse niiden ääriviivat maahan narulla.",
            "Varaa jokaisen tuolin taakse vähintään 80 cm tilaa.",
            "Jätä pöydän ohi kulkureitti, jotta ruokaa voi kantaa pujottelematta.",
            "Tarkista, mahtuuko aurinkovarjo aukeamaan pöydän yläpuolelle.",
            "Ota pihasta valokuvia eri kellonaikoina, niin muistat, missä varjot olivat.",
          ],
        },
        {
          heading: "Ruokailu keittiön oven lähelle",
          paragraphs: [
            "Kun [puutarharyhmä](product:0) on lähellä keittiön ovea, astiat, ruoat ja juomat kulkevat helposti ja kattaminen käy nopeasti. Talon seinusta on usein myös pihan suojaisin kohta.",
            "Valitse pöydän koko sen mukaan, kuinka monta teitä on tavallisesti – ja kuinka usein vieraita tulee. [Puutarhapöytä](product:1), jonka ääreen mahtuu kuusi, on monelle perheelle hyvä kompromissi.",
            "Varmista myös, että ryhmän alla on tasainen alusta. Kivetty tai laudoitettu terassi on paras, sillä nurmikolla tuolien jalat uppoavat ja pöytä heiluu.",
          ],
          pictureCaption: "Puutarharyhmä keittiön oven vieressä, lyhyen matkan päässä liedestä.",
        },
        {
          heading: "Oleskelunurkkaus ilta-aurinkoon",
          paragraphs: [
            "Jos tilaa on, erillinen oleskelunurkkaus illan auringossa tekee pihasta kaksi huonetta. Sinne sopii pari mukavaa [puutarhatuolia](product:2) ja pieni pöytä tai kokonainen loungeryhmä. Kun ruokailu ja oleskelu ovat eri paikoissa, illallisen jälkeen on luontevaa siirtyä pehmeämpään istuimeen ja antaa astioiden odottaa.",
            "Tutustu [puutarharyhmiin](category:56) ja mieti, kumpi on sinulle tärkeämpi, jos tila riittää vain toiseen: pitkät illalliset vai rento loikoilu.",
            "Oleskelunurkkaus ei tarvitse yhtä tasaista alustaa kuin ruokailuryhmä. Sorapiha, puuritilät tai iso ulkomatto nurmikon päällä riittävät, ja kasvit ympärillä tekevät nurkkauksesta suojaisan.",
            "Kun ruokailu ja oleskelu ovat omilla paikoillaan, terassi palvelee koko päivän aamukahvista iltaan.",
          ],
        },
      ],
    },

    "parasol-guide": {
      title: "Aurinkovarjon valinta: koko, malli ja riittävä jalka",
      urlKey: "aurinkovarjon-valinta",
      summary: "Varjon kannattaa olla noin metrin pöytää leveämpi, ja jalan paino ratkaisee turvallisuuden. Näin valitset oikean aurinkovarjon.",
      sections: [
        {
          paragraphs: [
            "Aurinkovarjo tekee terassista käyttökelpoisen myös keskipäivän helteellä. Varjoja on monenkokoisia ja -mallisia, ja valinnassa kannattaa miettiä muutakin kuin väriä: koko, rakenne, jalka ja kangas ratkaisevat, kuinka hyvin varjo toimii – ja kuinka turvallisesti se pysyy pystyssä.",
            "Varjo on myös terveysasia: lapset, ikäihmiset ja lemmikit tarvitsevat suojaa kesän kirkkaimpina tunteina.",
          ],
        },
        {
          heading: "Oikea koko",
          paragraphs: [
            "Varjon kankaan tulisi olla noin metrin pöytää leveämpi, jotta varjo ulottuu myös istujien ylle eikä vain pöytälevyn päälle. Esimerkiksi metrin levyisen [puutarhapöydän](product:1) yllä toimii noin kahden metrin varjo, ja kuuden hengen pöydälle tarvitaan kolme metriä tai enemmän.",
            "Muista, että aurinko liikkuu: iltapäivällä varjo lankeaa vinosti, joten hieman suurempi varjo on varmempi valinta kuin juuri ja juuri riittävä.",
            "Myös muoto vaikuttaa. Pyöreä varjo sopii pyöreän tai neliön muotoisen pöydän ylle, suorakaiteen muotoinen pitkän ruokapöydän ylle, jolloin samalla kangasmäärällä saa enemmän varjoa oikeaan paikkaan.",
          ],
        },
        {
          heading: "Keskipylväs vai riippuvarjo",
          paragraphs: [
            "Keskipylväällinen varjo on perinteinen ja vakaa. Sen pylväs kulkee usein pöydän keskellä olevan reiän läpi, jolloin pöytä toimii lisätukena.",
            "Kampi- tai vipumekanismi helpottaa ison varjon avaamista ja sulkemista, ja kallistustoiminnon ansiosta varjo suojaa myös iltapäivällä, kun aurinko laskee matalammalle.",
            "Riippuvarjossa pylväs on sivussa, ja kangas roikkuu varren varassa. Se jättää pöydän ympäristön vapaaksi, ja varjoa voi usein kääntää ja kallistaa auringon mukaan. Riippuvarjo on erinomainen oleskeluryhmän tai aurinkotuolien yllä.",
            "Riippuvarjon jalka vie kuitenkin tilaa pöydän vierestä, joten varaa sille paikka jo suunnitteluvaiheessa.",
          ],
          pictureCaption: "Aurinkovarjo puutarhapöydän yllä suojaa ruokailijat keskipäivän auringolta.",
        },
        {
          heading: "Riittävän painava jalka",
          paragraphs: [
            "Jalan paino on turvallisuuskysymys. Liian kevyt jalka ei pidä varjoa pystyssä, kun tuulenpuuska nappaa kankaasta kiinni.",
            "Jalkoja on valurautaisia, betonisia, graniittisia ja täytettäviä. Vedellä tai hiekalla täytettävä jalka on kevyt kantaa, mutta täytettynä riittävän painava. Pyörällinen jalka helpottaa varjon siirtämistä.",
          ],
          items: [
            "Pöydän läpi kulkeva keskipylväsvarjo: jalka vähintään 25 kg.",
            "Vapaasti seisova keskipylväsvarjo: vähintään 40–50 kg, isommissa malleissa enemmän.",
            "Riippuvarjo: selvästi painavampi jalka tai laatat – tarkista valmistajan suositus.",
            "Tuulisella paikalla valitse aina suositusta painavampi jalka.",
          ],
        },
        {
          heading: "Kangas ja tuuli",
          paragraphs: [
            "Hyvän varjokankaan UV-suojakerroin on UPF 50+, eli kangas päästää läpi alle kaksi prosenttia UV-säteilystä. Liuosvärjätty polyesteri tai akryyli kestää haalistumatta useita kesiä.",
            "Puhdista kangas kerran kesässä miedolla saippuavedellä ja pehmeällä harjalla, ja anna sen kuivua auki ennen sulkemista. Talveksi varjo suljetaan kuivana ja säilytetään suojapussissaan.",
            "Sulje varjo aina, kun tuulee tai kun lähdet pihalta – yllättävä puuska voi kaataa sen tai vääntää rungon. Katso [aurinkovarjojen](category:54) valikoima ja valitse [varjo](product:0), jonka koko ja jalka sopivat juuri sinun pihallesi.",
            "Hyvin hoidettu varjo kestää monta kesää, ja oikein valittu koko ja jalka tekevät siitä terassin huomaamattoman, mutta tärkeän osan.",
          ],
        },
      ],
    },

    "sun-loungers": {
      title: "Aurinkotuoli, jolla jaksaa loikoilla koko iltapäivän",
      urlKey: "aurinkotuolin-valinta",
      summary: "Säädettävä selkänoja, pyörät ja nopeasti kuivuva textilene – nämä ominaisuudet tekevät aurinkotuolista mukavan ja helppohoitoisen.",
      sections: [
        {
          paragraphs: [
            "Aurinkotuoli on kesän laiskimpien hetkien huonekalu: päiväunet, kirja, kuuma iltapäivä uinnin jälkeen. Hyvä aurinkotuoli on mukava monessa asennossa, helppo siirtää ja kestää sadetta ilman erityistä huolenpitoa. Kokosimme asiat, joihin kannattaa kiinnittää huomiota.",
            "Aurinkotuoleja on moneen makuun: kevyitä ja pinottavia, raskaita tiikkisiä ja pehmustettuja lepotuoleja, jotka ovat melkein ulkosohvia. Siksi kannattaa ensin miettiä, missä tuoli on ja kuinka usein sitä siirretään.",
          ],
        },
        {
          heading: "Säädettävä selkänoja",
          paragraphs: [
            "Selkänojan asentoja kannattaa olla useita: pystympi lukemiseen ja kahvin juomiseen, lähes vaakasuora auringonottoon ja päiväuniin. Kokeile myymälässä, miltä tuoli tuntuu kussakin asennossa ja kuinka helposti asentoa voi vaihtaa nousematta ylös. Joissakin malleissa myös jalkaosaa voi nostaa.",
            "Tarkista myös tuolin korkeus. Matala aurinkotuoli näyttää rennolta, mutta siitä on vaikeampi nousta. Korkeampi malli sopii paremmin, jos käyttäjinä on myös isovanhempia – ja siinä on mukava istua myös lukiessa.",
          ],
        },
        {
          heading: "Pyörät seuraavat aurinkoa",
          paragraphs: [
            "Aurinko liikkuu, ja aurinkotuoli sen mukana. Päätypyörien ansiosta tuolin voi siirtää nostamalla vain toista päätä, mikä on tärkeää etenkin raskaiden tiikkimallien kanssa. Pyörät säästävät myös terassin pintaa naarmuilta ja tekevät syksyn siivouksesta kevyemmän.",
            "Jos tuoli on aina samassa paikassa, esimerkiksi altaan reunalla tai laiturilla, pyörät eivät ole välttämättömät. Silloin tärkeämpää on, että tuoli on tukeva ja kestää kosteutta.",
          ],
        },
        {
          heading: "Materiaalit",
          paragraphs: [
            "Textilene on monen suosikki, koska sen kanssa ei tarvita pehmustetta lainkaan: istut kankaalle, joka joustaa kehon mukaan ja kuivuu nopeasti uinnin jälkeen. Tiikki on lämmin ja kaunis, ja pehmuste tuo sen päälle lisää mukavuutta. Alumiinirunkoinen tuoli on kevyin siirtää, ja sen voi jättää ulos sadekuuron ajaksi.",
          ],
          items: [
            "Textilene: tiivis, joustava kangas, joka kuivuu sateen jälkeen nopeasti ja on mukava ilman pehmustettakin.",
            "Tiikki: lämmin ja kestävä, harmaantuu kauniisti tai pysyy ruskeana öljyttynä.",
            "Alumiini: kevyt, ruostumaton ja helppo siirtää.",
            "Pehmuste: tuo lisää mukavuutta, mutta kannattaa viedä sisälle yöksi.",
          ],
          pictureCaption: "Aurinkotuoli ja aurinkovarjo rauhallisessa pihan nurkassa.",
        },
        {
          heading: "Sivupöytä ja varjo",
          paragraphs: [
            "Aurinkotuolin viereen tarvitaan paikka lasille, aurinkovoiteelle ja kirjalle. Pieni sivupöytä tai tuoliin kiinnitettävä taso riittää.",
            "Kahden tuolin väliin sopiva pöytä on hyvä paikka myös kannulle ja jääpalakulholle.",
            "Keskipäivän paahteessa [aurinkovarjo](product:1) tuo varjoa kasvoille, ja riippuvarjon voi kääntää kahden tuolin ylle. [Aurinkotuoleja](category:53) on valikoimassamme eri materiaaleista – valitse [aurinkotuoli](product:0), jonka säädöt ja materiaali sopivat siihen, miten sinä kesästä nautit.",
            "Säilytä aurinkotuolit talvella kuivassa paikassa. Monet mallit ovat taitettavia tai pinottavia, jolloin ne vievät varastosta vain vähän tilaa. Pese kangas ja runko ennen säilytykseen viemistä, niin kaikki on keväällä heti valmiina.",
            "Kun tuoli on oikea, loikoilu tuntuu ansaitulta – ja kesäpäivä venyy helposti iltaan asti.",
          ],
        },
      ],
    },

    "lounge-group-guide": {
      title: "Loungeryhmän valinta: mitat, materiaalit ja mukavuus",
      urlKey: "loungeryhman-valinta",
      summary: "Mittaa tila, mieti modulaarisuutta ja kokeile istuinsyvyyttä. Näin löydät loungeryhmän, joka on mukava vielä monen kesän jälkeen.",
      sections: [
        {
          paragraphs: [
            "Loungeryhmä on iso hankinta, ja siltä toivotaan paljon: tilaa koko perheelle, mukavuutta pitkiin iltoihin ja kestävyyttä vuosiksi. Ennen kuin rakastut kuvaan, mittaa tila ja mieti, miten ryhmää oikeasti käytetään – loikoiluun, syömiseen vai molempiin.",
            "Loungeryhmä on usein koko terassin keskipiste, joten sen koko ja muoto määräävät, miten muuta tilaa käytetään.",
          ],
        },
        {
          heading: "Mittaa tila huolellisesti",
          paragraphs: [
            "Loungeryhmä näyttää myymälässä usein pienemmältä kuin omalla terassilla. Mittaa käytettävissä oleva tila ja merkitse ryhmän ääriviivat lattiaan. Jätä ryhmän ympärille kulkutilaa ja sohvapöydän ja sohvan väliin noin 40–45 cm. Muista myös ovet, portaat ja aurinkovarjon jalka.",
            "Mieti, kuinka monta istujaa tarvitset tavallisena iltana ja kuinka monta juhlissa. Usein ryhmä kannattaa mitoittaa arkeen ja lisätä juhliin muutama kevyt tuoli tai rahi. Ylisuuri ryhmä täyttää terassin, eikä muulle jää tilaa.",
            "Muista myös pöytä: loungepöytä on ruokapöytää matalampi, mutta sille on mahduttava juomat ja pienet tarjoilut.",
          ],
        },
        {
          heading: "Modulaarinen kasvaa mukana",
          paragraphs: [
            "Modulaarinen [loungeryhmä](product:0) koostuu erillisistä osista: kulmamoduuleista, keskiosista ja rahi- tai pöytämoduuleista. Sen voi koota kulmasohvaksi, suoraksi sohvaksi tai kahdeksi erilliseksi istuimeksi, ja osia voi lisätä myöhemmin.",
            "Jos muutat tai piha muuttuu, ryhmä muuttuu mukana. Modulaarisuus on myös käytännöllistä talvisäilytyksessä, sillä pienemmät osat mahtuvat vajaan helpommin.",
            "Tarkista, miten moduulit kiinnitetään toisiinsa. Kun osat lukittuvat yhteen, sohva ei liu'u erilleen istuttaessa.",
          ],
          pictureCaption: "Modulaarinen loungeryhmä koottuna kulmasohvaksi aurinkovarjon alle.",
        },
        {
          heading: "Polyrottinki, alumiini vai tiikki",
          paragraphs: [
            "Materiaali kannattaa valita paikan mukaan. Tuulisella kattoterassilla kevyt alumiini voi tarvita kiinnitystä, kun taas tiikki pysyy paikallaan omalla painollaan. Meren rannalla suolainen ilma suosii alumiinia ja polyrottinkia, jotka eivät ruostu.",
          ],
          items: [
            "Polyrottinki: sääkestävä ja helppohoitoinen, pestään pelkällä saippuavedellä. Näyttää punotulta, mutta kestää sateen ja auringon.",
            "Alumiini: kevyt ja ruostumaton, helppo siirtää ja ilmeeltään siisti ja moderni.",
            "Tiikki: lämmin ja kestävä, harmaantuu kauniisti tai säilyttää värinsä öljyttynä.",
            "Yhdistelmät: alumiinirunko ja tiikkiset käsinojat yhdistävät keveyden ja lämmön.",
            "Pulverimaalattu teräs: vakaa ja painava, hyvä valinta tuuliselle paikalle.",
          ],
        },
        {
          heading: "Istuinsyvyys ja pehmusteet ratkaisevat",
          paragraphs: [
            "Mukavuus syntyy istuinsyvyydestä ja pehmusteiden paksuudesta. Syvä istuin sopii loikoiluun jalat ylhäällä, matalampi ja pystympi istuin taas keskusteluun ja syömiseen. Istu ryhmässä myymälässä pidempään kuin minuutin ja nojaa taaksepäin – niin kuin istuisit siinä kesäiltana.",
            "Selkätyynyjen määrä vaikuttaa syvyyteen: lisätyyny tekee syvästä istuimesta pystymmän ja sopivan myös lyhyemmille istujille. Tarkista myös, ovatko pehmusteiden päälliset irrotettavat ja pestävät, sillä ulkona ne likaantuvat väistämättä.",
            "Paksut, nopeasti kuivuvat pehmusteet tekevät pitkistäkin illoista mukavia. Täydennä ryhmä [aurinkovarjolla](product:1) ja tutustu [loungeryhmien](category:55) koko valikoimaan.",
            "Hyvä loungeryhmä on sellainen, jolta on vaikea nousta – ja jonka ääreen ystävät palaavat kesästä toiseen.",
          ],
        },
      ],
    },

    "spring-garden": {
      title: "Piha kevätkuntoon: kalusteet esiin talven jäljiltä",
      urlKey: "piha-kevatkuntoon",
      summary: "Pesu, öljyäminen, aurinkovarjon tarkistus ja uudet pehmusteet – näin saat pihakalusteet kevätkuntoon ja aloitat yhdestä nurkasta.",
      sections: [
        {
          paragraphs: [
            "Kun lumet ovat sulaneet ja ensimmäinen lämmin päivä kutsuu ulos, on aika nostaa pihakalusteet talvisäilöstä. Pieni kevätsiivous nyt tekee kesästä huolettoman. Kaikkea ei tarvitse tehdä kerralla – aloita yhdestä nurkasta ja laajenna sitä mukaa kuin päivät lämpenevät.",
            "Kevät on myös hyvä hetki miettiä, miten pihaa viime kesänä käytettiin. Mikä paikka oli suosituin, missä oli liian kuuma ja mikä nurkkaus jäi tyhjäksi?",
          ],
        },
        {
          heading: "Pese talven pölyt pois",
          paragraphs: [
            "Talven jäljiltä kalusteissa on pölyä, siitepölyä ja joskus hometäpliäkin. Pese kaikki pinnat miedolla saippuavedellä ja pehmeällä harjalla. Huuhtele runsaalla vedellä ja anna kuivua kunnolla ennen kuin nostat pehmusteet paikalleen. Painepesuria ei pidä käyttää puukalusteisiin, sillä se karhentaa pintaa.",
            "Aloita ylhäältä ja etene alaspäin, niin likavesi ei valu jo puhdistetuille pinnoille. Metallikalusteista kannattaa tarkistaa maalipinta ja paikata pienet naarmut maalikynällä ennen kuin ruoste ehtii alkaa. Polyrottinki pestään samalla tavalla saippuavedellä, ja punoksen väleistä lika lähtee pehmeällä harjalla.",
          ],
        },
        {
          heading: "Öljyä puu",
          paragraphs: [
            "Puiset kalusteet, kuten tiikkinen [puutarhapöytä](product:2), kiittävät kevään öljykerrasta. Öljy levitetään kuivaan ja puhtaaseen puuhun ohuena kerroksena, ja ylimäärä pyyhitään pois. Jos pinta on harmaantunut ja haluat sen takaisin ruskeaksi, hio kevyesti ennen öljyämistä. Anna öljyn kuivua vähintään vuorokausi ennen käyttöä.",
            "Öljyäminen onnistuu parhaiten poutapäivänä, kun lämpötila on yli +10 °C eikä sadetta ole luvassa vuorokauteen. Kylmässä öljy imeytyy huonosti ja jää pinnalle tahmeaksi. Polyrottinkia ja alumiinia ei tarvitse öljytä lainkaan.",
          ],
          pictureCaption: "Keväällä öljytty puutarharyhmä on valmis ensimmäiseen aamukahviin.",
        },
        {
          heading: "Kevään tarkistuslista",
          paragraphs: [
            "Listan läpikäyminen vie yhden iltapäivän, mutta säästää monelta harmilta kesän aikana. Tee tarkistus mieluiten ennen kuin kalusteet kannetaan ulos.",
          ],
          items: [
            "Kiristä ruuvit ja pultit ja tarkista, etteivät tuolit heilu.",
            "Avaa [aurinkovarjo](product:1) ja tarkista kangas, ruoteet ja kampi – rikkinäinen osa on helpompi vaihtaa nyt kuin kesken helteen.",
            "Pese pehmusteiden päälliset ja tuuleta täytteet aurinkoisena päivänä.",
            "Vaihda kuluneet tai haalistuneet pehmusteet uusiin.",
            "Puhdista terassin pinta ennen kuin kalusteet palaavat paikoilleen.",
          ],
        },
        {
          heading: "Aloita yhdestä nurkasta",
          paragraphs: [
            "Koko pihan ei tarvitse olla valmis ensimmäisenä lämpimänä viikonloppuna. Valitse yksi paikka – vaikkapa aurinkoinen seinusta aamukahville – ja tee siitä valmis: kalusteet paikalleen, pari ruukkua kevätkukkia ja tyyny tuolille. Kun nurkkaus on käytössä, muu piha seuraa perässä kesän mittaan.",
            "Jos kaipaat uutta, [puutarharyhmistämme](category:56) löydät kokonaisuuksia, joilla pihaa voi rakentaa vähitellen. Uusi [puutarharyhmä](product:0) voi olla juuri se, joka saa pihan heräämään.",
            "Kun piha herää, myös kasvit kaipaavat huomiota. Ruukkujen vaihtaminen, kesäkukkien istuttaminen ja köynnösten tukeminen kannattaa tehdä ennen kuin kalusteet nostetaan paikoilleen, ettei multa ja vesi sotke puhtaita pintoja.",
          ],
        },
      ],
    },

    "sofa-buying-guide": {
      title: "Näin valitset sohvan: mitat, istuintuntuma ja materiaalit",
      urlKey: "sohvan-valinta",
      summary: "Mittaa huone, ovet ja porraskäytävä, kokeile istuinsyvyyttä ja -korkeutta ja valitse kangas tai nahka. Näin löydät sohvan, joka on hyvä vuosia.",
      sections: [
        {
          paragraphs: [
            "Sohva on olohuoneen suurin ja käytetyin huonekalu, ja sen kanssa eletään usein kymmenen vuotta tai pidempään. Siksi valinta kannattaa tehdä huolella. Ulkonäkö ratkaisee ensivaikutelman, mutta mitat ja istuintuntuma ratkaisevat, viihdytkö sohvalla vielä vuosien päästä. Tässä oppaassa kerromme, mitä kannattaa mitata ja kokeilla ennen päätöstä.",
          ],
        },
        {
          heading: "Mittaa huone – ja reitti sinne",
          paragraphs: [
            "Mittaa ensin paikka, johon sohva tulee, ja jätä tilaa sohvapöydälle ja kulkemiselle. Merkitse sohvan ääriviivat lattiaan maalarinteipillä ja katso muutaman päivän ajan, miltä se tuntuu arjessa.",
            "Merkitse samaan piirrokseen myös television paikka, ikkunat ja pistorasiat. Kun kaikki on paperilla, on helppo nähdä, mahtuuko kulmasohva vai riittääkö suora.",
          ],
          items: [
            "Mittaa ulko-ovi, väliovet ja hissin syvyys.",
            "Tarkista porraskäytävän leveys ja käännökset – kulmat ovat usein ahtaampia kuin suorat osuudet.",
            "Vertaa mittoja sohvan leveyteen, syvyyteen ja korkeuteen, ei vain pituuteen.",
            "Kysy, saako jalat irrotettua tai moduulit kuljetettua erikseen.",
          ],
        },
        {
          heading: "Istuinsyvyys ja -korkeus",
          paragraphs: [
            "Istuinsyvyys ratkaisee, miten sohvalla istutaan. Istuin, jonka syvyys on 55–60 cm, sopii pystyyn istumiseen: jalat ovat lattialla ja selkä nojaa selkänojaan. Syvempi istuin kutsuu loikoilemaan jalat ylhäällä, ja siitä pitävät erityisesti pitkät istujat ja elokuvaillat. Istuinkorkeus on tavallisesti noin 45 cm; matalampi tuntuu rennolta, mutta siitä on vaikeampi nousta.",
            "[Kolmen istuttava sohva](product:0) sopii useimpiin olohuoneisiin, [kulmasohva](product:1) taas antaa tilaa loikoilulle ja koko perheelle.",
          ],
          pictureCaption: "Kolmen istuttava sohva ja kulmasohva: sama istuintuntuma, eri tapa olla.",
        },
        {
          heading: "Kova vai pehmeä istuin",
          paragraphs: [
            "Kova istuin tukee ja pitää muotonsa, pehmeä taas antaa periksi ja halaa. Moni valitsee näiden väliltä: kylmävaahtoa ja pehmeämpi pintakerros kuitua tai untuvaa. Pelkkä untuvatyyny on ihanan pehmeä, mutta vaatii pöyhimistä päivittäin. Istu myymälässä ainakin kymmenen minuuttia – nojaa taakse, käänny kyljellesi ja nouse ylös.",
            "Mieti myös, kuka sohvalla istuu eniten. Pitkä ihminen arvostaa syvää istuinta ja korkeaa selkänojaa, pienikokoinen taas matalampaa ja vähemmän syvää. Jos perheessä on molempia, irtotyynyt auttavat säätämään syvyyttä.",
          ],
        },
        {
          heading: "Kangas vai nahka, jalat vai sokkeli",
          paragraphs: [
            "Kangas on lämmin ja monipuolinen, ja irrotettavat päälliset voi pestä tai vaihtaa. Nahka kestää hyvin ja kaunistuu iän myötä, mutta tuntuu talvella viileältä ja kesällä lämpimältä. Jalallinen sohva näyttää kevyemmältä ja helpottaa siivousta, sokkelillinen on vakaampi, eikä sen alle kerry pölyä.",
            "Kangasta valitessa kannattaa katsoa kulutuskestävyyttä, joka ilmoitetaan usein Martindale-kierroksina. Kotikäytössä yli 20 000 kierrosta on hyvä taso, lapsiperheessä ja lemmikkien kanssa mieluummin enemmän.",
            "Värin kohdalla kannattaa muistaa, että iso pinta näyttää kotona tummemmalta kuin pieni kangasmallipala. Pyydä mallipala kotiin ja katso sitä sekä päivänvalossa että illalla lampun alla.",
            "Isompaan olohuoneeseen [neljän istuttava sohva](product:2) tai valmis [sohvapaketti](product:3) on helppo tapa saada yhtenäinen kokonaisuus. Katso koko [sohvavalikoimamme](category:1).",
          ],
        },
      ],
    },

    "sofa-beds": {
      title: "Vuodesohva: mekanismit, patjat ja tilantarve",
      urlKey: "vuodesohvan-valinta",
      summary: "Levitettävä, klik-klak vai ulosvedettävä? Näin valitset vuodesohvan mekanismin ja patjan sen mukaan, nukutaanko siinä joka yö vai vain vieraiden kanssa.",
      sections: [
        {
          paragraphs: [
            "Vuodesohva on pienen kodin ja vierashuoneen pelastus: päivällä sohva, yöllä sänky. Vuodesohvia on kuitenkin monenlaisia, ja oikea valinta riippuu siitä, kuinka usein sohvasta tehdään sänky – joka ilta vai muutaman kerran vuodessa, kun vieraat tulevat.",
            "Hyvä vuodesohva on sekä hyvä sohva että hyvä sänky. Usein jompikumpi ominaisuus jää heikommaksi, joten mieti rehellisesti, kumpaa käytät enemmän. Tässä tärkeimmät asiat, joita kannattaa verrata.",
          ],
        },
        {
          heading: "Kolme yleisintä mekanismia",
          paragraphs: [
            "Kokeile mekanismia myymälässä itse, mieluiten useamman kerran. Päivittäisessä käytössä avaamisen ja sulkemisen pitää onnistua yhdeltä ihmiseltä alle minuutissa ilman, että tyynyjä tarvitsee kantaa toiseen huoneeseen.",
          ],
          items: [
            "Levitettävä mekanismi: patja on taitettuna istuimen sisällä ja vedetään esiin. Patja on erillinen, joten nukkumismukavuus on usein hyvä.",
            "Klik-klak: selkänoja lasketaan alas, ja istuin ja selkänoja muodostavat yhdessä makuupinnan. Nopea ja yksinkertainen, mutta sohvan taakse tarvitaan hieman tilaa.",
            "Ulosvedettävä: istuinosa vedetään eteen ja selkätyynyt asetetaan makuupinnan jatkeeksi. Leveä makuupinta ja helppo käyttää päivittäin.",
          ],
        },
        {
          heading: "Patjan paksuus käytön mukaan",
          paragraphs: [
            "Jos vuodesohvassa nukutaan joka yö, patja on tärkein yksittäinen asia. Valitse paksu, vähintään noin 12 cm:n joustin- tai vaahtomuovipatja ja kokeile sitä myymälässä makuulla, ei vain istuen. Päivittäisessä käytössä myös mekanismin pitää olla niin kevyt, että sen jaksaa avata väsyneenä.",
            "Satunnaisiin vierasöihin riittää ohuempi patja, ja päälle voi levittää erillisen sijauspatjan. Vieraat nukkuvat paremmin, ja sohva pysyy päivisin matalana ja siistinä.",
            "Patjan päälle kannattaa hankkia pestävä patjansuojus. Se pitää patjan puhtaana ja suojaa sohvan kangasta, kun vuodetta käytetään päivittäin.",
          ],
        },
        {
          heading: "Tilaa avattuna",
          paragraphs: [
            "Vuodesohva vie avattuna paljon enemmän tilaa kuin sohvana. Tarkista tuotetiedoista makuupinnan mitat ja kokonaissyvyys avattuna ja mittaa, mahtuuko se huoneeseen niin, että ohi pääsee vielä kulkemaan. Avattu vuodesohva on usein syvyydeltään kaksi metriä tai enemmän.",
            "Huomioi myös sijoitus: ikkunan alla patteri voi jäädä avatun sängyn taakse tai alle, ja oven edessä avattu vuode voi estää kulun.",
            "Mittaa myös sohvan ja seinän väli, jos mekanismi vaatii tilaa taakse. Klik-klak-mallit tarvitsevat tavallisesti pienen raon seinään, jotta selkänoja pääsee kääntymään.",
            "Sohvapöytä kannattaa valita kevyeksi tai korvata [sivupöydällä](product:1), jonka voi siirtää sängyn viereen yöpöydäksi.",
          ],
          pictureCaption: "Avattu vuodesohva ja sivupöytä yöpöytänä vierashuoneessa.",
        },
        {
          heading: "Vuodevaatteille oma paikka",
          paragraphs: [
            "Monessa vuodesohvassa on säilytystila istuimen alla tai käsinojassa. Siellä tyynyt, peitot ja lakanat pysyvät piilossa ja valmiina. Jos omassa mallissasi ei ole säilytystilaa, varaa vuodevaatteille vaatekaapin hylly tai laatikko sohvan lähellä.",
            "Jos vieraita käy usein, pidä yksi vuodevaatesetti aina valmiina sohvan säilytystilassa. Silloin petaaminen käy nopeasti, eikä kenenkään tarvitse etsiä lakanoita myöhään illalla.",
            "Tutustu [vuodesohviimme](category:14) ja valitse [vuodesohva](product:0), jonka mekanismi ja patja sopivat juuri teidän käyttöönne.",
          ],
        },
      ],
    },

    "dining-chairs": {
      title: "Ruokatuolien valinta: korkeus, käsinojat ja materiaali",
      urlKey: "ruokatuolien-valinta",
      summary: "Noin 45 cm istuinkorkeus, 25–30 cm väli pöytälevyyn ja käsinojat, jotka mahtuvat pöydän alle. Näin valitset ruokatuolit, joilla istuu pitkäänkin.",
      sections: [
        {
          paragraphs: [
            "Ruokatuolilla istutaan päivittäin, usein pitkäänkin: aamiainen, läksyt, venyvät illalliset. Hyvä ruokatuoli tukee selkää, sopii pöydän korkeuteen ja kestää kulutusta. Tässä oppaassa käymme läpi mitat, jotka kannattaa tarkistaa, ja materiaalit, joiden välillä valitaan.",
            "Ruokatuoleja ostetaan yleensä useampi kerralla, joten yksi väärä valinta kertautuu. Siksi kannattaa käyttää hetki aikaa ja istua tuolissa myymälässä kunnolla.",
          ],
        },
        {
          heading: "Oikea istuinkorkeus",
          paragraphs: [
            "Tavallinen ruokapöytä on 72–75 cm korkea, ja sen ääreen sopii tuoli, jonka istuinkorkeus on noin 45 cm. Tärkeintä on istuimen ja pöytälevyn välinen etäisyys: 25–30 cm antaa tilaa reisille, mutta pöytä ei nouse liian korkealle. Jos pöydässä on kehys, mittaa etäisyys myös kehyksen alareunaan.",
            "Istuimen syvyys on toinen tärkeä mitta. Jos istuin on liian syvä, lyhyemmät istujat joutuvat istumaan etureunalla, ja liian matalalla istuimella reidet jäävät ilman tukea. Selkänojan pitää tukea alaselkää.",
          ],
          items: [
            "Pöydän korkeus 72–75 cm → istuinkorkeus noin 45 cm.",
            "Istuimen ja pöytälevyn väliin 25–30 cm.",
            "Käsinojien pitää mahtua pöydän kehyksen alle.",
            "Varaa pöydän reunaa noin 60 cm jokaista tuolia kohden.",
          ],
        },
        {
          heading: "Käsinojat vai ei",
          paragraphs: [
            "Käsinojat tekevät tuolista mukavamman pitkillä illallisilla, ja niistä on apua noustessa. Tarkista kuitenkin, että ne mahtuvat pöydän alle – muuten tuolia ei saa työnnettyä pöydän ääreen ja se vie lattiatilaa. Moni valitseekin käsinojalliset tuolit vain pöydän päätyihin.",
            "Käsinojallinen tuoli on usein myös leveämpi, joten pöydän ympärille mahtuu vähemmän tuoleja. Mittaa siis sekä tuolin leveys että käsinojien korkeus ennen päätöstä.",
          ],
          pictureCaption: "Ruokatuolit, jotka mahtuvat siististi pöydän alle.",
        },
        {
          heading: "Verhoiltu vai puinen",
          paragraphs: [
            "Puinen tuoli on kestävä ja helppo pyyhkiä puhtaaksi – hyvä valinta lapsiperheeseen. Irrallinen istuintyyny tekee siitä mukavamman, ja sen voi pestä. Verhoiltu [ruokatuoli](product:0) on pehmeämpi ja vaimentaa ääntä, mistä on hyötyä isoissa, kaikuvissa tiloissa. Valitse kulutusta kestävä kangas tai keinonahka, jos pöydän ääressä askarrellaan ja syödään paljon.",
            "Tuolin paino vaikuttaa arkeen enemmän kuin moni arvaa. Kevyt tuoli on helppo vetää ulos ja nostaa siivotessa pöydän päälle, raskas taas on vakaa ja tuntuu laadukkaalta. Huopatassut tuolin jaloissa suojaavat lattiaa ja vaimentavat ääntä.",
          ],
        },
        {
          heading: "Yhdistele rohkeasti",
          paragraphs: [
            "Kaikkien tuolien ei tarvitse olla samanlaisia. Erilaiset tuolit saman [ruokapöydän](product:1) ympärillä tekevät kokonaisuudesta persoonallisen. Pidä yksi asia yhteisenä – väri, materiaali tai muoto – niin sekoitus näyttää harkitulta eikä sattumanvaraiselta.",
            "Toinen tapa on käyttää kahta mallia: yhtä sivuilla ja toista päädyissä. Tutustu [ruokatuolien](category:31) valikoimaan ja kokeile yhdistelmiä myymälässä.",
            "Sama ajatus toimii myös ajan mittaan: kun perhe kasvaa, pöydän ympärille voi hankkia lisää tuoleja, joiden ei tarvitse olla samaa mallia kuin alkuperäiset.",
          ],
        },
      ],
    },

    "coffee-table-guide": {
      title: "Oikean kokoinen sohvapöytä – näin mitoitat",
      urlKey: "sohvapoydan-valinta",
      summary: "Noin kaksi kolmasosaa sohvan pituudesta, istuimen korkuinen ja 40–45 cm päässä sohvasta. Näin löydät sohvapöydän, joka on sopiva joka suuntaan.",
      sections: [
        {
          paragraphs: [
            "Sohvapöytä on olohuoneen keskipiste: sille lasketaan kahvikupit, kirjat ja kaukosäädin, ja joskus sen ääressä myös syödään. Liian pieni pöytä näyttää eksyneeltä, liian iso taas tukkii kulkureitit. Muutama mitta auttaa valitsemaan oikean kokoisen pöydän.",
            "Sohvapöytää valitaan usein ulkonäön perusteella, mutta arjessa mitat ratkaisevat. Liian matala, liian kaukana oleva tai liian iso pöytä tuntuu hankalalta joka päivä.",
          ],
        },
        {
          heading: "Noin kaksi kolmasosaa sohvan pituudesta",
          paragraphs: [
            "Sohvapöydän pituudeksi sopii noin kaksi kolmasosaa sohvan pituudesta. Esimerkiksi 220 cm pitkän [kolmen istuttavan sohvan](product:1) edessä toimii noin 140–150 cm pitkä pöytä. Näin pöytä on kaikkien istujien ulottuvilla, mutta sohvan päädyt jäävät vapaiksi.",
            "Kulmasohvan edessä sääntöä sovelletaan sohvan pidempään osaan, tai pöytä asetetaan kulmaan niin, että se on molempien osien ulottuvilla. Jos sohvan lisäksi on nojatuoleja, pöydän pitää ulottua myös niiden istujille.",
            "Pöydän leveys on yleensä noin puolet sen pituudesta tai vähän enemmän. Liian kapea pöytä jää pitkän sohvan edessä mitättömäksi.",
          ],
          pictureCaption: "Sohvapöytä, joka on mitoitettu sohvan pituuteen ja istuinkorkeuteen.",
        },
        {
          heading: "Korkeus ja etäisyys",
          paragraphs: [
            "Etäisyys on yllättävän tärkeä mitta. Jos pöytä on liian kaukana, kahvikuppia pitää kurkottaa, ja jos liian lähellä, polvet osuvat pöydän reunaan. Useimmille sopii 40–45 cm, mutta kokeile omalla sohvallasi.",
          ],
          items: [
            "Korkeus: suunnilleen sohvan istuimen korkuinen, eli tavallisesti 40–45 cm.",
            "Etäisyys: 40–45 cm sohvan etureunasta pöytään – tarpeeksi lähellä kahvikupille, tarpeeksi kaukana jaloille.",
            "Kulkutila: jätä pöydän ja television tai nojatuolien väliin tilaa kulkea.",
            "Matalampi pöytä näyttää rennolta, korkeampi sopii paremmin sohvalla syömiseen.",
          ],
        },
        {
          heading: "Pyöreä vai suorakaide",
          paragraphs: [
            "Suorakaiteen muotoinen pöytä on perinteinen valinta pitkän sohvan eteen. Pyöreä tai ovaali pöytä sopii ahtaisiin tiloihin ja kulmasohvan eteen: se on helppo kiertää, eikä sen kulmiin kolhi polvia.",
            "Kaksi pientä pöytää rinnakkain tai sisäkkäispöydät tuovat joustavuutta – ne voi siirtää erilleen, kun vieraita tulee, ja koota taas yhteen arjessa.",
            "Materiaalilla on väliä. Öljytty puu on lämmin ja helppo korjata, lasi keventää näkymää ja kivi kestää kuumaa, mutta on raskas siirtää. Lapsiperheessä pyöristetyt reunat ja kulutusta kestävä pinta ovat eduksi.",
          ],
        },
        {
          heading: "Säilytystä pöydän alle",
          paragraphs: [
            "Alataso tai laatikko tekee sohvapöydästä myös säilytyskalusteen. Sinne mahtuvat lehdet, kaukosäätimet ja torkkupeitto, ja pöydän pinta pysyy siistinä. Pienessä olohuoneessa tämä on arvokasta lisätilaa.",
            "Jos pöydässä ei ole alatasoa, kori tai pari kaunista laatikkoa pöydän alla ajavat saman asian. Tärkeintä on, että kaikella on paikkansa – silloin pöydän pinta jää kirjoille ja kahvikupeille.",
            "Kun pinnalla on vain muutama valittu esine, kuten kirjapino, tarjotin ja kynttilä, pöytä näyttää siistiltä ja sille mahtuu aina myös kahvikuppi.",
            "Tutustu [sohvapöytiin](category:42) ja valitse [sohvapöytä](product:0), jonka koko ja muoto sopivat juuri sinun sohvasi eteen.",
          ],
        },
      ],
    },

    "armchair-guide": {
      title: "Nojatuoli lukemiseen, lepäämiseen vai molempiin?",
      urlKey: "nojatuolin-valinta",
      summary: "Lukutuoli, lepotuoli vai recliner? Näin löydät nojatuolin, jossa istuu hyvin – ja kokoat sen ympärille toimivan nurkkauksen.",
      sections: [
        {
          paragraphs: [
            "Nojatuoli on kodin henkilökohtaisin istuin. Sohva jaetaan, mutta nojatuoli on usein jonkun oma paikka: lukunurkkaus, päiväunituoli tai se, jossa juodaan aamukahvi ikkunan ääressä. Oikea tuoli riippuu siitä, mitä siinä aiot tehdä.",
            "Mukavuus on yksilöllistä: sama tuoli, joka on täydellinen pitkälle ihmiselle, voi olla lyhyelle liian syvä. Siksi nojatuolia ei kannata valita pelkän kuvan perusteella.",
          ],
        },
        {
          heading: "Lukutuoli: korkea selkä ja käsinojat",
          paragraphs: [
            "Lukutuolissa istutaan pitkään ja melko pystyssä. Korkea selkänoja tukee niskaa ja päätä, ja käsinojat antavat kyynärpäille paikan, kun kirja on kädessä. Istuin ei saa olla liian syvä, jotta selkä saa tukea ja jalat ylettävät lattiaan.",
            "Korvallinen [nojatuoli](product:0) suojaa myös vedolta ja luo ympärilleen oman pienen tilan – vanha keksintö, joka toimii edelleen.",
            "Rahi tuolin edessä tekee lukutuolista lepotuolin: kun jalat ovat ylhäällä, selkä rentoutuu ja lukuhetki venyy helposti tunneiksi.",
          ],
        },
        {
          heading: "Lepotuoli ja recliner",
          paragraphs: [
            "Lepotuoli on matalampi ja syvempi, ja siinä istutaan rennommin, enemmän taaksepäin nojaten. Se on oikea valinta, jos tuolia käytetään ensisijaisesti rentoutumiseen, musiikin kuunteluun tai päiväuniin.",
            "Recliner eli säädettävä lepotuoli vie ajatuksen pidemmälle: selkänojaa voi kallistaa ja jalkatuen nostaa. Tarkista, paljonko tilaa tuoli tarvitsee taakse ja eteen täysin avattuna.",
            "Reclinerissa kannattaa kokeilla mekanismia itse: sähköinen säätö on kevyt käyttää, mekaaninen taas toimii ilman johtoa. Pyörivä nojatuoli puolestaan sopii avoimeen tilaan, jossa tuolista katsotaan välillä televisiota ja välillä ikkunasta ulos.",
          ],
          pictureCaption: "Nojatuoli ja sivupöytä lukulampun valossa.",
        },
        {
          heading: "Kokeile ennen kuin päätät",
          paragraphs: [
            "Verhoilun valinta on makuasia, mutta myös käytännön asia. Nahka on helppo pyyhkiä, villa ja bouclé lämmittävät, ja pellava on kesällä viileä. Jos tuolissa nukkuu kissa, tiivis kangas kestää kynsiä paremmin.",
          ],
          items: [
            "Istu tuolissa vähintään viisi minuuttia, mieluiten kirja kädessä.",
            "Tarkista, että jalat ylettävät lattiaan ja polvet ovat suunnilleen suorassa kulmassa.",
            "Jos istuimen etureuna painaa polvitaipeita, istuin on sinulle liian syvä.",
            "Katso, tukeeko selkänoja alaselkää ja ulottuuko se niskaan asti.",
            "Nouse ylös: hyvästä nojatuolista nousee ilman käsien apua.",
          ],
        },
        {
          heading: "Sivupöytä ja lamppu viereen",
          paragraphs: [
            "Nojatuoli tarvitsee ympärilleen kaksi asiaa: laskutason ja valon. Pieni [sivupöytä](product:1) tuolin vieressä on paikka teekupille, silmälaseille ja kirjalle. Lukuvalo tulee parhaiten olan takaa, ja lattia- tai seinävalaisin säästää pöytätilaa.",
            "Tuolin paikka ratkaisee, kuinka paljon sitä käytetään. Ikkunan vieressä päivänvalo riittää lukemiseen pitkään, ja takan tai kirjahyllyn vieressä nurkkaus tuntuu suojaisalta. Jätä tuolin ympärille tilaa, ettei se jää kulkureitin tielle.",
            "Kun tuoli, valo ja pöytä ovat paikallaan, lisää vielä torkkupeitto käsinojalle. Se on pieni asia, joka tekee nurkkauksesta kutsuvan myös pimeinä iltoina.",
            "Tutustu [nojatuoleihin](category:2) ja rakenna oma nurkkauksesi – se voi olla kodin rauhallisin neliömetri.",
          ],
        },
      ],
    },

    "outdoor-materials": {
      title: "Ulkokalusteiden materiaalit vertailussa",
      urlKey: "ulkokalusteiden-materiaalit",
      summary: "Tiikki, alumiini, polyrottinki, pulverimaalattu teräs ja textilene – vertasimme ulkokalusteiden materiaalien kestävyyden, painon ja hoidon.",
      sections: [
        {
          paragraphs: [
            "Ulkokalusteet joutuvat koville: aurinko, sade, tuuli ja Suomen talvi koettelevat jokaista materiaalia. Jokaisella on vahvuutensa, ja oikea valinta riippuu siitä, millaisessa paikassa kalusteet ovat ja kuinka paljon niitä haluaa hoitaa. Tässä tärkeimmät vertailussa.",
            "Yksikään materiaali ei ole paras kaikkeen. Siksi monissa kalusteissa yhdistellään: alumiinirunko ja tiikkikansi, polyrottinkinen istuin ja textilene-selkänoja.",
          ],
        },
        {
          heading: "Tiikki",
          paragraphs: [
            "Tiikki on ulkokalusteiden klassikko. Puussa on luonnostaan öljyjä, jotka suojaavat sitä kosteudelta ja lahoamiselta, joten se kestää ulkona vuosikymmeniä. Käsittelemätön tiikki harmaantuu hopeanharmaaksi, öljyttynä se säilyttää lämpimän ruskean sävynsä.",
            "Tiikki on painava ja tukeva, mikä on hyvä ominaisuus tuulisella paikalla. Tiikkinen [puutarhapöytä](product:0) on hankinta, joka kestää sukupolvelta toiselle.",
            "Tiikissä kannattaa suosia FSC-sertifioitua puuta, joka on peräisin vastuullisesti hoidetuista metsistä. Tiikin lisäksi ulkokalusteissa käytetään esimerkiksi akaasiaa ja eukalyptusta, jotka ovat kevyempiä, mutta vaativat säännöllisempää öljyämistä.",
          ],
          pictureCaption: "Tiikkinen puutarhapöytä ja kevyet tuolit – kaksi eri tapaa kestää säätä.",
        },
        {
          heading: "Alumiini ja pulverimaalattu teräs",
          paragraphs: [
            "Alumiini on kevyt ja ruostumaton. Alumiininen [puutarhatuoli](product:1) on helppo siirtää ja pinota, ja se sopii parvekkeelle ja kattoterassille, joilla paino ratkaisee. Kevyt tuoli voi kuitenkin lähteä kovassa tuulessa liikkeelle.",
            "Alumiinin ja teräksen pinta kuumenee auringossa, joten pehmusteet tai textilene-istuimet tekevät istumisesta miellyttävämpää helteellä.",
            "Pulverimaalattu teräs on painavampaa ja vakaampaa. Pulverimaali suojaa terästä ruosteelta, mutta naarmut kannattaa paikata heti, ettei ruoste pääse maalin alle. [Puutarhatuoleistamme](category:52) löydät malleja kaikista näistä materiaaleista.",
          ],
        },
        {
          heading: "Polyrottinki ja textilene",
          paragraphs: [
            "Polyrottinki on synteettinen punottu materiaali, joka näyttää luonnonrottingilta mutta kestää sateen, auringon ja pakkasen. Se on helppo puhdistaa saippuavedellä, ja siksi se on suosittu materiaali [loungeryhmissä](product:2).",
            "Laadukkaassa polyrottingissa punos on tiivis ja kuitu joustava. Heikommat laadut voivat haurastua auringossa muutamassa kesässä, joten kysy materiaalin UV-kestävyydestä ennen ostoa.",
            "Textilene on polyesterikuiduista kudottu, pinnoitettu kangas, jota käytetään tuolien istuimissa ja selkänojissa. Se joustaa, päästää ilman läpi ja kuivuu sateen jälkeen nopeasti, joten istumaan pääsee pian kuurojen välissäkin.",
          ],
        },
        {
          heading: "Lyhyesti: mikä sopii mihinkin",
          paragraphs: [
            "Kun tiedät, missä kalusteet ovat ja kuinka paljon haluat niitä hoitaa, valinta helpottuu. Tuulinen kattoterassi, varjoisa mökkipiha ja aurinkoinen parveke tarvitsevat kukin oman ratkaisunsa.",
            "Kysy rohkeasti myymälästä, jos et ole varma – kerromme mielellämme, miten eri materiaalit ovat kestäneet asiakkaidemme pihoilla ja parvekkeilla. [Puutarhapöytien](category:51) ja [loungeryhmien](category:55) tuotesivuilla materiaalit ja hoito-ohjeet on kerrottu tarkasti.",
          ],
          items: [
            "Tiikki: kestävä ja lämmin, harmaantuu – öljyä, jos haluat säilyttää ruskean sävyn.",
            "Alumiini: kevyt ja ruostumaton – parvekkeelle ja kattoterassille.",
            "Polyrottinki: sääkestävä ja helppohoitoinen – loungeryhmiin ja ulko-olohuoneeseen.",
            "Pulverimaalattu teräs: vakaa ja painava – tuuliseen paikkaan.",
            "Textilene: nopeasti kuivuva – tuoleihin ja aurinkotuoleihin.",
          ],
        },
      ],
    },
  },

  albums: {
    "nordic-living-room": {
      name: "Vaalea pohjoismainen olohuone",
      urlKey: "vaalea-pohjoismainen-olohuone",
      description: "Vaaleaa puuta, valkoiset seinät, harmaa sohva sekä pellavaa ja villaa. Olohuone, jossa valo saa kulkea vapaasti ja jossa on helppo hengittää myös pimeänä vuodenaikana.",
      captions: [
        "Harmaa kolmen istuttava sohva, vaalea puinen sohvapöytä ja villapeitolla pehmennetty nojatuoli valoisan ikkunan edessä.",
        "Nojatuoli ja pieni sivupöytä muodostavat ikkunan viereen rauhallisen kahvinurkkauksen.",
        "Vaalea hylly kirjoineen ja kahden istuttava sohva pellavatyynyineen valkoista seinää vasten.",
        "Kolmen istuttava sohva ja matala senkki, jonka päällä on keramiikkaa ja kuivattuja heiniä.",
      ],
    },
    "dining-in-oak": {
      name: "Tammipöydän ääressä",
      urlKey: "tammipoydan-aaressa",
      description: "Massiivitamminen ruokapöytä on kodin keskipiste arkiaamiaisista pitkiin viikonloppuillallisiin. Albumissa näet, miten pöytä, tuolit ja säilytys toimivat yhdessä.",
      captions: [
        "Tamminen ruokapöytä ja ruokatuolit aamiaisvalmiina aamuauringossa.",
        "Ruokailuryhmä katettuna pitkää lauantai-illallista varten.",
        "Ruokapöytä ja senkki, johon liinat ja kynttilät on helppo siivota illallisen jälkeen.",
        "Ruokatuoli hyllyn vieressä, jossa keittokirjat ja astiat ovat käden ulottuvilla.",
      ],
    },
    "terracotta-evening": {
      name: "Terrakottaterassin ilta",
      urlKey: "terrakottaterassin-ilta",
      description: "Terrakottalaatoitettu terassi ilta-auringossa: loungeryhmä, lyhdyt ja ruukuissa kasvavat oliivipuut. Täällä kesäilta venyy pitkäksi ilman, että kukaan katsoo kelloa.",
      captions: [
        "Loungeryhmä aurinkovarjon alla terrakottalaattojen päällä, lyhdyt valmiina iltaa varten.",
        "Puutarharyhmä katettuna illalliselle oliivipuiden keskelle.",
        "Puutarhatuolit ja pieni pöytä terassin nurkassa, jonne ilta-aurinko osuu viimeisenä.",
        "Aurinkotuoli ja aurinkovarjo lämpimien laattojen päällä iltapäivän paahteessa.",
      ],
    },
    "small-apartment": {
      name: "45 neliön kaupunkikoti",
      urlKey: "pieni-kaupunkikoti",
      description: "Tässä 45 neliön kaupunkiasunnossa jokaisella huonekalulla on useampi tehtävä: vuodesohva, pyöreä ruokapöytä ja säilytys, joka nousee seinille. Pienikin koti tuntuu väljältä, kun kalusteet valitaan mittojen mukaan.",
      captions: [
        "Kahden istuttava sohva ja sivupöytä mahtuvat olohuoneen ikkunan eteen jättäen lattiaa vapaaksi.",
        "Vuodesohva ja kattoon asti ulottuva hylly tekevät olohuoneesta tarvittaessa myös vierashuoneen.",
        "Pyöreä ruokapöytä ja kaksi ruokatuolia keittiön ikkunan edessä.",
        "Baarijakkara keittiötason ääressä, aamukahvin ja nopeiden iltapalojen paikka.",
      ],
    },
    "family-corner-sofa": {
      name: "Perheen kulmasohva",
      urlKey: "perheen-kulmasohva",
      description: "Kulmasohva, jolle mahtuu koko perhe – myös koira. Kulutusta kestävä kangas ja tilaa sekä leikeille että elokuvailloille.",
      captions: [
        "Kulmasohva ja tukeva sohvapöytä, jonka ääressä pelataan lautapelejä koko perheen voimin.",
        "Kulmasohva ja nojatuoli, jossa koira on ehtinyt ottaa parhaan paikan.",
        "Hylly, jonka alimmilla tasoilla ovat lasten kirjat, ja sivupöytä sohvan päädyssä.",
      ],
    },
    "balcony-breakfast": {
      name: "Aamiainen parvekkeella",
      urlKey: "aamiainen-parvekkeella",
      description: "Pieni kaupunkiparveke, bistropöytä kahdelle ja puolikas aurinkovarjo seinää vasten. Aamiainen maistuu parhaalta, kun sen saa syödä ulkona.",
      captions: [
        "Bistropöytä ja kaksi puutarhatuolia katettuna aamukahville.",
        "Puutarhatuoli puolikkaan aurinkovarjon varjossa, sanomalehti ja kahvikuppi odottamassa.",
        "Pieni puutarhapöytä kaiteen vieressä, pöydällä tuoreita mansikoita ja sämpylöitä.",
      ],
    },
    "summer-house": {
      name: "Kesäpaikka meren äärellä",
      urlKey: "kesapaikka-meren-aarella",
      description: "Kesäpaikka meren rannalla: harmaantunutta tiikkiä, valkoisia pehmusteita ja pitkiä, valoisia iltoja. Kalusteet, jotka kestävät merituulen ja suolan.",
      captions: [
        "Tiikkinen puutarharyhmä ja aurinkovarjo rantakalliolla merinäköalalla.",
        "Aurinkotuoli kalliolla, valkoinen pehmuste ja pyyhe valmiina uinnin jälkeen.",
        "Loungeryhmä valkoisine pehmusteineen ja tiikkipöytä mökin kuistilla.",
        "Harmaantunut tiikkituoli laiturin päässä ilta-auringossa.",
      ],
    },
    "velvet-and-brass": {
      name: "Samettia ja messinkiä",
      urlKey: "samettia-ja-messinkia",
      description: "Syvänvihreä samettisohva, messinkiset yksityiskohdat ja lämmin valaistus. Olohuone, joka on parhaimmillaan iltaisin, kun verhot vedetään kiinni.",
      captions: [
        "Samettinen nojatuoli ja messinkijalkainen sivupöytä lukulampun lämpimässä valossa.",
        "Syvänvihreä kahden istuttava sohva ja sohvapöytä, jolla kiiltävät messinkiset kynttilänjalat.",
        "Tumma senkki, jonka päällä on messinkinen lamppu ja pino vinyylilevyjä.",
      ],
    },
    "kitchen-island": {
      name: "Keittiösaarekkeen ympärillä",
      urlKey: "keittiosaarekkeen-ymparilla",
      description: "Keittiösaareke on kodin vilkkain paikka: siinä tehdään läksyt, juodaan kahvit ja kokataan yhdessä. Baarijakkarat pitävät kaikki mukana.",
      captions: [
        "Baarijakkarat saarekkeen ääressä, läksyvihot ja kynät vielä tasolla.",
        "Baarijakkara saarekkeen päädyssä ja taustalla ruokapöytä valmiina illalliselle.",
        "Ruokatuoli keittiön ikkunan vieressä, aamukahvin ja sanomalehden paikka.",
      ],
    },
    "reading-corner": {
      name: "Lukunurkkaus",
      urlKey: "lukunurkkaus",
      description: "Nojatuoli ikkunan ääressä, sivupöytä teekupille ja kirjat käden ulottuvilla. Pieni nurkkaus, josta tulee kodin rakkain paikka.",
      captions: [
        "Nojatuoli ikkunan edessä ja sivupöytä, jolla odottavat teekuppi ja kesken jäänyt romaani.",
        "Nojatuoli kirjahyllyn vieressä, jonka täyttävät vuosien mittaan kertyneet kirjat.",
      ],
    },
    "open-plan-loft": {
      name: "Avara loft-asunto",
      urlKey: "avara-loft-asunto",
      description: "Avoin loft-asunto, jossa kulmasohva, senkki ja matot jakavat tilan alueiksi. Korkeat ikkunat ja vähän seiniä, mutta jokaisella toiminnolla on oma paikkansa.",
      captions: [
        "Kulmasohva selkä ruokailutilaan päin ja matala senkki sen takana tilanjakajana.",
        "Ruokailuryhmä omalla matollaan keittiön ja olohuoneen välissä.",
        "Korkea avohylly ja sohvapöytä rajaavat olohuoneen luontevasti muusta tilasta.",
      ],
    },
    "garden-dinner": {
      name: "Illallinen omenapuun alla",
      urlKey: "illallinen-omenapuun-alla",
      description: "Pitkä illallinen puutarhassa: kymmenen hengen pöytä omenapuun alla, kynttilät ja kesäillan valo. Kun ystävät kokoontuvat, ateria saa kestää.",
      captions: [
        "Puutarharyhmä katettuna kymmenelle omenapuun oksien alle.",
        "Pitkä puutarhapöytä ja puutarhatuolit, joiden selkänojilla odottavat torkkupeitot viileämpää iltaa varten.",
        "Aurinkovarjo pöydän päädyn yllä ja lyhtyjä pöydällä hämärän laskeutuessa.",
      ],
    },
    "poolside": {
      name: "Uima-altaan äärellä",
      urlKey: "uima-altaan-aarella",
      description: "Aurinkotuolit altaan reunalla, iso aurinkovarjo ja nopeasti kuivuvat pehmusteet. Uinti, kirja ja päiväunet – tässä järjestyksessä.",
      captions: [
        "Kaksi aurinkotuolia ison aurinkovarjon alla altaan reunalla.",
        "Aurinkotuoli selkänoja alas laskettuna, pyyhe odottamassa seuraavaa uintia.",
        "Loungeryhmä altaan päädyssä, pehmusteet jo kuivina pian uinnin jälkeen.",
      ],
    },
    "scandinavian-classics": {
      name: "Skandinaaviset klassikot",
      urlKey: "skandinaaviset-klassikot",
      description: "Muotoja 1950- ja 60-luvulta tammessa ja tiikissä: selkeitä linjoja, käsityön jälkeä ja kalusteita, jotka eivät vanhene. Koti, jossa uusi ja perintökaluste sopivat saman katon alle.",
      captions: [
        "Kaarevaselkäiset ruokatuolit ja tamminen ruokapöytä, jonka reunat on pyöristetty pehmeiksi.",
        "Nojatuoli puisine käsinojineen ja siroine, viistoine jalkoineen.",
        "Matala tiikkisenkki ja seinähylly, joilla on esillä keramiikkaa ja kirjoja.",
      ],
    },
    "guest-room": {
      name: "Vierashuone ja työhuone",
      urlKey: "vierashuone-ja-tyohuone",
      description: "Huone, joka on arkena työhuone ja vieraiden tullessa makuuhuone. Vuodesohva, hylly ja sivupöytä tekevät siitä molempia.",
      captions: [
        "Vuodesohva päiväasennossa työhuoneen seinustalla, tyynyt siististi rivissä.",
        "Avattu vuodesohva pedattuna vieraille ja sivupöytä yöpöytänä lampun kanssa.",
        "Hylly, jossa työpaperit ovat laatikoissa ja vieraiden pyyhkeet odottavat ylähyllyllä.",
      ],
    },
    "rooftop-terrace": {
      name: "Kattoterassi kaupungin yllä",
      urlKey: "kattoterassi-kaupungin-ylla",
      description: "Kattoterassi kaupungin kattojen yllä, jossa tuulee lähes aina. Alumiini ja polyrottinki kestävät säätä ja pysyvät paikallaan.",
      captions: [
        "Polyrottinkinen loungeryhmä ja aurinkovarjo, jonka painava jalka pitää sen paikallaan tuulessa.",
        "Alumiininen puutarhapöytä ja tuolit näköalalla kaupungin kattojen yli.",
        "Aurinkotuoli terassin reunalla, taustalla kirkontornit ja satama.",
      ],
    },
    "earthy-tones": {
      name: "Maan sävyt ja öljytty puu",
      urlKey: "maan-savyt-ja-oljytty-puu",
      description: "Ruostetta, hiekkaa ja oliivia öljytyn puun kanssa. Lämmin olohuone, joka tuntuu kodikkaalta myös marraskuun pimeydessä.",
      captions: [
        "Ruosteenpunainen kolmen istuttava sohva ja öljytty tamminen sohvapöytä hiekansävyisellä matolla.",
        "Oliivinvihreä nojatuoli ja pähkinäinen senkki, jonka päällä on terrakottaruukku.",
        "Hiekansävyinen kahden istuttava sohva ruosteen- ja oliivinvärisine tyynyineen.",
      ],
    },
    "dining-for-six": {
      name: "Ruokailutila kuudelle",
      urlKey: "ruokailutila-kuudelle",
      description: "Jatkettava pöytä ja verhoillut tuolit kuudelle – ja tarvittaessa useammallekin. Ruokailutila, jossa illalliset venyvät mukavasti.",
      captions: [
        "Ruokailuryhmä kuudelle katettuna sunnuntailounaalle.",
        "Jatkettu ruokapöytä ja verhoillut ruokatuolit, joilla istuu mukavasti pitkäänkin.",
        "Senkki ruokailutilan seinustalla, laatikoissa liinat ja kaapeissa juhla-astiat.",
      ],
    },
    "lake-cabin": {
      name: "Mökki järven rannalla",
      urlKey: "mokki-jarven-rannalla",
      description: "Mökki järven rannalla, sisällä ja laiturilla. Takka ja nojatuoli sadepäiville, puutarharyhmä ja laituri aurinkoisille illoille.",
      captions: [
        "Puutarharyhmä ja aurinkovarjo mökin pihalla rantasaunan vieressä.",
        "Nojatuoli takan edessä ja puinen sohvapöytä, jolla odottavat kahvi ja pulla.",
        "Puutarhatuolit ja pieni pöytä laiturin päässä, kun järvi on illalla aivan tyyni.",
      ],
    },
    "minimal-white": {
      name: "Pelkistetty ja valkoinen",
      urlKey: "pelkistetty-ja-valkoinen",
      description: "Vähän huonekaluja, selkeät linjat ja paljon valoa. Valkoinen koti, jossa jokainen kaluste on valittu huolella.",
      captions: [
        "Valkoinen kahden istuttava sohva ja matala sohvapöytä ilman ylimääräistä tavaraa.",
        "Valkoinen hylly, jolla on vain muutama kirja ja yksi keramiikkamaljakko.",
        "Vaalea ruokapöytä ja ruokatuolit suuren ikkunan edessä.",
      ],
    },
    "lounge-under-pergola": {
      name: "Lounge pergolan alla",
      urlKey: "lounge-pergolan-alla",
      description: "Modulaarinen loungesohva pergolan alla ja köynnökset katon yllä. Varjoisa ulko-olohuone helteisiin päiviin.",
      captions: [
        "Modulaarinen loungeryhmä koottuna pergolan alle, köynnökset kiipeämässä palkeille.",
        "Loungeryhmä ja aurinkovarjo, joka tuo lisävarjoa keskipäivän helteellä.",
        "Aurinkotuoli pergolan vieressä köynnösten varjossa.",
      ],
    },
    "four-seater-living": {
      name: "Leffaillan olohuone",
      urlKey: "leffaillan-olohuone",
      description: "Suuri olohuone ja neljän istuttava sohva, jolle mahtuu koko perhe ja ystävätkin. Elokuvailtojen ja pitkien viikonloppujen olohuone.",
      captions: [
        "Neljän istuttava sohva ja iso sohvapöytä, jolla popcornkulhot odottavat elokuvan alkua.",
        "Neljän istuttava sohva ja nojatuoli, joka on käännetty kohti televisiota.",
        "Sohvapaketti, jonka kaikki osat on verhoiltu samalla kankaalla.",
      ],
    },
    "storage-walls": {
      name: "Seinällinen säilytystä",
      urlKey: "seinallinen-sailytysta",
      description: "Seinät täynnä hyllyjä ja senkkejä, stailattuina kirjoilla ja keramiikalla. Säilytys, joka on samalla sisustuksen tärkein osa.",
      captions: [
        "Kattoon asti ulottuva hylly täynnä kirjoja, keramiikkaa ja köynnöskasveja.",
        "Matala senkki ja sen yllä hylly, jolla esineet on ryhmitelty kolmen sarjoihin.",
        "Hylly ja sivupöytä, jolle on koottu lempikirjat ja pieni lamppu.",
      ],
    },
    "autumn-cosy": {
      name: "Syksyn kotoisat illat",
      urlKey: "syksyn-kotoisat-illat",
      description: "Torkkupeitot, kynttilät ja syvät sohvat, kun ulkona sataa. Syksyn koti, johon on hyvä tulla pimeästä.",
      captions: [
        "Kolmen istuttava sohva ja nojatuoli, joiden päälle on levitetty villaiset torkkupeitot.",
        "Kulmasohva ja sivupöytä, jolla palavat kynttilät ja höyryää teekuppi.",
        "Nojatuoli ikkunan edessä, lampaantalja istuimella ja sadepisarat lasissa.",
      ],
    },
  },

  towns: [
    "Helsinki",
    "Espoo",
    "Tampere",
    "Vantaa",
    "Oulu",
    "Turku",
    "Jyväskylä",
    "Kuopio",
    "Lahti",
    "Porvoo",
    "Hämeenlinna",
    "Vaasa",
    "Rovaniemi",
  ],

  photoCaptions: {
    sofa: [
      "Uusi sohva tuli perjantaina, ja koko viikonloppu meni elokuvia katsellessa. Istuinsyvyys sopii myös meidän pitkälle teinillemme.",
      "Mittasin porraskäytävän kolmeen kertaan ennen tilausta – sohva mahtui, ja näyttää vuoden jälkeenkin kuin uudelta.",
      "Kulmasohvalle mahtuu koko perhe ja koira, eikä kenenkään tarvitse istua lattialla.",
      "Vaihdoimme tumman sohvan vaaleaan kangassohvaan, ja olohuone tuntuu nyt kaksi kertaa isommalta.",
      "Vuodesohva on ollut kovassa käytössä: anoppi nukkui siinä viikon ja kehui patjaa joka aamu.",
      "Irrotettavat päälliset olivat meille tärkein kriteeri, kun talossa on kaksi pientä lasta. Ne on jo pesty kerran, ja sohva näyttää edelleen hyvältä.",
      "Yksiööni riitti kahden istuttava sohva, ja jalkojen ansiosta huone tuntuu avarammalta.",
      "Meillä sohva on keskellä olohuonetta, ja sen taakse mahtui kapea senkki. Paras ratkaisu koko remontissa.",
    ],
    armchair: [
      "Tämä nojatuoli on virallisesti isän tuoli, mutta viikonloppuisin siinä nukkuu yleensä kissa.",
      "Halusin lukunurkkaukseen tuolin, jossa on korkea selkä – nyt luen illoissa enemmän kuin koko viime vuonna.",
      "Nojatuoli ikkunan edessä, kahvi ja aamun ensimmäinen auringonsäde. Parempaa aamua ei ole.",
      "Kaksi nojatuolia takan edessä: täällä puhutaan kaikki viikon tärkeät asiat.",
      "Bouclé-tuoli toi valkoiseen olohuoneeseemme juuri sitä pehmeyttä, joka siitä puuttui.",
      "Vanha nojatuoli sai väistyä, ja tämä tuli tilalle. Istuinsyvyys sopii minun mittaiselleni täydellisesti.",
      "Imetystuoliksi hankittu nojatuoli on nyt koko perheen lempipaikka iltasadun aikaan.",
      "Tuoli, lamppu ja sivupöytä – siinä koko lukunurkkaukseni, ja se riittää hyvin.",
    ],
    dining: [
      "Tammipöydän ääressä on syöty joka päivä jo kolme vuotta, ja jokainen jälki tuntuu omalta.",
      "Jatkettava pöytä oli oikea valinta: arkena meitä on neljä, jouluna kaksitoista.",
      "Valitsin kahta eri mallia olevia tuoleja, ja ystävät kysyvät joka kerta, mistä ne on hankittu.",
      "Pyöreän pöydän ääressä kaikki näkevät toisensa, ja iltaruoka venyy nykyään pidemmäksi.",
      "Ruokailuryhmä mahtui juuri ja juuri keittiön nurkkaan, mutta mittasin kolmesti ennen tilaamista.",
      "Verhoilluissa tuoleissa jaksaa istua, ja sunnuntailounas venyy meillä usein iltapäivään.",
      "Öljysin pöydän ensimmäistä kertaa itse, ja se näyttää nyt paremmalta kuin uutena.",
      "Lapset tekevät läksyt ruokapöydän ääressä, joten helposti pyyhittävä pinta oli meille tärkeä.",
    ],
    storage: [
      "Hylly kattoon asti ja kaikki kirjat vihdoin esillä – muuttolaatikot pääsivät kellariin.",
      "Senkki nielee kaiken, mitä en halua nähdä, ja sen päällä on paikka lempimaljakolleni.",
      "Kokeilin neuvoa jättää kolmannes hyllystä tyhjäksi, ja ero oli hämmästyttävä.",
      "Sohvapöydän alataso on pelastus: kaukosäätimet ja lehdet ovat vihdoin poissa näkyvistä.",
      "Pieni sivupöytä toimii yöpöytänä, ja sen voi kantaa olohuoneeseen, kun vieraat tulevat.",
      "Meidän eteisessä matala senkki on avainten, postin ja pipojen paikka.",
      "Ryhmittelin keramiikan kolmen sarjoihin, ja hylly näyttää nyt paljon rauhallisemmalta.",
      "Hylly toimii meillä tilanjakajana olohuoneen ja työnurkkauksen välissä.",
    ],
    garden: [
      "Tiikkiryhmämme on saanut harmaantua kolme kesää, ja pidän patinasta enemmän kuin alkuperäisestä väristä.",
      "Aurinkotuoli seuraa aurinkoa pihan poikki koko iltapäivän – pyörät olivat hyvä lisä.",
      "Pieni parveke, kaksi tuolia ja bistropöytä: kesän aamukahvit juodaan täällä.",
      "Aurinkovarjo pelastaa terassin heinäkuun helteillä, ja painava jalka pitää sen tukevasti paikallaan.",
      "Puutarharyhmä on keittiön oven vieressä, joten ruoka ja astiat kulkevat kätevästi.",
      "Mökin laiturilla on kaksi tuolia ja pieni pöytä. Siellä istutaan aamusta iltaan, jos sää sallii.",
      "Öljysin tiikkipöydän keväällä, ja sävy on niin lämmin, että naapurit luulivat sitä uudeksi.",
      "Pöydän yllä on nyt sekä aurinkovarjo että omenapuun oksat, joten varjoa riittää helteelläkin.",
    ],
    lounge: [
      "Loungeryhmä pergolan alla on meidän kesäolohuone – siellä istutaan, kunnes hyttyset ajavat sisälle.",
      "Modulaarisen sohvan saa käännettyä iltaisin kohti auringonlaskua, ja se oli meille tärkein ominaisuus.",
      "Pehmusteet kuivuvat sateen jälkeen yllättävän nopeasti, ja tyynylaatikko hoitaa yöt.",
      "Kattoterassillamme tuulee aina, mutta polyrottinkinen loungeryhmä pysyy paikallaan.",
      "Juhannuksena sohvalle mahtui koko suku, ja illalla moduulit siirrettiin nuotion ympärille.",
      "Ostimme ensin kulmamoduulin ja kaksi keskiosaa, ja ensi kesänä lisätään rahi.",
      "Ulkomatto, lyhdyt ja loungeryhmä – terassi tuntuu nyt oikealta huoneelta.",
      "Täällä juodaan aamukahvit, syödään iltapalat ja välillä nukutaan päiväunetkin.",
    ],
  },
};

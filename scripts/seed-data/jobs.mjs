// Demo jobs: [subcategory slug, title, description]. The seed spreads them over the demo customers, the
// postcodes below (all five regions) and the last 30 days. Customer + title is the natural key.
export const jobs = [
  // Tømrer
  [
    'terrasse',
    'Ny træterrasse på ca. 30 m² i baghaven',
    'Vi ønsker en ny terrasse i trykimprægneret fyr eller lærk ud for stuen. Den gamle flisebelægning skal fjernes først. Terrassen skal være i niveau med dørtrinnet, ca. 40 cm over terræn.',
  ],
  [
    'vinduer-og-doere',
    'Udskiftning af 6 vinduer i murstensvilla fra 1968',
    'Seks gamle termovinduer skal udskiftes til nye træ/alu-vinduer i hvid. Vinduerne er ca. 120 × 120 cm. Vi vil gerne have tilbud inkl. fjernelse af de gamle og fuger indvendigt.',
  ],
  [
    'carport-og-skur',
    'Carport til én bil med redskabsrum',
    'Fritstående carport med fladt tag (tagpap) og et lukket redskabsrum på ca. 6 m² i enden. Fundamenter skal med i tilbuddet. Byggetilladelse har vi styr på.',
  ],
  [
    'loft-og-isolering',
    'Efterisolering af loft og nyt gipsloft i stue',
    'Loftet over stuen (35 m²) skal efterisoleres til 300 mm, og det gamle troldtekt-loft skal erstattes af et glat gipsloft klar til maling.',
  ],
  [
    'tilbygning',
    'Tilbygning på 20 m² til køkken-alrum',
    'Vi vil udvide køkkenet med en tilbygning på ca. 20 m² mod haven med store glaspartier. Søger tømrer, der kan stå for hele projektet inkl. murer og el.',
  ],
  // Murer
  [
    'badevaerelse',
    'Totalrenovering af badeværelse på 6 m²',
    'Badeværelset fra 1985 skal renoveres helt: nye fliser på gulv og vægge, ny membran, gulvvarme og indbygget toilet. VVS og el skal koordineres med andre håndværkere.',
  ],
  [
    'facade-og-puds',
    'Pudsning af facade på rækkehus',
    'Facaden mod vejen (ca. 45 m²) har revner og afskalninger. Den skal repareres og filtses eller pudses og males i lys grå.',
  ],
  [
    'fliser-og-klinker',
    'Klinker i bryggers og entré (18 m²)',
    'Vi har købt klinker (60 × 60 cm), som skal lægges på betongulv i bryggers og entré. Gulvet skal muligvis rettes af først.',
  ],
  [
    'skorsten',
    'Skorsten skal repareres over tag',
    'Skorstenen på vores villa har løse sten og revner i fugerne over taget. Den skal omfuges eller muligvis ommures, og inddækningen skal tjekkes.',
  ],
  // Elektriker
  [
    'ladestander',
    'Installation af ladestander til elbil i carport',
    'Vi har købt en Tesla Model Y og skal have en 11 kW ladeboks monteret i carporten, ca. 15 meter fra eltavlen. Vi ønsker tilbud inkl. boks.',
  ],
  [
    'eltavle',
    'Ny eltavle med HPFI-relæ i ældre hus',
    'Huset har gammel tavle med skruesikringer. Vi vil have en ny gruppetavle med HPFI/RCD og automatsikringer, og installationen skal gennemgås.',
  ],
  [
    'elinstallation',
    'Flere stikkontakter og netværk i nyt hjemmekontor',
    'Værelset skal være hjemmekontor: 6 ekstra dobbeltstikkontakter, 2 netværksudtag og lys i loftet med dæmper. Væggene er gips.',
  ],
  [
    'solceller',
    'Solcelleanlæg på 6 kW på villa-tag',
    'Vi overvejer solceller på det sydvendte tegltag (ca. 40 m²) og gerne batteri. Ønsker tilbud inkl. montering og tilmelding til netselskabet.',
  ],
  // VVS
  [
    'varmepumpe',
    'Udskiftning af gasfyr til luft-til-vand-varmepumpe',
    'Vores gasfyr er 18 år gammelt. Vi vil have en luft-til-vand-varmepumpe til huset på 140 m² med radiatorer og gulvvarme i badeværelset.',
  ],
  [
    'vandskade-og-laek',
    'Utæt rør under køkkenvask – akut',
    'Der drypper fra et rør under køkkenvasken, og skabsbunden er opblødt. Vi har lukket for vandet til køkkenet. Har brug for hjælp snarest.',
  ],
  [
    'vvs-badevaerelse',
    'Nyt toilet, håndvask og bruser i forbindelse med badeværelsesrenovering',
    'I forbindelse med nyt badeværelse skal der monteres indbygningscisterne, væghængt toilet, håndvask med underskab og termostatbruser. Murer er booket.',
  ],
  [
    'fjernvarme',
    'Ny fjernvarmeunit og termostater',
    'Fjernvarmeunitten er fra 1998 og skal udskiftes. Samtidig ønskes nye termostatventiler på 9 radiatorer.',
  ],
  // Maler
  [
    'indvendig-maling',
    'Maling af lejlighed på 3 værelser inden indflytning',
    'Lejligheden på 78 m² skal males: vægge og lofter i stue, 2 værelser og gang. Væggene har nogle huller efter billeder, som skal spartles.',
  ],
  [
    'udvendig-maling',
    'Udvendig maling af træværk på sommerhus',
    'Sommerhus i træ (ca. 90 m²) skal males udvendigt: vinduer, døre, sternbrædder og facadebrædder. Skal afrenses og grundes, hvor det er nødvendigt.',
  ],
  [
    'tapetsering',
    'Opsætning af tapet i soveværelse',
    'Vi har købt designertapet til én væg (4 × 2,6 m) i soveværelset. Den gamle tapet skal fjernes først.',
  ],
  [
    'spartling',
    'Spartling og maling af revner i stuen',
    'Der er flere revner i vægge og loft i stuen på 40 m² efter sætningsskader, som nu er udbedret. Skal spartles, filtses og males.',
  ],
  // Gulvlægger
  [
    'gulvafslibning',
    'Afslibning og lakering af plankegulv (65 m²)',
    'Plankegulv i fyr i stue og to værelser skal slibes og lakeres eller olieres. Møblerne kan vi selv flytte.',
  ],
  [
    'parket',
    'Nyt egeparket i stue og køkken',
    'Vi ønsker 3-strimlet egeparket lagt på ca. 55 m² betongulv med gulvvarme. Gammelt laminat skal fjernes.',
  ],
  [
    'laminat',
    'Vinylgulv i badeværelse og bryggers',
    'Søger gulvlægger til at lægge vinylgulv på ca. 14 m² i bryggers og gæstetoilet. Undergulvet er gamle klinker.',
  ],
  [
    'taeppe',
    'Væg-til-væg-tæppe i 2 børneværelser',
    'Vi vil have nyt tæppe i to børneværelser på 10 og 12 m². Gammelt tæppe skal fjernes og bortskaffes.',
  ],
  // Tagdækker
  [
    'tegl-og-betontag',
    'Nyt tag på villa – tegltag udskiftes',
    'Tegltaget på vores villa fra 1972 (ca. 160 m²) er slidt og skal udskiftes. Vi ønsker nyt undertag og nye tagsten, evt. betontagsten.',
  ],
  [
    'tagpap',
    'Nyt tagpap på garage og carport',
    'Garage og carport med fladt tag på i alt 45 m² skal have nyt tagpap i to lag. Der er utætheder flere steder.',
  ],
  [
    'tagrender',
    'Udskiftning af tagrender og nedløb',
    'Zinktagrender på rækkehus (ca. 24 løbende meter) og 3 nedløb skal udskiftes. Et nedløb er knækket.',
  ],
  [
    'eternittag',
    'Udskiftning af eternittag på udhus',
    'Udhus med gamle bølgeeternitplader (ca. 30 m², sandsynligvis med asbest) skal have nyt tag. Vi ønsker pris inkl. korrekt bortskaffelse.',
  ],
  // Anlægsgartner
  [
    'belaegning',
    'Ny indkørsel med betonsten (70 m²)',
    'Den gamle grusindkørsel skal udskiftes med belægningssten. Der skal graves ud, lægges stabilgrus og afsluttes med kantsten.',
  ],
  [
    'traefaeldning',
    'Fældning af 3 store grantræer',
    'Tre grantræer på ca. 15 meter tæt på huset skal fældes og fjernes, og stubbene skal fræses. Der er god adgang fra vejen.',
  ],
  [
    'haveservice',
    'Fast havehjælp hver 14. dag i sæsonen',
    'Vi søger hjælp til græsslåning, hækklipning og lugning hver 14. dag fra april til oktober. Haven er ca. 800 m².',
  ],
  [
    'hegn-og-stakit',
    'Nyt læhegn mod naboen (25 meter)',
    'Vi ønsker et 1,8 m højt læhegn i træ på 25 meter langs skellet. Det gamle hegn skal nedtages og fjernes.',
  ],
  // Rengøring
  [
    'privat-rengoering',
    'Rengøringshjælp hver 14. dag til hus på 130 m²',
    'Vi søger fast rengøringshjælp hver anden uge: støvsugning, gulvvask, køkken og to badeværelser. Vi har en hund.',
  ],
  [
    'flytterengoering',
    'Flytterengøring af lejlighed på 65 m²',
    'Lejligheden skal flytterengøres til syn den 1. i næste måned. Inkl. vinduer indvendigt, køkkenskabe og ovn.',
  ],
  [
    'hovedrengoering',
    'Hovedrengøring af rækkehus før jul',
    'Vi ønsker en grundig hovedrengøring af rækkehus på 110 m²: paneler, skabe udvendigt, lamper, køkken og badeværelse.',
  ],
  [
    'erhvervsrengoering',
    'Rengøring af lille kontor 2 gange om ugen',
    'Kontor på 120 m² med 10 arbejdspladser, køkken og 2 toiletter skal gøres rent tirsdag og fredag efter kl. 16.',
  ],
  // Flytning
  [
    'privatflytning',
    'Flytning fra 3. sal i København til hus i Roskilde',
    'Vi flytter fra en 3-værelses lejlighed på 3. sal uden elevator til et hus. Ca. 25 m³ indbo, bl.a. sofa, seng og 30 flyttekasser.',
  ],
  [
    'klaverflytning',
    'Flytning af klaver fra stue til 1. sal',
    'Et opretstående klaver skal flyttes fra én adresse til en anden i samme by, op til 1. sal ad en smal trappe.',
  ],
  [
    'bortkoersel',
    'Rydning af dødsbo – lejlighed på 70 m²',
    'Lejligheden skal ryddes helt. Nogle møbler kan sælges eller gives væk, resten skal køres på genbrugsstationen.',
  ],
  [
    'erhvervsflytning',
    'Flytning af kontor med 15 arbejdspladser',
    'Vi flytter kontor ca. 5 km en fredag eftermiddag. Skriveborde, stole, reoler og IT-udstyr. Hjælp til nedpakning ønskes.',
  ],
  // Kloak
  [
    'tilstoppet-afloeb',
    'Tilstoppet gulvafløb i kælder',
    'Gulvafløbet i kælderen løber ikke af, og der lugter af kloak. Det er sket før. Vi vil gerne have det spulet og evt. TV-inspiceret.',
  ],
  [
    'kloakrenovering',
    'Kloakrenovering efter TV-inspektion',
    'En TV-inspektion har vist rodindvækst og brud på kloakledningen i haven (ca. 12 meter). Vi ønsker tilbud på strømpeforing eller nye rør.',
  ],
  [
    'rottespaerre',
    'Montering af rottespærre',
    'Vi har set rotter ved huset, og kommunen anbefaler en rottespærre. Vi ønsker tilbud inkl. montering i eksisterende brønd.',
  ],
  [
    'draen',
    'Omfangsdræn rundt om kælder',
    'Der trænger fugt ind i kælderen. Vi ønsker nyt omfangsdræn rundt om huset (ca. 45 meter) og en faskine til regnvand.',
  ],
  // Autoreparation
  [
    'service-og-eftersyn',
    'Service på VW Golf 2017 – 90.000 km',
    'Bilen skal have det store serviceeftersyn efter VW’s serviceplan. Servicebogen skal stemples. Bilen kører benzin.',
  ],
  [
    'bremser',
    'Nye bremseklodser og skiver på Toyota Yaris',
    'Det hviner fra forbremserne. Bilen er en Toyota Yaris 2015 med 140.000 km. Ønsker pris på klodser og skiver for.',
  ],
  [
    'klargoering-til-syn',
    'Klargøring til syn af Skoda Octavia stationcar',
    'Skoda Octavia 2012 skal til periodisk syn om en måned. Ønsker gennemgang og udbedring af fejl før syn. Der er en rusten bremseslange.',
  ],
  [
    'daekskift',
    'Skift til vinterdæk og dækhotel – Tesla Model 3',
    'Vi har vinterhjul, som skal monteres på vores Tesla Model 3, og sommerhjulene skal opbevares på dækhotel.',
  ],
  [
    'karrosseri-og-lak',
    'Bule og ridser i bagkofanger på Peugeot 208',
    'Der er en bule og ridser i bagkofangeren efter en parkeringsskade. Vi betaler selv og ønsker pris på reparation og lak.',
  ],
  [
    'koblingsskift',
    'Kobling skrider på Ford Focus',
    'Koblingen skrider ved acceleration i høje gear. Ford Focus 2014, diesel, 180.000 km. Ønsker pris på nyt koblingssæt.',
  ],
  // Vinduespudsning
  [
    'privat-vinduespudsning',
    'Vinduespudsning hver 8. uge – villa med 22 fag',
    'Vi ønsker fast udvendig vinduespudsning hver 8. uge og indvendig 2 gange om året. Huset er i ét plan.',
  ],
  [
    'ovenlys-og-glastag',
    'Pudsning af glastag på udestue',
    'Udestue med glastag på ca. 20 m², der er svært at komme til. Skal pudses ud- og indvendigt.',
  ],
  [
    'solcellerens',
    'Rens af solceller på tag',
    'Vores solceller (24 paneler) er blevet beskidte af pollen og fugleklatter. Ønsker rens med rent vand.',
  ],
  // Låsesmed
  [
    'laaseskift',
    'Skift af låse efter indbrud',
    'Der har været indbrud, og vi vil have skiftet cylindre i hoveddør og bagdør og monteret en ekstra sikkerhedslås godkendt af forsikringen.',
  ],
  [
    'doeroabning',
    'Låst ude – smækket hoveddør',
    'Vi er låst ude af vores lejlighed på 2. sal. Døren er smækket, ikke låst med nøgle. Har brug for hjælp hurtigst muligt.',
  ],
  [
    'sikring-af-bolig',
    'Indbrudssikring af rækkehus',
    'Vi ønsker gennemgang og sikring af rækkehuset: låse i vinduer, terrassedør og hoveddør efter forsikringens krav.',
  ],
  // Snedker
  [
    'koekken',
    'Montering af nyt IKEA-køkken inkl. bordplade',
    'Vi har købt et IKEA-køkken (ca. 5 meter skabe og en ø) og søger en snedker til montering, tilpasning af bordplade og udskæring til vask og kogeplade.',
  ],
  [
    'garderobe',
    'Indbygget garderobe under skråvæg',
    'Vi ønsker en specialbygget garderobe under skråvæggen i soveværelset på 1. sal, ca. 3,5 meter lang med skydedøre.',
  ],
  [
    'trapper',
    'Renovering af trappe til 1. sal',
    'Fyrretræstrappen er slidt og knirker. Vi ønsker trinnene slebet og lakeret og et nyt gelænder i eg.',
  ],
  [
    'specialmoebler',
    'Bogreol fra gulv til loft i stuen',
    'Vi vil have en indbygget bogreol i malet MDF på hele væggen (4,2 × 2,5 m) med plads til TV i midten.',
  ],
  // Glarmester
  [
    'termoruder',
    'Udskiftning af 4 duggede termoruder',
    'Fire termoruder i vores træ-vinduer er punkteret og dugger mellem lagene. Ruderne er ca. 80 × 110 cm.',
  ],
  [
    'glasskift',
    'Knust rude i terrassedør',
    'Den ene rude i vores terrassedør er knust. Vi har midlertidigt sat en plade for. Ønsker ny rude hurtigst muligt.',
  ],
  [
    'spejle-og-glasvaegge',
    'Brusevæg i klart glas efter mål',
    'Vi ønsker en fast brusevæg i 8 mm klart hærdet glas, ca. 90 × 200 cm, monteret på flisevæg.',
  ],
]

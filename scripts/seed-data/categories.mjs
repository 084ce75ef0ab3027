// The demo category tree. Each top category: slug, Danish and English names, keywords (Danish synonyms,
// space-separated), subcategories and attributes (the questions a job in it answers).
// Options are [value, Danish, English]. A subcategory asks its own attributes and its top category's.
// No category asks when the work is to be done: every job's step 2 asks that ('Hvornår skal opgaven
// udføres?'), and asking it twice told the customer two different things.
// Slugs are the natural key of the seed: never rename one that is in use.

/** A subcategory: slug, Danish and English names, keywords. */
const sub = (slug, da, en, keywords) => ({ slug, da, en, keywords })

// The attributes, by kind ({ kind, da, en, options?, unit?, required? } is what the seed writes).
const select = (da, en, options) => ({ kind: 'select', da, en, options })
const number = (da, en, unit) => ({ kind: 'number', da, en, unit })
const checkbox = (da, en) => ({ kind: 'checkbox', da, en })
const text = (da, en) => ({ kind: 'text', da, en })
const required = (attribute) => ({ ...attribute, required: true })

const dontKnow = ['ved-ikke', 'Ved ikke', "Don't know"]
const yesNo = [
  ['ja', 'Ja', 'Yes'],
  ['nej', 'Nej', 'No'],
]
const area = number('Areal', 'Area', 'm²')
const propertyType = required(
  select('Boligtype', 'Type of home', [
    ['villa', 'Villa/parcelhus', 'Detached house'],
    ['raekkehus', 'Rækkehus', 'Terraced house'],
    ['lejlighed', 'Lejlighed', 'Flat'],
    ['sommerhus', 'Sommerhus', 'Holiday home'],
    ['erhverv', 'Erhvervslokale', 'Business premises'],
  ]),
)
/** 'Hvor tit?': once, or again at one of the intervals given. */
const howOften = (...intervals) =>
  select('Hvor tit?', 'How often?', [['en-gang', 'Én gang', 'Once'], ...intervals])
const weekly = ['hver-uge', 'Hver uge', 'Every week']
const fortnightly = ['hver-14-dag', 'Hver 14. dag', 'Every two weeks']

export const categoryTree = [
  {
    slug: 'toemrer',
    da: 'Tømrer',
    en: 'Carpenter',
    keywords: 'tømrerarbejde træ byggeri tilbygning carport terrasse tag',
    children: [
      sub('terrasse', 'Terrasse', 'Decking', 'træterrasse trædæk hævet terrasse'),
      sub('vinduer-og-doere', 'Vinduer og døre', 'Windows and doors', 'vindue dør udskiftning montering'),
      sub('carport-og-skur', 'Carport og skur', 'Carport and shed', 'carport redskabsskur udhus garage'),
      sub('tilbygning', 'Tilbygning', 'Extension', 'udvidelse anneks påbygning'),
      sub(
        'loft-og-isolering',
        'Loft og isolering',
        'Ceilings and insulation',
        'isolering loftbeklædning gipsloft',
      ),
      sub('tagrenovering', 'Tagrenovering', 'Roof renovation', 'spær undertag tagkonstruktion'),
    ],
    attributes: [
      select('Materiale', 'Material', [
        ['trae', 'Træ', 'Wood'],
        ['komposit', 'Komposit', 'Composite'],
        dontKnow,
      ]),
      area,
      checkbox('Materialer skal leveres', 'Materials must be supplied'),
    ],
  },
  {
    slug: 'murer',
    da: 'Murer',
    en: 'Bricklayer',
    keywords: 'murerarbejde mursten puds flise beton fuger',
    children: [
      sub('badevaerelse', 'Badeværelse', 'Bathroom', 'bad flisebad vådrum renovering'),
      sub('facade-og-puds', 'Facade og puds', 'Facade and render', 'facaderenovering pudsning vandskuring'),
      sub('fliser-og-klinker', 'Fliser og klinker', 'Tiles', 'flisearbejde klinkegulv vægfliser'),
      sub('omfugning', 'Omfugning', 'Repointing', 'fuger mørtel murværk'),
      sub('skorsten', 'Skorsten', 'Chimney', 'skorstensrenovering pejs brændeovn'),
      sub('stoebearbejde', 'Støbearbejde', 'Concrete work', 'beton fundament sokkel støbning'),
    ],
    attributes: [
      propertyType,
      area,
      select('Type arbejde', 'Type of work', [
        ['nyt', 'Nyt arbejde', 'New work'],
        ['reparation', 'Reparation', 'Repair'],
        ['renovering', 'Renovering', 'Renovation'],
      ]),
      checkbox('Nedrivning af eksisterende', 'Demolition of the existing'),
    ],
  },
  {
    slug: 'elektriker',
    da: 'Elektriker',
    en: 'Electrician',
    keywords: 'el elinstallation stikkontakt lampe eltavle ladestander elarbejde',
    children: [
      sub('elinstallation', 'Elinstallation', 'Electrical installation', 'stikkontakter kabler ledninger'),
      sub('ladestander', 'Ladestander til elbil', 'EV charger', 'elbil lader ladeboks wallbox'),
      sub('eltavle', 'Eltavle og HPFI-relæ', 'Fuse box and RCD', 'gruppetavle hpfi relæ sikringer'),
      sub('belysning', 'Belysning', 'Lighting', 'lamper spots udendørsbelysning'),
      sub('solceller', 'Solceller', 'Solar panels', 'solcelleanlæg batteri inverter'),
      sub('fejlfinding-el', 'Fejlfinding', 'Fault finding', 'kortslutning strømsvigt fejl'),
    ],
    attributes: [
      propertyType,
      number('Antal udtag/punkter', 'Number of outlets/points', 'stk.'),
      checkbox('Autoriseret elinstallatør påkrævet', 'Authorised electrician required'),
    ],
  },
  {
    slug: 'vvs',
    da: 'VVS',
    en: 'Plumber',
    keywords: 'vvs-installatør blikkenslager rør vand varme toilet fjernvarme varmepumpe',
    children: [
      sub('vvs-badevaerelse', 'Badeværelse og toilet', 'Bathroom and toilet', 'toilet håndvask bruser'),
      sub('varmepumpe', 'Varmepumpe', 'Heat pump', 'luft-til-vand jordvarme luft-til-luft'),
      sub(
        'fjernvarme',
        'Fjernvarme og radiatorer',
        'District heating and radiators',
        'radiator fjernvarmeunit termostat',
      ),
      sub('vandskade-og-laek', 'Vandskade og læk', 'Water damage and leaks', 'utæt rør dryp læk'),
      sub('koekken-vvs', 'Køkken', 'Kitchen', 'opvaskemaskine køkkenvask armatur'),
    ],
    attributes: [
      propertyType,
      select('Opvarmningsform', 'Heating', [
        ['fjernvarme', 'Fjernvarme', 'District heating'],
        ['gas', 'Naturgas', 'Natural gas'],
        ['olie', 'Oliefyr', 'Oil boiler'],
        ['varmepumpe', 'Varmepumpe', 'Heat pump'],
        ['el', 'Elvarme', 'Electric heating'],
      ]),
      checkbox('Akut – vandet løber', 'Urgent – water is running'),
      text('Mærke og model på nuværende anlæg', 'Make and model of the current system'),
    ],
  },
  {
    slug: 'maler',
    da: 'Maler',
    en: 'Painter',
    keywords: 'malerarbejde maling tapet spartel lakering facademaling',
    children: [
      sub('indvendig-maling', 'Indvendig maling', 'Interior painting', 'vægge lofter stue værelse'),
      sub('udvendig-maling', 'Udvendig maling', 'Exterior painting', 'facade træværk vinduer udvendigt'),
      sub('tapetsering', 'Tapetsering', 'Wallpapering', 'tapet filt glasvæv'),
      sub('spartling', 'Spartling', 'Plastering', 'spartel revner huller'),
      sub(
        'gulvbehandling-maler',
        'Gulvmaling og lakering',
        'Floor painting and varnishing',
        'gulvmaling betongulv lak',
      ),
    ],
    attributes: [
      required(number('Antal rum', 'Number of rooms', 'rum')),
      required(
        select('Indvendig/udvendig', 'Interior/exterior', [
          ['indvendig', 'Indvendig', 'Interior'],
          ['udvendig', 'Udvendig', 'Exterior'],
          ['begge', 'Begge dele', 'Both'],
        ]),
      ),
      area,
      checkbox('Lofter skal også males', 'Ceilings must be painted too'),
      checkbox('Maling skal leveres', 'Paint must be supplied'),
    ],
  },
  {
    slug: 'gulvlaegger',
    da: 'Gulvlægger',
    en: 'Floor layer',
    keywords: 'gulv gulvbelægning parket laminat vinyl gulvafslibning',
    children: [
      sub('parket', 'Parket og plankegulv', 'Parquet and plank floors', 'parketgulv plankegulv egetræ'),
      sub('laminat', 'Laminat og vinyl', 'Laminate and vinyl', 'laminatgulv vinylgulv klikgulv'),
      sub('gulvafslibning', 'Gulvafslibning', 'Floor sanding', 'slibning lakering olie'),
      sub('taeppe', 'Tæpper', 'Carpets', 'gulvtæppe væg-til-væg'),
      sub('gulvvarme', 'Gulvvarme', 'Underfloor heating', 'vandbåren elgulvvarme'),
    ],
    attributes: [
      required(area),
      select('Nuværende gulv', 'Current floor', [
        ['trae', 'Trægulv', 'Wooden floor'],
        ['beton', 'Beton', 'Concrete'],
        ['klinker', 'Klinker', 'Tiles'],
        ['taeppe', 'Tæppe', 'Carpet'],
      ]),
      checkbox('Gammelt gulv skal fjernes', 'Old floor must be removed'),
      checkbox('Gulvbelægning skal leveres', 'Flooring must be supplied'),
    ],
  },
  {
    slug: 'tagdaekker',
    da: 'Tagdækker',
    en: 'Roofer',
    keywords: 'tag tagarbejde tagpap tegltag eternit tagrender tagsten utæt tag tagskade',
    children: [
      sub('tagpap', 'Tagpap', 'Roofing felt', 'fladt tag pap'),
      sub('tegl-og-betontag', 'Tegl- og betontag', 'Clay and concrete tile roofs', 'tegltag betontagsten'),
      sub('tagrender', 'Tagrender og nedløb', 'Gutters and downpipes', 'tagrende nedløbsrør zink'),
      sub(
        'eternittag',
        'Udskiftning af eternittag',
        'Replacing fibre cement roofs',
        'eternit asbest bølgeplader',
      ),
      sub('tagvinduer', 'Ovenlys og tagvinduer', 'Skylights and roof windows', 'velux ovenlysvindue'),
    ],
    attributes: [
      required(number('Tagareal', 'Roof area', 'm²')),
      select('Tagtype i dag', 'Current roof type', [
        ['tegl', 'Tegl', 'Clay tiles'],
        ['beton', 'Betontagsten', 'Concrete tiles'],
        ['pap', 'Tagpap', 'Roofing felt'],
        ['eternit', 'Eternit/fibercement', 'Fibre cement'],
        ['straa', 'Strå', 'Thatch'],
      ]),
      number('Taghældning', 'Roof pitch', '°'),
      checkbox('Stillads skal stilles op', 'Scaffolding needed'),
    ],
  },
  {
    slug: 'anlaegsgartner',
    da: 'Anlægsgartner',
    en: 'Landscaper',
    keywords: 'have haveanlæg belægning fliser hæk træfældning græsplæne',
    children: [
      sub(
        'belaegning',
        'Belægning og indkørsel',
        'Paving and driveways',
        'fliser sten indkørsel flisebelægning',
      ),
      sub('havedesign', 'Haveanlæg', 'Garden design', 'haveplan beplantning'),
      sub(
        'traefaeldning',
        'Træfældning og beskæring',
        'Tree felling and pruning',
        'fælde træ beskæring stubfræsning',
      ),
      sub(
        'haveservice',
        'Havearbejde og vedligehold',
        'Garden maintenance',
        'græsslåning hækklipning ukrudt',
      ),
      sub('hegn-og-stakit', 'Hegn og stakit', 'Fences', 'hegn stakit læhegn'),
    ],
    attributes: [
      area,
      howOften(weekly, fortnightly, ['saesson', 'Efter sæson', 'By season']),
      checkbox('Haveaffald skal bortskaffes', 'Garden waste must be removed'),
    ],
  },
  {
    slug: 'rengoering',
    da: 'Rengøring',
    en: 'Cleaning',
    keywords: 'rengøringshjælp hovedrengøring flytterengøring erhvervsrengøring',
    children: [
      sub('privat-rengoering', 'Privat rengøring', 'Home cleaning', 'ugentlig rengøring rengøringshjælp'),
      sub('flytterengoering', 'Flytterengøring', 'Move-out cleaning', 'fraflytning indflytning'),
      sub('hovedrengoering', 'Hovedrengøring', 'Deep cleaning', 'grundig rengøring forår'),
      sub('erhvervsrengoering', 'Erhvervsrengøring', 'Office cleaning', 'kontor butik klinik'),
      sub('byggerengoering', 'Byggerengøring', 'Post-construction cleaning', 'håndværker byggestøv'),
    ],
    attributes: [
      required(number('Boligens størrelse', 'Size of the home', 'm²')),
      howOften(weekly, fortnightly, ['hver-maaned', 'Hver måned', 'Every month']),
      checkbox('Vinduer skal med', 'Include windows'),
      checkbox('Der er kæledyr', 'There are pets'),
    ],
  },
  {
    slug: 'flytning',
    da: 'Flytning',
    en: 'Removals',
    keywords: 'flyttefirma flyttemand flyttebil pakning opmagasinering',
    children: [
      sub('privatflytning', 'Privatflytning', 'Home removals', 'flytte lejlighed hus'),
      sub('erhvervsflytning', 'Erhvervsflytning', 'Office removals', 'kontorflytning'),
      sub(
        'klaverflytning',
        'Klaver og tunge ting',
        'Pianos and heavy items',
        'klaver flygel pengeskab flytte klaver',
      ),
      sub('opmagasinering', 'Opmagasinering', 'Storage', 'depotrum lager'),
      sub(
        'bortkoersel',
        'Bortkørsel af møbler og affald',
        'Furniture and waste removal',
        'storskrald dødsbo rydning',
      ),
    ],
    attributes: [
      required(number('Antal m² der flyttes fra', 'Size of the home moved from', 'm²')),
      number('Etage (fra)', 'Floor (from)', 'sal'),
      select('Er der elevator?', 'Is there a lift?', yesNo),
      checkbox('Hjælp til nedpakning', 'Help with packing'),
      text('Adresse der flyttes til (postnummer)', 'Moving to (postcode)'),
    ],
  },
  {
    slug: 'kloak',
    da: 'Kloak',
    en: 'Drains and sewers',
    keywords: 'kloakmester kloakering afløb tilstoppet rotter dræn tv-inspektion',
    children: [
      sub(
        'tilstoppet-afloeb',
        'Tilstoppet afløb',
        'Blocked drain',
        'stoppet toilet afløb spuling stoppet afløb tilstoppet vask',
      ),
      sub('kloakrenovering', 'Kloakrenovering', 'Sewer renovation', 'nye kloakrør strømpeforing'),
      sub('tv-inspektion', 'TV-inspektion', 'CCTV inspection', 'kamera kloak inspektion'),
      sub('draen', 'Dræn og faskine', 'Drainage and soakaways', 'omfangsdræn faskine regnvand'),
      sub('rottespaerre', 'Rottespærre', 'Rat barrier', 'rotter rottesikring'),
    ],
    attributes: [
      propertyType,
      checkbox('Akut – afløbet er stoppet', 'Urgent – the drain is blocked'),
      number('Ca. længde på ledning', 'Approx. pipe length', 'm'),
    ],
  },
  {
    slug: 'autoreparation',
    da: 'Autoreparation',
    en: 'Car repair',
    keywords: 'autoværksted mekaniker bilværksted bil service syn bremser dæk',
    needsCarModel: true,
    children: [
      sub(
        'service-og-eftersyn',
        'Service og eftersyn',
        'Service and inspection',
        'serviceeftersyn olieskift',
      ),
      sub('bremser', 'Bremser', 'Brakes', 'bremseklodser bremseskiver skift bremser'),
      sub('klargoering-til-syn', 'Klargøring til syn', 'MOT preparation', 'syn periodisk syn omsyn'),
      sub('daekskift', 'Dæk og fælge', 'Tyres and rims', 'vinterdæk sommerdæk dækhotel'),
      sub('karrosseri-og-lak', 'Karrosseri og lak', 'Bodywork and paint', 'buler ridser pladearbejde'),
      sub('aircondition', 'Aircondition', 'Air conditioning', 'aircon klimaanlæg'),
      sub('koblingsskift', 'Kobling og gearkasse', 'Clutch and gearbox', 'kobling gear'),
    ],
    attributes: [
      required(number('Årgang', 'Model year')),
      number('Kilometerstand', 'Mileage', 'km'),
      select('Brændstof', 'Fuel', [
        ['benzin', 'Benzin', 'Petrol'],
        ['diesel', 'Diesel', 'Diesel'],
        ['el', 'El', 'Electric'],
        ['hybrid', 'Hybrid', 'Hybrid'],
      ]),
      checkbox('Bilen skal hentes', 'The car must be collected'),
      text('Registreringsnummer', 'Registration number'),
    ],
  },
  {
    slug: 'vinduespudsning',
    da: 'Vinduespudsning',
    en: 'Window cleaning',
    keywords: 'vinduespudser pudsning glas ruder',
    children: [
      sub('privat-vinduespudsning', 'Privat vinduespudsning', 'Home window cleaning', 'hus lejlighed'),
      sub('erhverv-vinduespudsning', 'Erhverv', 'Business', 'butik kontor facade'),
      sub('ovenlys-og-glastag', 'Ovenlys og glastag', 'Skylights and glass roofs', 'ovenlys udestue'),
      sub('solcellerens', 'Rens af solceller', 'Solar panel cleaning', 'solceller rens'),
    ],
    attributes: [
      required(number('Antal vinduer', 'Number of windows', 'stk.')),
      checkbox('Indvendig pudsning', 'Inside cleaning'),
      howOften(
        ['hver-4-uge', 'Hver 4. uge', 'Every 4 weeks'],
        ['hver-8-uge', 'Hver 8. uge', 'Every 8 weeks'],
      ),
    ],
  },
  {
    slug: 'laasesmed',
    da: 'Låsesmed',
    en: 'Locksmith',
    keywords: 'lås nøgle låseservice dørlås udelukket sikring',
    children: [
      sub('doeroabning', 'Døråbning', 'Lockout service', 'låst ude smækket dør'),
      sub('laaseskift', 'Låseskift', 'Lock replacement', 'cylinder ny lås'),
      sub('sikring-af-bolig', 'Sikring af bolig', 'Home security', 'indbrudssikring sikkerhedsdør'),
      sub('noegler', 'Nøgler og nøglesystemer', 'Keys and key systems', 'nøglekopi systemnøgle'),
    ],
    attributes: [
      checkbox('Akut – jeg er låst ude', 'Urgent – I am locked out'),
      number('Antal låse', 'Number of locks', 'stk.'),
      select('Type dør', 'Type of door', [
        ['hoveddoer', 'Hoveddør', 'Front door'],
        ['bagdoer', 'Bagdør/terrassedør', 'Back/patio door'],
        ['opgang', 'Opgangsdør', 'Stairwell door'],
        ['garage', 'Garage/skur', 'Garage/shed'],
      ]),
    ],
  },
  {
    slug: 'snedker',
    da: 'Snedker',
    en: 'Joiner',
    keywords: 'snedkerarbejde møbelsnedker køkken garderobe skab trappe specialsnedker',
    children: [
      sub('koekken', 'Køkken', 'Kitchen', 'køkkenskabe bordplade køkkenmontering'),
      sub('garderobe', 'Garderobe og indbygning', 'Wardrobes and built-ins', 'skabe skydedøre'),
      sub('trapper', 'Trapper', 'Stairs', 'trappe gelænder'),
      sub('specialmoebler', 'Specialmøbler', 'Custom furniture', 'bogreol reol bord'),
      sub(
        'doere-og-paneler',
        'Indvendige døre og paneler',
        'Interior doors and panels',
        'fyldningsdør paneler lister',
      ),
    ],
    attributes: [
      select('Træsort/materiale', 'Wood/material', [
        ['eg', 'Eg', 'Oak'],
        ['ask', 'Ask', 'Ash'],
        ['fyr', 'Fyr', 'Pine'],
        ['mdf', 'Malet MDF', 'Painted MDF'],
        dontKnow,
      ]),
      number('Løbende meter', 'Running metres', 'm'),
      checkbox('Montering på stedet', 'Installation on site'),
      text('Mål eller skitse beskrevet', 'Dimensions or sketch described'),
    ],
  },
  {
    slug: 'glarmester',
    da: 'Glarmester',
    en: 'Glazier',
    keywords: 'glas rude termorude glasskift spejl glasværn',
    children: [
      sub('termoruder', 'Termoruder', 'Double glazing', 'punkteret rude dugget rude'),
      sub('glasskift', 'Glasskift', 'Glass replacement', 'knust rude'),
      sub('spejle-og-glasvaegge', 'Spejle og glasvægge', 'Mirrors and glass walls', 'brusevæg spejl'),
    ],
    attributes: [
      required(number('Antal ruder', 'Number of panes', 'stk.')),
      text('Største mål (bredde × højde i cm)', 'Largest size (width × height in cm)'),
      checkbox('Sikkerhedsglas', 'Safety glass'),
    ],
  },
]

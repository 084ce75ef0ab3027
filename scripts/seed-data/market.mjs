// A living market for the demo log-ins: the demo customer (Mette Larsen) has jobs with offers,
// an invitation and a hired company; the demo company (Hansen & Søn Tømrerfirma) has offers out,
// an invitation to answer and messages on both sides. Jobs are found by customer + title (the seed's
// natural key): some are in jobs.mjs, the extra ones are below. Contacts are found by job + company.
// Times are days before the seed runs; every row is in a state its lifecycle allows.

const mette = 'mette.larsen@demo.opgavetorvet.dk'
const lars = 'lars.nielsen@demo.opgavetorvet.dk'
const camilla = 'camilla.holm@demo.opgavetorvet.dk'
const hansen = 'Hansen & Søn Tømrerfirma ApS'
const fyn = 'Fyns Tømrer & Snedker A/S'
const skagen = 'Skagen Bådebyggeri & Snedkeri ApS'

/** Jobs only the market needs: [customer, category slug, title, description, zip, days ago, timing]. */
export const marketJobs = [
  [
    mette,
    'vinduer-og-doere',
    'Ny hoveddør og terrassedør i træ/alu',
    'Hoveddøren og terrassedøren i vores rækkehus fra 1976 skal skiftes. Begge døre er ca. 100 × 210 cm. Vi ønsker hvide træ/alu-døre med 3-lags glas og montering inkl. fuger.',
    '2200',
    3,
    'within_month',
  ],
  [
    mette,
    'carport-og-skur',
    'Redskabsskur på ca. 8 m² i baghaven',
    'Vi vil have et redskabsskur med listebeklædning og paptag i hjørnet af haven. Fundament med punktfundamenter. Skuret skal males sort.',
    '2200',
    20,
    'flexible',
  ],
  [
    camilla,
    'terrasse',
    'Terrasse på ca. 20 m² med trappe til haven',
    'Vi ønsker en hævet terrasse i lærk på ca. 20 m² ud fra stuen, med en bred trappe ned til haven. Den gamle flisebelægning skal fjernes først.',
    '4100',
    1,
    'within_month',
  ],
]

/**
 * One company on one job: [customer, job title, company name, state, details]. `offer` is [price in
 * kroner, text, days ago]; messages are [from, text, days ago, read?]. `hired` makes the job hired.
 */
export const marketContacts = [
  [
    mette,
    'Ny træterrasse på ca. 30 m² i baghaven',
    hansen,
    'offered',
    {
      offer: [
        42_500,
        'Terrasse i trykimprægneret lærk på strøer og punktfundamenter, ca. 30 m², i niveau med dørtrinnet. Prisen er inkl. fjernelse af de gamle fliser, materialer og bortkørsel. Vi kan starte om ca. 3 uger.',
        4,
      ],
      messages: [
        [
          'company',
          'Hej Mette. Skal terrassen have trappe ned til græsplænen? Så tilpasser vi tilbuddet.',
          4,
          true,
        ],
        ['customer', 'Ja tak, en bred trappe med to trin midt på terrassen.', 3, true],
        ['company', 'Fint, trappen er med i prisen. Vi kan komme forbi og måle op på tirsdag.', 1, false],
      ],
    },
  ],
  [
    mette,
    'Ny træterrasse på ca. 30 m² i baghaven',
    fyn,
    'offered',
    {
      offer: [
        47_900,
        'Terrasse i sibirisk lærk med skjulte beslag, inkl. nedrivning af gammel belægning og bortskaffelse. 5 års garanti på arbejdet.',
        2,
      ],
      messages: [],
    },
  ],
  [mette, 'Ny hoveddør og terrassedør i træ/alu', hansen, 'invited', { invitedDaysAgo: 2 }],
  [
    mette,
    'Redskabsskur på ca. 8 m² i baghaven',
    hansen,
    'hired',
    {
      offer: [
        18_750,
        'Skur på 2,5 × 3,2 m med listebeklædning, paptag og punktfundamenter. Inkl. sort maling (2 gange) og materialer.',
        18,
      ],
      hiredDaysAgo: 15,
      messages: [
        ['customer', 'Tak for tilbuddet. Hvornår kan I gå i gang?', 16, true],
        ['company', 'Vi starter mandag i uge 2 og regner med to dage.', 15, true],
      ],
    },
  ],
  [
    mette,
    'Redskabsskur på ca. 8 m² i baghaven',
    skagen,
    'declined',
    {
      offer: [21_400, 'Skur i lærk med ståltag, inkl. fundament og montering.', 17],
      messages: [],
    },
  ],
  [
    lars,
    'Udskiftning af 6 vinduer i murstensvilla fra 1968',
    hansen,
    'offered',
    {
      offer: [
        64_000,
        'Seks hvide træ/alu-vinduer, 3-lags energiglas, inkl. demontering, bortskaffelse, montering og fuger indvendigt og udvendigt.',
        5,
      ],
      messages: [
        ['customer', 'Er der mulighed for at få vinduerne med oplukkelige rammer i begge sider?', 1, false],
      ],
    },
  ],
  // An offer sent a quarter of an hour before the seed: on any day but a month's first quarter hour the
  // demo company has sent an offer this month, so its month counter ('Sendt denne måned') is not 0.
  [
    camilla,
    'Terrasse på ca. 20 m² med trappe til haven',
    hansen,
    'offered',
    {
      offer: [
        36_900,
        'Hævet terrasse i lærk på stolper, ca. 20 m², med bred trappe til haven. Inkl. fjernelse af fliserne, materialer og bortkørsel.',
        1 / 96,
      ],
      messages: [],
    },
  ],
]

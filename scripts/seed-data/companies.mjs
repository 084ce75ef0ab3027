// Demo companies across all five regions. The slug (derived from the name) is the natural key; CVR
// numbers are generated so that they pass the modulus-11 check; city and region come from the
// postcode table. `categories` are 1–2 top-category slugs.
export const companies = [
  // Region Hovedstaden
  {
    name: 'Hansen & Søn Tømrerfirma ApS',
    owner: 'Henrik Hansen',
    address: 'Rødovre Parkvej 112',
    zip: '2610',
    categories: ['toemrer', 'snedker'],
    description:
      'Familieejet tømrerfirma siden 1978. Vi laver tilbygninger, carporte, terrasser og udskiftning af vinduer og døre i hele Storkøbenhavn. Fast pris og egen svend på hver opgave.',
  },
  {
    name: 'Københavns El-Service ApS',
    owner: 'Morten Lund',
    address: 'Islands Brygge 43',
    zip: '2300',
    categories: ['elektriker'],
    description:
      'Autoriseret elinstallatør med 12 elektrikere. Ladestandere, nye eltavler, HPFI-relæer og fejlfinding – også akut. Vi giver altid skriftligt tilbud.',
  },
  {
    name: 'Nordsjællands VVS & Blik A/S',
    owner: 'Søren Poulsen',
    address: 'Milnersvej 21',
    zip: '3400',
    categories: ['vvs'],
    description:
      'Autoriseret VVS-installatør i Nordsjælland. Badeværelser, varmepumper, fjernvarmeunits og akutte vandskader. Certificeret til installation af varmepumper.',
  },
  {
    name: 'Malerfirmaet Brandt & Co. ApS',
    owner: 'Julie Brandt',
    address: 'Østerbrogade 88',
    zip: '2100',
    categories: ['maler'],
    description:
      'Malerfirma på Østerbro med fokus på lejligheder og ældre etageejendomme. Indvendig maling, spartling og tapetsering – vi dækker grundigt af og rydder op hver dag.',
  },
  {
    name: 'Amager Flytteservice ApS',
    owner: 'Ali Hassan',
    address: 'Kastruplundgade 15',
    zip: '2770',
    categories: ['flytning'],
    description:
      'Private flytninger og erhvervsflytninger i hele landet. Flyttekasser, nedpakning og opmagasinering. Forsikret transport og faste priser.',
  },
  {
    name: 'Bornholms Tag & Facade ApS',
    owner: 'Niels Kofoed',
    address: 'Snellemark 30',
    zip: '3700',
    categories: ['tagdaekker', 'murer'],
    description:
      'Tagdækning og facaderenovering på hele Bornholm. Tegltag, tagpap, kalkning og omfugning af bindingsværk og gamle huse.',
  },
  // Region Sjælland
  {
    name: 'Ringsted Murerforretning ApS',
    owner: 'Kasper Olsen',
    address: 'Nørregade 52',
    zip: '4100',
    categories: ['murer'],
    description:
      'Murerfirma med speciale i badeværelser, flisearbejde og facadepuds. Vi er medlem af Byggeriets Ankenævn og giver 5 års garanti på vådrum.',
  },
  {
    name: 'Næstved Autoværksted ApS',
    owner: 'Thomas Jeppesen',
    address: 'Holsted Park 7',
    zip: '4700',
    categories: ['autoreparation'],
    description:
      'Alle bilmærker: service efter fabrikantens forskrifter, bremser, kobling, aircondition og klargøring til syn. Lånebil mod bestilling.',
  },
  {
    name: 'Sydsjællands Kloakservice ApS',
    owner: 'Bo Mortensen',
    address: 'Kuskevej 4',
    zip: '4760',
    categories: ['kloak'],
    description:
      'Autoriseret kloakmester. Tilstoppede afløb, TV-inspektion, rottespærrer og kloakrenovering med strømpeforing. Døgnvagt i hele Sydsjælland.',
  },
  {
    name: 'Holbæk Gulvservice',
    kind: 'person',
    owner: 'Rasmus Dahl',
    address: 'Ahlgade 19',
    zip: '4300',
    categories: ['gulvlaegger'],
    description:
      'Selvstændig gulvlægger med 20 års erfaring. Lægning af parket, plankegulve og laminat samt gulvafslibning og lakering.',
  },
  {
    name: 'Køge Bugt Rengøring ApS',
    owner: 'Natasha Petersen',
    address: 'Torvet 3',
    zip: '4600',
    categories: ['rengoering', 'vinduespudsning'],
    description:
      'Rengøring for private og erhverv i Køge Bugt-området: fast ugentlig rengøring, flytterengøring og vinduespudsning. Faste medarbejdere, som du lærer at kende.',
  },
  // Region Syddanmark
  {
    name: 'Fyns Tømrer & Snedker A/S',
    owner: 'Jesper Rasmussen',
    address: 'Rugårdsvej 201',
    zip: '5000',
    categories: ['toemrer', 'snedker'],
    description:
      'Tømrer- og snedkerfirma på Fyn med eget værksted. Køkkener, garderober, trapper, tagrenovering og tilbygninger – fra tegning til færdigt projekt.',
  },
  {
    name: 'Haderslev Elteknik ApS',
    owner: 'Michael Schmidt',
    address: 'Gravene 11',
    zip: '6100',
    categories: ['elektriker'],
    description:
      'Elinstallationer, solceller og ladestandere i Sønderjylland. Vi rådgiver om energibesparelser og laver eftersyn af ældre installationer.',
  },
  {
    name: 'Esbjerg Auto & Dæk ApS',
    owner: 'Anders Krogh',
    address: 'Kronprinsensgade 65',
    zip: '6700',
    categories: ['autoreparation'],
    description:
      'Værksted og dækcenter i Esbjerg. Dækskift og dækhotel, service, bremser, karrosseri og lak. Vi reparerer også el- og hybridbiler.',
  },
  {
    name: 'Sønderborg Låse- og Nøgleservice ApS',
    owner: 'Carsten Lorenzen',
    address: 'Perlegade 24',
    zip: '6400',
    categories: ['laasesmed'],
    description:
      'Låsesmed med døgnvagt. Døråbning, låseskift, indbrudssikring efter forsikringskrav og nøglesystemer til boligforeninger.',
  },
  {
    name: 'Kolding Anlæg & Have ApS',
    owner: 'Louise Frederiksen',
    address: 'Haderslevvej 140',
    zip: '6000',
    categories: ['anlaegsgartner'],
    description:
      'Anlægsgartner i Trekantområdet. Belægning, indkørsler, hegn, beplantning og fast havepleje. Vi tegner gerne et forslag til din have.',
  },
  // Region Midtjylland
  {
    name: 'Aarhus Maler- og Tapetserforretning ApS',
    owner: 'Sofie Bech',
    address: 'Frederiks Allé 70',
    zip: '8000',
    categories: ['maler'],
    description:
      'Malerfirma i Aarhus med 15 svende. Indvendig og udvendig maling, tapetsering og gulvbehandling. Vi bruger Svanemærkede produkter.',
  },
  {
    name: 'Jensen VVS og Energi ApS',
    owner: 'Ole Jensen',
    address: 'Vestergade 34',
    zip: '8600',
    categories: ['vvs'],
    description:
      'VVS og energi i Silkeborg og omegn. Udskiftning af oliefyr og gasfyr til varmepumpe, nye badeværelser og serviceaftaler.',
  },
  {
    name: 'Randers Tagdækning ApS',
    owner: 'Mads Vestergaard',
    address: 'Grenåvej 15',
    zip: '8900',
    categories: ['tagdaekker'],
    description:
      'Tagdækker med speciale i tagpap og udskiftning af eternittag. Asbestsanering efter reglerne og 10 års garanti på nye tage.',
  },
  {
    name: 'Herning Glas & Glarmester ApS',
    owner: 'Lene Thomsen',
    address: 'Østergade 9',
    zip: '7400',
    categories: ['glarmester'],
    description:
      'Glarmester i Midt- og Vestjylland. Termoruder, glasskift, brusevægge og spejle efter mål. Udkørende service samme dag ved knuste ruder.',
  },
  {
    name: 'Vinduespudser Mads Kristensen',
    kind: 'person',
    owner: 'Mads Kristensen',
    address: 'Søndergade 41',
    zip: '8700',
    categories: ['vinduespudsning'],
    description:
      'Selvstændig vinduespudser i Horsens. Fast pudsning hver 4. eller 8. uge, ovenlys og rens af solceller. Ingen binding.',
  },
  // Region Nordjylland
  {
    name: 'Aalborg Kloak & Anlæg A/S',
    owner: 'Jens Pedersen',
    address: 'Hobrovej 300',
    zip: '9000',
    categories: ['kloak', 'anlaegsgartner'],
    description:
      'Kloakmester og anlægsentreprenør i Nordjylland. Kloakrenovering, dræn, faskiner, belægning og jordarbejde med egne maskiner.',
  },
  {
    name: 'Nordjysk Murer- & Entreprenørfirma ApS',
    owner: 'Kim Andersen',
    address: 'Springvandspladsen 5',
    zip: '9800',
    categories: ['murer'],
    description:
      'Murer og entreprenør i Vendsyssel. Nybyg, tilbygninger, badeværelser, skorstene og støbearbejde. Mange års erfaring med ældre huse.',
  },
  {
    name: 'Skagen Bådebyggeri & Snedkeri ApS',
    owner: 'Erik Bundgaard',
    address: 'Havnevej 14',
    zip: '9990',
    categories: ['snedker', 'toemrer'],
    description:
      'Snedkeri i Skagen med rødder i bådebyggeriet. Specialmøbler, køkkener, vinduer og døre til sommerhuse og ældre huse – håndlavet på eget værksted.',
  },
  {
    name: 'Thisted Auto ApS',
    owner: 'Brian Søgaard',
    address: 'Silstrupvej 10',
    zip: '7700',
    categories: ['autoreparation'],
    description:
      'Autoriseret værksted i Thy. Service, reparation og klargøring til syn af alle bilmærker. Vi henter og bringer bilen i Thisted by.',
  },
]

/** Weights of the Danish CVR modulus-11 check. */
const cvrWeights = [2, 7, 6, 5, 4, 3, 2, 1]

export function isValidCvr(cvr) {
  if (!/^[1-9]\d{7}$/.test(cvr)) return false
  const sum = [...cvr].reduce((s, d, i) => s + Number(d) * cvrWeights[i], 0)
  return sum % 11 === 0
}

/**
 * A deterministic, valid-looking CVR number for the n-th demo company: 7 digits from n, then the check
 * digit that makes the weighted sum divisible by 11 (bases whose check digit would be 10 are skipped).
 */
export function demoCvr(n) {
  for (let base = 3_100_000 + n * 7_919; ; base++) {
    const digits = String(base)
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * cvrWeights[i], 0)
    const check = (11 - (sum % 11)) % 11
    if (check < 10) return `${digits}${check}`
  }
}

/** "Hansen & Søn Tømrerfirma ApS" → "hansen-soen-toemrerfirma": Danish letters folded, legal form dropped. */
export function slugify(name) {
  return name
    .toLowerCase()
    .replace(/\b(aps|a\/s|i\/s|ivs|p\/s)\b/g, '')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** "Henrik Hansen" + slug → a demo e-mail the seed can own. */
export const companyEmail = (slug) => `${slug}@demo.opgavetorvet.dk`

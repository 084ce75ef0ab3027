// Finished demo jobs and their reviews (issue 19), so `/{slug}` is alive on `npm start`: each row is a
// job the customer posted, the company was hired and completed at a price (contact `completed`, job
// `closed`, a contact_closings row), and the customer's review, sometimes with the company's reply.
// One finished job of Mette Larsen's is left unreviewed, so the review form can be tried at once.
// Natural keys: the job by customer + title, the contact by job + company, the review by contact.

/** [company, customer e-mail, category slug, job title, price kr., finished days ago, review | null] */
export const finishedJobs = [
  [
    'Hansen & Søn Tømrerfirma ApS',
    'lars.nielsen@demo.opgavetorvet.dk',
    'terrasse',
    'Terrasse i lærk, 24 m²',
    38_500,
    64,
    {
      rating: 5,
      title: 'Flot terrasse og god kommunikation',
      text: 'Henrik og svenden kom præcis som aftalt og var færdige på tre dage. Terrassen er blevet rigtig flot, og de ryddede op efter sig hver dag.',
      reply: 'Tak for de pæne ord, Lars. God fornøjelse med terrassen i sommer!',
    },
  ],
  [
    'Hansen & Søn Tømrerfirma ApS',
    'anne.soerensen@demo.opgavetorvet.dk',
    'vinduer-og-doere',
    'Tre nye vinduer i gavlen',
    27_900,
    41,
    {
      rating: 4,
      title: 'Godt håndværk, lidt forsinket start',
      text: 'Vinduerne sidder perfekt, og lysningerne er pænt afsluttet. Opstarten blev skubbet to dage, men vi fik besked i god tid.',
      reply: 'Tak, Anne. Beklager den udskudte start – leverandøren var forsinket med rammerne.',
    },
  ],
  [
    'Hansen & Søn Tømrerfirma ApS',
    'peter.christensen@demo.opgavetorvet.dk',
    'carport-og-skur',
    'Carport med redskabsrum',
    52_000,
    22,
    {
      rating: 5,
      title: 'Kan varmt anbefales',
      text: 'Fast pris, som blev holdt. Carporten står skarpt, og de hjalp også med at søge om tilladelse hos kommunen.',
      reply: null,
    },
  ],
  [
    'Hansen & Søn Tømrerfirma ApS',
    'camilla.holm@demo.opgavetorvet.dk',
    'loft-og-isolering',
    'Efterisolering af loft',
    14_800,
    9,
    {
      rating: 4,
      title: 'Varmere hus allerede',
      text: 'Hurtigt og ordentligt arbejde. Vi kan allerede mærke forskel på varmeregningen.',
      reply: null,
    },
  ],
  [
    'Hansen & Søn Tømrerfirma ApS',
    'mette.larsen@demo.opgavetorvet.dk',
    'toemrer',
    'Nye dørkarme i entré og stue',
    9_600,
    3,
    null,
  ],
  [
    'Københavns El-Service ApS',
    'mette.larsen@demo.opgavetorvet.dk',
    'ladestander',
    'Ladestander til elbil i carporten',
    12_400,
    55,
    {
      rating: 5,
      title: 'Hurtig og professionel',
      text: 'Ladestanderen blev sat op på en formiddag, og elektrikeren forklarede appen grundigt. Pænt trukket kabel langs muren.',
      reply: 'Tak, Mette! Husk at tilmelde dig elafgiftsrefusion – vi har sendt vejledningen på mail.',
    },
  ],
  [
    'Københavns El-Service ApS',
    'jakob.moeller@demo.opgavetorvet.dk',
    'eltavle',
    'Ny eltavle med HPFI',
    8_900,
    30,
    {
      rating: 3,
      title: 'Fint arbejde, men svær at få fat i',
      text: 'Selve arbejdet var i orden, men det tog flere opkald at få en tid. Prisen svarede til tilbuddet.',
      reply:
        'Tak for den ærlige tilbagemelding, Jakob. Vi har fået en ny kollega på kontoret, så telefonen bliver taget hurtigere nu.',
    },
  ],
  [
    'Aarhus Maler- og Tapetserforretning ApS',
    'lars.nielsen@demo.opgavetorvet.dk',
    'indvendig-maling',
    'Maling af stue og køkken',
    18_200,
    48,
    {
      rating: 5,
      title: 'Skarpe kanter og ingen stænk',
      text: 'Malerne dækkede alt af og var færdige før tid. Lofterne er blevet helt jævne. Vi bruger dem igen.',
      reply: 'Mange tak, Lars – det var en fornøjelse at male for jer.',
    },
  ],
  [
    'Aarhus Maler- og Tapetserforretning ApS',
    'anne.soerensen@demo.opgavetorvet.dk',
    'udvendig-maling',
    'Udvendig maling af træfacade',
    31_500,
    17,
    {
      rating: 4,
      title: 'Flot resultat',
      text: 'Facaden står flot. Vejret drillede, så det tog en uge længere end planlagt, men de holdt os orienteret hele vejen.',
      reply: null,
    },
  ],
  [
    'Nordsjællands VVS & Blik A/S',
    'camilla.holm@demo.opgavetorvet.dk',
    'varmepumpe',
    'Luft-til-vand varmepumpe',
    96_000,
    70,
    {
      rating: 5,
      title: 'Grundig rådgivning',
      text: 'De gennemgik huset og dimensionerede pumpen efter vores forbrug i stedet for bare at sælge den største. Alt kørte fra dag ét.',
      reply: null,
    },
  ],
  [
    'Fyns Tømrer & Snedker A/S',
    'jakob.moeller@demo.opgavetorvet.dk',
    'tilbygning',
    'Tilbygning på 18 m²',
    310_000,
    90,
    {
      rating: 4,
      title: 'Solid tilbygning',
      text: 'God styring af projektet og pæn finish. Et par småting skulle rettes til sidst, men det blev gjort uden diskussion.',
      reply: 'Tak, Jakob. Vi kommer gerne forbi til et et-års eftersyn.',
    },
  ],
]

/** Opening hours of a few demo companies (Monday = 0), for the profile's 'Åbningstider'. */
export const demoOpeningHours = {
  'hansen-soen-toemrerfirma': [
    ...[0, 1, 2, 3].map((day) => [day, 'open', '07.00–15.30']),
    [4, 'open', '07.00–13.00'],
    [5, 'appointment', ''],
    [6, 'closed', ''],
  ],
  'aarhus-maler-og-tapetserforretning': [
    ...[0, 1, 2, 3, 4].map((day) => [day, 'open', '08.00–16.00']),
    [5, 'closed', ''],
    [6, 'closed', ''],
  ],
}

/** SQL for the finished jobs and reviews; `h` holds the seed's helpers (q, now, userId, categoryId, place, slugify, seenBookingSql). */
export function reviewsSql(h) {
  const { q, now, userId, categoryId, place, slugify } = h
  const day = 86_400
  const lines = []
  finishedJobs.forEach(([companyName, customer, categorySlug, title, kroner, daysAgo, review], i) => {
    const slug = slugify(companyName)
    const company = `(SELECT id FROM companies WHERE slug = ${q(slug)})`
    const job = `(SELECT id FROM jobs WHERE customer_id = ${userId(customer)} AND title = ${q(title)})`
    const contact = `(SELECT id FROM contacts WHERE job_id = ${job} AND company_id = ${company})`
    const customerZip = h.customers.find((c) => c.email === customer)?.zip ?? '2100'
    const { zip, city, region } = place(customerZip)
    const finishedAt = now - daysAgo * day
    const postedAt = finishedAt - 21 * day
    const hiredAt = finishedAt - 14 * day
    lines.push(
      `INSERT INTO jobs (customer_id, category_id, title, description, zip, city, region, status, due_at, timing, created_at, closed_at) SELECT ${userId(customer)}, ${categoryId(categorySlug)}, ${q(title)}, ${q(`${title}. Opgaven er udført og afsluttet.`)}, ${q(zip)}, ${q(city)}, ${q(region)}, 'closed', NULL, 'flexible', ${postedAt}, ${finishedAt} WHERE ${company} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM jobs WHERE customer_id = ${userId(customer)} AND title = ${q(title)});`,
      `INSERT INTO contacts (job_id, company_id, customer_id, state, due_at, invited_at, price_ore, offer_text, offered_at, created_at, updated_at) SELECT ${job}, ${company}, ${userId(customer)}, 'completed', NULL, NULL, ${kroner * 100}, ${q('Fast pris inkl. materialer og moms.')}, ${postedAt + day}, ${postedAt + day}, ${finishedAt} WHERE ${job} IS NOT NULL AND ${company} IS NOT NULL ON CONFLICT(job_id, company_id) DO NOTHING;`,
      // The company opened the booking after the hire: a finished one is not 'Ny' in its list.
      h.seenBookingSql(contact, hiredAt),
      `UPDATE jobs SET hired_contact_id = ${contact} WHERE id = ${job} AND hired_contact_id IS NULL;`,
      `INSERT INTO contact_closings (contact_id, job_id, company_id, kind, price_ore, created_at) SELECT ${contact}, ${job}, ${company}, 'completed', ${kroner * 100}, ${finishedAt} WHERE ${contact} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM contact_closings WHERE contact_id = ${contact});`,
      h.logSql('contact', contact, 'hire', 'offered', 'hired', 'customer', userId(customer), hiredAt),
      h.logSql('job', job, 'chooseSupplier', 'open', 'hired', 'customer', userId(customer), hiredAt),
      h.logSql(
        'contact',
        contact,
        'complete',
        'hired',
        'completed',
        'company',
        userId(h.companyEmail(slug)),
        finishedAt,
      ),
      h.logSql('job', job, 'close', 'hired', 'closed', 'company', userId(h.companyEmail(slug)), finishedAt),
    )
    if (review) {
      const at = finishedAt + ((i % 3) + 1) * day
      lines.push(
        `INSERT INTO reviews (contact_id, company_id, customer_id, category_id, rating, title, text, comment, commented_at, invitation_id, created_at, updated_at) SELECT ${contact}, ${company}, ${userId(customer)}, ${categoryId(categorySlug)}, ${review.rating}, ${q(review.title)}, ${q(review.text)}, ${q(review.reply)}, ${review.reply ? at + day : 'NULL'}, NULL, ${at}, ${review.reply ? at + day : at} WHERE ${contact} IS NOT NULL ON CONFLICT(contact_id) DO NOTHING;`,
      )
    }
  })
  for (const [slug, days] of Object.entries(demoOpeningHours)) {
    const company = `(SELECT id FROM companies WHERE slug = ${q(slug)})`
    for (const [d, type, value] of days)
      lines.push(
        `INSERT INTO opening_hours (company_id, day, type, value) SELECT ${company}, ${d}, ${q(type)}, ${q(value)} WHERE ${company} IS NOT NULL ON CONFLICT DO NOTHING;`,
      )
  }
  return lines
}

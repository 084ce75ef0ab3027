// Demo accounts. E-mails are the natural key (lower-case); passwords are hashed by the seed, once per run.
export const demoPassword = 'Demo-1234!'
export const adminPassword = 'Admin-1234!'

export const admin = { email: 'admin@opgavetorvet.dk', name: 'Opgavetorvet Admin', phone: '70202030' }

export const customers = [
  { email: 'mette.larsen@demo.opgavetorvet.dk', name: 'Mette Larsen', phone: '22334455', zip: '2200' },
  { email: 'lars.nielsen@demo.opgavetorvet.dk', name: 'Lars Nielsen', phone: '40112233', zip: '8000' },
  { email: 'anne.soerensen@demo.opgavetorvet.dk', name: 'Anne Sørensen', phone: '51223344', zip: '5000' },
  {
    email: 'peter.christensen@demo.opgavetorvet.dk',
    name: 'Peter Christensen',
    phone: '28445566',
    zip: '9000',
  },
  { email: 'camilla.holm@demo.opgavetorvet.dk', name: 'Camilla Holm', phone: '31556677', zip: '4100' },
  { email: 'jakob.moeller@demo.opgavetorvet.dk', name: 'Jakob Møller', phone: '60667788', zip: '6000' },
]

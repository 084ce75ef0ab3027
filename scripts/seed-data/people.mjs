// Demo accounts. E-mails are the natural key (lower-case); passwords are hashed by the seed, once per run.
export const demoPassword = 'Demo-1234!'
export const adminPassword = 'Admin-1234!'

export const admin = { email: 'admin@opgavetorvet.dk', name: 'Opgavetorvet Admin', phone: '70202030' }

/**
 * The demo customers. `zip` is where each lives; `near` are postcodes within about 20 km of it (home
 * first), where her demo jobs are: a customer hires around her own house. The six homes lie in all five
 * regions, so every demo company finds jobs in its own.
 */
export const customers = [
  {
    email: 'mette.larsen@demo.opgavetorvet.dk',
    name: 'Mette Larsen',
    phone: '22334455',
    zip: '2200',
    near: ['2200', '2100', '2400', '2000', '2900', '2450', '2500', '2300', '2720', '2610', '2860'],
  },
  {
    email: 'lars.nielsen@demo.opgavetorvet.dk',
    name: 'Lars Nielsen',
    phone: '40112233',
    zip: '8000',
    near: ['8000', '8200', '8210', '8220', '8230', '8240', '8260', '8270', '8520', '8300'],
  },
  {
    email: 'anne.soerensen@demo.opgavetorvet.dk',
    name: 'Anne Sørensen',
    phone: '51223344',
    zip: '5000',
    near: ['5000', '5200', '5210', '5220', '5230', '5250', '5260', '5270', '5320', '5330'],
  },
  {
    email: 'peter.christensen@demo.opgavetorvet.dk',
    name: 'Peter Christensen',
    phone: '28445566',
    zip: '9000',
    near: ['9000', '9200', '9210', '9220', '9400', '9310', '9280', '9230', '9260'],
  },
  {
    email: 'camilla.holm@demo.opgavetorvet.dk',
    name: 'Camilla Holm',
    phone: '31556677',
    zip: '4100',
    near: ['4100', '4174', '4173', '4690', '4140', '4600', '4180'],
  },
  {
    email: 'jakob.moeller@demo.opgavetorvet.dk',
    name: 'Jakob Møller',
    phone: '60667788',
    zip: '6000',
    near: ['6000', '6051', '6091', '6640', '6040', '6052', '6070', '6094', '7000'],
  },
]

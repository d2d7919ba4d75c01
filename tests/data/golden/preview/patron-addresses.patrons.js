{
  _id: ObjectId('65925b12853ac187f4000000'),
  name: 'Tim Allen',
  email: 'margaret.wirth@example.org',
  address: {
    street: '162 Harbour Road',
    city: 'Kyoto',
    state: 'violet',
    zip: '48503'
  },
  addresses: [
    {
      street: '162 Harbour Road',
      city: 'Kyoto',
      state: 'violet',
      zip: '48503'
    },
    {
      street: '79 Mill Lane',
      city: 'Porto',
      state: 'granite',
      zip: '58796'
    }
  ]
}
{
  _id: ObjectId('65926922853ac187f4000001'),
  name: 'Alan Berners-Lee',
  email: 'linus.johnson@example.org',
  address: {
    street: '79 Mill Lane',
    city: 'Porto',
    state: 'granite',
    zip: '58796'
  },
  addresses: [
    {
      street: '115 Orchard Way',
      city: 'Montreal',
      state: 'nimbus',
      zip: '11001'
    },
    {
      street: '91 Bridge Street',
      city: 'Lagos',
      state: 'cedar',
      zip: '66951'
    }
  ]
}

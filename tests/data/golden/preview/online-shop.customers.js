{
  _id: ObjectId('6592ff3a44523b4342000000'),
  name: 'Barbara Allen',
  email: 'katherine.liskov@example.org',
  phone: '+1 555 481 6681',
  createdAt: ISODate('2022-05-23T09:39:24.542Z'),
  marketingOptIn: false,
  addresses: [
    {
      label: 'home',
      street: '162 Harbour Road',
      city: 'Kyoto',
      postalCode: '15555',
      country: 'New Zealand'
    },
    {
      label: 'work',
      street: '79 Mill Lane',
      city: 'Porto',
      postalCode: '44815',
      country: 'Nigeria'
    }
  ],
  wishlist_ids: [
    ObjectId('6592fc4fac49449203000000')
  ]
}
{
  _id: ObjectId('65930d4a44523b4342000001'),
  name: 'Katherine Dijkstra',
  email: 'linus.thompson@example.net',
  phone: '+1 555 710 6704',
  createdAt: ISODate('2023-12-09T23:04:49.835Z'),
  marketingOptIn: false,
  addresses: [
    {
      label: 'other',
      street: '115 Orchard Way',
      city: 'Montreal',
      postalCode: '42404',
      country: 'Australia'
    },
    {
      label: 'home',
      street: '91 Bridge Street',
      city: 'Lagos',
      postalCode: '19172',
      country: 'Estonia'
    }
  ],
  wishlist_ids: [
    ObjectId('65930a5fac49449203000001')
  ]
}

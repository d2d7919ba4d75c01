{
  _id: ObjectId('6593506947ccc00f0a000000'),
  code: 'ZMX2',
  name: 'Harbor basalt amber',
  address: {
    label: 'home',
    street: '162 Harbour Road',
    city: 'Kyoto',
    postalCode: '15555',
    country: 'New Zealand'
  }
}
{
  _id: ObjectId('65935e7947ccc00f0a000001'),
  code: 'BES5',
  name: 'Orchid basalt cedar',
  address: {
    label: 'work',
    street: '79 Mill Lane',
    city: 'Porto',
    postalCode: '44815',
    country: 'Nigeria'
  }
}

{
  _id: ObjectId('659302624fb0a9b44a000000'),
  item: 'Lagoon tundra basalt',
  price: Long('400040'),
  currency: 'USD'
}
{
  _id: ObjectId('659310724fb0a9b44a000001'),
  item: 'Basalt lagoon delta',
  price: Long('127600'),
  currency: 'USD'
}

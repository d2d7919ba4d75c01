{
  _id: ObjectId('659287d3ad00ef4f00000000'),
  amount: Long('25549'),
  state: 'pending',
  lastModified: ISODate('2024-06-24T04:59:35.744Z'),
  source: 'ACC-737247',
  destination: 'ACC-737247'
}
{
  _id: ObjectId('659295e3ad00ef4f00000001'),
  amount: Long('12623'),
  state: 'applied',
  lastModified: ISODate('2024-06-29T19:54:18.666Z'),
  source: 'ACC-737247',
  destination: 'ACC-737247'
}

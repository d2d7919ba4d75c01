{
  _id: ObjectId('6592cdf128c54d7aa0000000'),
  partno: 'quartz',
  name: 'Tundra zephyr fjord',
  qty: 843,
  cost: Long('22482'),
  product_id: ObjectId('6592805991f54ff904000000'),
  product_name: 'Summit meadow meadow'
}
{
  _id: ObjectId('6592dc0128c54d7aa0000001'),
  partno: 'prairie',
  name: 'Granite juniper raven',
  qty: 232,
  cost: Long('8628'),
  product_id: ObjectId('6592805991f54ff904000000'),
  product_name: 'Summit meadow meadow'
}

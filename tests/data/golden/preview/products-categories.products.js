{
  _id: ObjectId('6592805991f54ff904000000'),
  name: 'Summit meadow meadow',
  sku: 'IIE-9727',
  price: Long('23108'),
  category_ids: [
    ObjectId('6592fd713e959342b0000000'),
    ObjectId('65930b813e959342b0000001'),
    ObjectId('659319913e959342b0000002')
  ]
}
{
  _id: ObjectId('65928e6991f54ff904000001'),
  name: 'Tundra harbor violet',
  sku: 'JEX-7345',
  price: Long('27586'),
  category_ids: [
    ObjectId('659327a13e959342b0000003'),
    ObjectId('659335b13e959342b0000004'),
    ObjectId('659343c13e959342b0000005')
  ]
}

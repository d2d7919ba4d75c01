{
  _id: ObjectId('6592fc4fac49449203000000'),
  name: 'meadow',
  createdAt: ISODate('2024-04-08T01:55:07.849Z'),
  product_ids: [
    ObjectId('6592805991f54ff904000000'),
    ObjectId('65928e6991f54ff904000001'),
    ObjectId('65929c7991f54ff904000002'),
    ObjectId('6592aa8991f54ff904000003'),
    ObjectId('6592b89991f54ff904000004'),
    ObjectId('6592c6a991f54ff904000005'),
    ObjectId('6592d4b991f54ff904000006'),
    ObjectId('6592e2c991f54ff904000007'),
    ObjectId('6592f0d991f54ff904000008'),
    ObjectId('6592fee991f54ff904000009'),
    ObjectId('65930cf991f54ff90400000a'),
    ObjectId('65931b0991f54ff90400000b')
  ]
}
{
  _id: ObjectId('65930a5fac49449203000001'),
  name: 'raven',
  createdAt: ISODate('2024-12-11T15:52:40.137Z'),
  product_ids: [
    ObjectId('6593291991f54ff90400000c'),
    ObjectId('6593372991f54ff90400000d'),
    ObjectId('6593453991f54ff90400000e'),
    ObjectId('6593534991f54ff90400000f'),
    ObjectId('6593615991f54ff904000010'),
    ObjectId('65936f6991f54ff904000011'),
    ObjectId('65937d7991f54ff904000012'),
    ObjectId('65938b8991f54ff904000013'),
    ObjectId('6593999991f54ff904000014'),
    ObjectId('6593a7a991f54ff904000015'),
    ObjectId('6593b5b991f54ff904000016'),
    ObjectId('6593c3c991f54ff904000017')
  ]
}

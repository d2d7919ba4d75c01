{
  _id: ObjectId('65930eca39c97c7c35000000'),
  rating: 2,
  title: 'Prairie zephyr amber',
  body: 'kestrel umber juniper kestrel indigo harbor delta umber basalt juniper tundra willow cedar kestrel nimbus granite harbor willow fjord ember ember indigo ember summit zephyr fjord granite willow delta summit.',
  createdAt: ISODate('2024-10-02T12:21:30.803Z'),
  helpfulVotes: 480,
  verifiedPurchase: true,
  product_id: ObjectId('6592805991f54ff904000000'),
  customer_id: ObjectId('6592ff3a44523b4342000000'),
  author: 'Barbara Allen'
}
{
  _id: ObjectId('65931cda39c97c7c35000001'),
  rating: 1,
  title: 'Summit orchid summit',
  body: 'delta summit basalt granite amber basalt juniper zephyr cedar orchid indigo fjord harbor willow fjord summit basalt granite indigo basalt cedar granite kestrel nimbus lagoon violet juniper fjord indigo meadow.',
  createdAt: ISODate('2024-08-10T17:10:49.006Z'),
  helpfulVotes: 39,
  verifiedPurchase: true,
  product_id: ObjectId('6592805991f54ff904000000'),
  customer_id: ObjectId('6592ff3a44523b4342000000'),
  author: 'Barbara Allen'
}

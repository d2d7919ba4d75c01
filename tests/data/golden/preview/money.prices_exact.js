{
  _id: ObjectId('65932cfb735bcaf516000000'),
  item: 'Juniper lagoon willow',
  price: {
    value: Decimal128('287.51'),
    approx: 648.91,
    currency: 'USD'
  }
}
{
  _id: ObjectId('65933b0b735bcaf516000001'),
  item: 'Fjord amber prairie',
  price: {
    value: Decimal128('223.77'),
    approx: 918.98,
    currency: 'USD'
  }
}

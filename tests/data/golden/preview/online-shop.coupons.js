{
  _id: ObjectId('6592d16cf0bb964699000000'),
  code: '22210TMG',
  kind: 'percent',
  value: 9564,
  validFrom: ISODate('2024-07-17T04:21:42.589Z'),
  validUntil: ISODate('2024-09-17T20:29:54.836Z'),
  maxRedemptions: 57938,
  redeemed: 32301
}
{
  _id: ObjectId('6592df7cf0bb964699000001'),
  code: 'ZIZ63M4D',
  kind: 'amount',
  value: 6861,
  validFrom: ISODate('2024-04-01T16:35:57.707Z'),
  validUntil: ISODate('2024-08-18T00:53:31.312Z'),
  maxRedemptions: 87341,
  redeemed: 34409
}

{
  _id: ObjectId('65924466fbc7e3bc7c000000'),
  at: ISODate('2024-01-25T18:09:49.243Z'),
  actor: 'dennis5',
  action: 'create',
  target: 'amber-juniper-580',
  details: {}
}
{
  _id: ObjectId('65925276fbc7e3bc7c000001'),
  at: ISODate('2024-03-18T15:01:58.026Z'),
  actor: 'hedy61',
  action: 'update',
  target: 'orchid-nimbus-396',
  details: {}
}

{
  _id: ObjectId('6592de838d90444532000000'),
  author: 'ada97',
  posted: ISODate('2020-06-20T12:32:39.220Z'),
  text: 'Orchid nimbus juniper quartz fjord tundra indigo indigo.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: '6592de838d90444532000000',
  depth: 0
}
{
  _id: ObjectId('6592ec938d90444532000001'),
  author: 'tim15',
  posted: ISODate('2023-03-20T01:16:11.206Z'),
  text: 'Cedar juniper tundra summit kestrel meadow amber delta.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: '6592de838d90444532000000:6592ec938d90444532000001',
  depth: 1
}

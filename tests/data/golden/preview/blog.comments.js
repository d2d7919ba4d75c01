{
  _id: ObjectId('6592de838d90444532000000'),
  author: 'Ada Torvalds',
  email: 'hedy.ritchie@example.org',
  text: 'Orchid nimbus juniper quartz fjord tundra indigo indigo.',
  date: ISODate('2022-04-25T05:59:11.874Z'),
  post_id: ObjectId('6592e3808e865208ff000000')
}
{
  _id: ObjectId('6592ec938d90444532000001'),
  author: 'Tim Knuth',
  email: 'alan.hamilton@example.org',
  text: 'Cedar juniper tundra summit kestrel meadow amber delta.',
  date: ISODate('2023-03-29T14:15:56.819Z'),
  post_id: ObjectId('6592e3808e865208ff000000')
}

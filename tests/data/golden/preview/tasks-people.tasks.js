{
  _id: ObjectId('6592f0991a814b1fa9000000'),
  description: 'Umber tundra umber ember basalt granite delta quartz.',
  due_time: ISODate('2024-05-13T17:02:38.156Z'),
  owner: ObjectId('65921c5aec031cbe31000000')
}
{
  _id: ObjectId('6592fea91a814b1fa9000001'),
  description: 'Basalt nimbus zephyr quartz cedar kestrel raven violet.',
  due_time: ISODate('2025-02-19T23:23:17.453Z'),
  owner: ObjectId('65921c5aec031cbe31000000')
}

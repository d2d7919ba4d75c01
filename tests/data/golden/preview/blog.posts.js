{
  _id: ObjectId('6592e3808e865208ff000000'),
  title: 'Ember umber meadow',
  slug: 'prairie-lagoon-928',
  author: 'Alan Turing',
  body: 'juniper amber harbor nimbus quartz orchid raven granite nimbus kestrel tundra cedar ember granite quartz granite orchid meadow delta raven zephyr fjord lagoon fjord basalt ember delta amber violet fjord.',
  tags: [
    'cedar',
    'ember',
    'delta'
  ],
  published: ISODate('2023-10-31T02:04:20.544Z')
}
{
  _id: ObjectId('6592f1908e865208ff000001'),
  title: 'Meadow fjord indigo',
  slug: 'nimbus-umber-549',
  author: 'Ada Torvalds',
  body: 'prairie orchid summit orchid cedar willow granite amber basalt cedar lagoon summit tundra basalt harbor prairie juniper quartz ember lagoon amber harbor raven orchid harbor delta zephyr tundra prairie quartz.',
  tags: [
    'lagoon',
    'nimbus',
    'nimbus'
  ],
  published: ISODate('2022-07-07T05:07:47.723Z')
}

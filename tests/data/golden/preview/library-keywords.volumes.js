{
  _id: ObjectId('659278e866447f123e000000'),
  title: 'Quartz ember lagoon',
  source: 'harbor',
  topics: [
    'orchid',
    'cedar',
    'basalt'
  ]
}
{
  _id: ObjectId('659286f866447f123e000001'),
  title: 'Tundra lagoon willow',
  source: 'kestrel',
  topics: [
    'quartz',
    'fjord'
  ]
}

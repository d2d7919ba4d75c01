{
  _id: ObjectId('65929da23e4d6edc9f000000'),
  title: 'Amber delta summit',
  author: 'dennis75',
  created: ISODate('2023-03-19T17:26:53.495Z')
}
{
  _id: ObjectId('6592abb23e4d6edc9f000001'),
  title: 'Willow violet kestrel',
  author: 'katherine23',
  created: ISODate('2022-05-28T20:45:50.056Z')
}

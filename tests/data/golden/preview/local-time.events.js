{
  _id: ObjectId('659295d812d8a90237000000'),
  name: 'Raven fjord fjord',
  date: ISODate('2024-05-27T13:34:26.734Z'),
  offset: 630
}
{
  _id: ObjectId('6592a3e812d8a90237000001'),
  name: 'Violet zephyr umber',
  date: ISODate('2024-11-06T05:17:32.189Z'),
  offset: 360
}

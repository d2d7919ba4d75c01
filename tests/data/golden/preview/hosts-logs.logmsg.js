{
  _id: ObjectId('6592f7faf71d6300f8000000'),
  time: ISODate('2024-12-15T10:02:13.323Z'),
  message: 'Summit ember amber prairie cedar quartz violet fjord.',
  severity: 'debug',
  host: ObjectId('65932338e4ac3e52c4000000'),
  ipaddr: '10.78.42.53',
  host_name: 'summit-14.example.net'
}
{
  _id: ObjectId('6593060af71d6300f8000001'),
  time: ISODate('2024-12-20T11:39:05.235Z'),
  message: 'Orchid cedar quartz raven quartz ember nimbus umber.',
  severity: 'info',
  host: ObjectId('65932338e4ac3e52c4000000'),
  ipaddr: '10.78.42.53',
  host_name: 'summit-14.example.net'
}

{
  _id: ObjectId('65932338e4ac3e52c4000000'),
  name: 'summit-14.example.net',
  ipaddr: '10.78.42.53'
}
{
  _id: ObjectId('65933148e4ac3e52c4000001'),
  name: 'ember-26.example.net',
  ipaddr: '10.243.3.97'
}

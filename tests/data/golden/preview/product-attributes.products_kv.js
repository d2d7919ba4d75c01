{
  _id: ObjectId('659312d75f3f10a5ed000000'),
  name: 'Basalt basalt summit',
  attrs: [
    {
      n: 'willow',
      v: 'harbor'
    }
  ]
}
{
  _id: ObjectId('659320e75f3f10a5ed000001'),
  name: 'Willow umber delta',
  attrs: [
    {
      n: 'raven',
      v: 'orchid'
    },
    {
      n: 'granite',
      v: 'basalt'
    },
    {
      n: 'orchid',
      v: 'fjord'
    }
  ]
}

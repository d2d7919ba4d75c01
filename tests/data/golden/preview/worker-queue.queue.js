{
  _id: ObjectId('65923e6c48d31bfeaf000000'),
  state: 0,
  created: ISODate('2024-01-15T13:57:49.063Z'),
  payload: {
    task: 'ember',
    args: {}
  }
}
{
  _id: ObjectId('65924c7c48d31bfeaf000001'),
  state: 1,
  created: ISODate('2024-05-22T21:05:19.625Z'),
  payload: {
    task: 'prairie',
    args: {}
  }
}

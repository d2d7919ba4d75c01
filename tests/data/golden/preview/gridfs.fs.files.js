{
  _id: ObjectId('6592a898fa0cd99cfd000000'),
  length: Long('195'),
  chunkSize: 722,
  uploadDate: ISODate('2022-09-09T03:29:52.478Z'),
  filename: 'amber-willow-545',
  contentType: 'quartz',
  metadata: {}
}
{
  _id: ObjectId('6592b6a8fa0cd99cfd000001'),
  length: Long('307'),
  chunkSize: 451,
  uploadDate: ISODate('2024-09-18T14:38:13.483Z'),
  filename: 'violet-meadow-79',
  contentType: 'kestrel',
  metadata: {}
}

{
  _id: ObjectId('6592fd713e959342b0000000'),
  name: 'summit',
  slug: 'summit-meadow-938',
  path: null,
  depth: 0
}
{
  _id: ObjectId('65930b813e959342b0000001'),
  name: 'delta',
  slug: 'nimbus-raven-710',
  path: ',6592fd713e959342b0000000,',
  depth: 1
}

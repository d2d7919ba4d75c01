{
  _id: 'publishers-1',
  name: 'Lagoon tundra tundra',
  founded: 817,
  location: 'Dunedin'
}
{
  _id: 'publishers-2',
  name: 'Harbor harbor lagoon',
  founded: 552,
  location: 'Kyoto'
}

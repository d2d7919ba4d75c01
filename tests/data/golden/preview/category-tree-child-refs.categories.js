{
  _id: 'Books',
  name: 'summit',
  children: [
    'Programming'
  ]
}
{
  _id: 'Programming',
  name: 'delta',
  children: [
    'Languages',
    'Databases'
  ]
}

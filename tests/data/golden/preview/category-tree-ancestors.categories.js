{
  _id: 'Books',
  name: 'summit',
  ancestors: [],
  parent: null
}
{
  _id: 'Programming',
  name: 'delta',
  ancestors: [
    'Books'
  ],
  parent: 'Books'
}

{
  _id: 'Books',
  name: 'summit',
  parent: null
}
{
  _id: 'Programming',
  name: 'delta',
  parent: 'Books'
}

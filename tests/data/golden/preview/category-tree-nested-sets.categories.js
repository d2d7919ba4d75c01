{
  _id: 'Books',
  name: 'summit',
  parent: null,
  left: 1,
  right: 12
}
{
  _id: 'Programming',
  name: 'delta',
  parent: 'Books',
  left: 2,
  right: 11
}

{
  _id: 'Books',
  name: 'summit',
  path: null
}
{
  _id: 'Programming',
  name: 'delta',
  path: ',Books,'
}

{
  _id: ObjectId('659295d812d8a90237000000'),
  ts: ISODate('2024-10-31T23:43:04.574Z'),
  meta: {
    session_id: 'efb31236-7f25-48ed-ae37-b80e08807e8a',
    customer_id: ObjectId('68603a0f621ad16114bab44f'),
    type: 'view'
  },
  product_id: ObjectId('b8db59ea7e2169523af9d3ba'),
  query: 'Raven tundra quartz kestrel violet granite umber prairie.'
}
{
  _id: ObjectId('6592a3e812d8a90237000001'),
  ts: ISODate('2024-12-25T02:58:25.362Z'),
  meta: {
    session_id: 'dc31afeb-fe8d-4d5f-a342-45b098951e2c',
    customer_id: ObjectId('b36f3e6cd761dc986fd95070'),
    type: 'view'
  },
  product_id: ObjectId('c4152e9b0d9bd40f2697bab6'),
  query: 'Prairie zephyr nimbus orchid summit willow indigo summit.'
}

{
  _id: ObjectId('659212000c6368439f000000'),
  session_id: '8f57e84a-200a-4faf-acf9-d3d6b074852d',
  customer_id: ObjectId('fc4bfb02ffe285aede3606ef'),
  updatedAt: ISODate('2024-12-24T20:10:34.545Z'),
  items: [
    {
      product_id: ObjectId('8c419a363e65f90e98f71ffa'),
      quantity: 11,
      addedAt: ISODate('2024-07-09T17:00:33.049Z'),
      priceSeen: Long('23249')
    },
    {
      product_id: ObjectId('b78c9e72680fa40fb7686bf2'),
      quantity: 5,
      addedAt: ISODate('2024-06-20T14:05:05.349Z'),
      priceSeen: Long('20406')
    },
    {
      product_id: ObjectId('3cd78f53a19c0d3c0a925206'),
      quantity: 13,
      addedAt: ISODate('2024-04-17T14:19:07.257Z'),
      priceSeen: Long('7876')
    }
  ]
}
{
  _id: ObjectId('659220100c6368439f000001'),
  session_id: '9fac1a64-3ec8-415d-a58e-9926b43a3cc8',
  customer_id: ObjectId('fe25acecf26b12c2fccd5a71'),
  updatedAt: ISODate('2024-12-26T13:03:58.656Z'),
  items: [
    {
      product_id: ObjectId('ea41a4da5e7f43eacc81825d'),
      quantity: 7,
      addedAt: ISODate('2024-12-08T16:56:54.045Z'),
      priceSeen: Long('48281')
    },
    {
      product_id: ObjectId('0dac48b646a788aa7d098ce7'),
      quantity: 17,
      addedAt: ISODate('2024-11-01T07:20:18.739Z'),
      priceSeen: Long('33403')
    },
    {
      product_id: ObjectId('2d90f979598578b2f9431de4'),
      quantity: 15,
      addedAt: ISODate('2024-03-05T18:11:43.446Z'),
      priceSeen: Long('27981')
    }
  ]
}

{
  _id: ObjectId('65926e23aeeb2e6404000000'),
  sku: 'HHL-18348',
  available: 5983,
  reserved: 110,
  updatedAt: ISODate('2024-09-08T10:52:26.070Z'),
  product_id: ObjectId('6592805991f54ff904000000'),
  warehouse_id: ObjectId('6593506947ccc00f0a000000')
}
{
  _id: ObjectId('65927c33aeeb2e6404000001'),
  sku: 'FKL-38107',
  available: 2654,
  reserved: 396,
  updatedAt: ISODate('2024-06-06T05:10:20.444Z'),
  product_id: ObjectId('6592805991f54ff904000000'),
  warehouse_id: ObjectId('6593506947ccc00f0a000000')
}

{
  _id: ObjectId('659324c4ef9b614957000000'),
  carrier: 'ups',
  trackingNumber: 'AQS9NPZEFZYE',
  status: 'label-created',
  service: 'standard',
  weightGrams: 14413,
  shippedAt: ISODate('2024-02-01T09:26:14.468Z'),
  estimatedDelivery: ISODate('2024-09-25T06:39:21.036Z'),
  deliveredAt: ISODate('2024-02-04T07:30:57.902Z'),
  order_id: ObjectId('659340e08ee9cec716000000')
}
{
  _id: ObjectId('659332d4ef9b614957000001'),
  carrier: 'dhl',
  trackingNumber: 'BKM85RTQ9FFI',
  status: 'in-transit',
  service: 'express',
  weightGrams: 7756,
  shippedAt: ISODate('2024-01-23T18:17:02.919Z'),
  estimatedDelivery: ISODate('2024-04-14T17:38:05.060Z'),
  deliveredAt: ISODate('2024-07-27T20:59:25.878Z'),
  order_id: ObjectId('65934ef08ee9cec716000001')
}

{
  _id: ObjectId('6592cdd283b61a2ead000000'),
  method: 'card',
  status: 'authorized',
  amount: Long('44560'),
  currency: 'USD',
  providerRef: 'pay_3va79z8iejnena2x',
  createdAt: ISODate('2024-09-30T03:48:50.986Z'),
  capturedAt: ISODate('2024-01-25T11:01:49.437Z'),
  refundedAmount: Long('40974'),
  failureReason: 'Prairie ember summit cedar granite raven umber lagoon.',
  order_id: ObjectId('659340e08ee9cec716000000')
}
{
  _id: ObjectId('6592dbe283b61a2ead000001'),
  method: 'paypal',
  status: 'captured',
  amount: Long('40829'),
  currency: 'EUR',
  providerRef: 'pay_edzjxiu8348xsmga',
  createdAt: ISODate('2024-08-12T16:27:45.398Z'),
  capturedAt: ISODate('2024-04-24T09:39:14.657Z'),
  refundedAmount: Long('23691'),
  failureReason: 'Cedar kestrel nimbus prairie zephyr tundra meadow prairie.',
  order_id: ObjectId('65934ef08ee9cec716000001')
}

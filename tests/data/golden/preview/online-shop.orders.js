{
  _id: ObjectId('659340e08ee9cec716000000'),
  number: 'SO-78206874',
  status: 'placed',
  placedAt: ISODate('2024-09-05T18:01:20.503Z'),
  subtotal: Long('48498'),
  shippingCost: Long('36610'),
  tax: Long('47689'),
  total: Long('7818'),
  currency: 'USD',
  coupon_code: 'Q1VJ5TK9',
  customer_id: ObjectId('6592ff3a44523b4342000000'),
  customer_name: 'Barbara Allen',
  customer_email: 'katherine.liskov@example.org',
  items: [
    {
      product_id: ObjectId('5781119416c319ebe55cf883'),
      sku: 'HFN-87796',
      name: 'Delta indigo ember',
      quantity: 85,
      unitPrice: Long('3398')
    },
    {
      product_id: ObjectId('6c6a1f09596a3622721d008d'),
      sku: 'FPV-84492',
      name: 'Granite orchid umber',
      quantity: 81,
      unitPrice: Long('45979')
    },
    {
      product_id: ObjectId('15f7a0a7f80e01b5fab52d21'),
      sku: 'HDB-02089',
      name: 'Summit meadow prairie',
      quantity: 21,
      unitPrice: Long('13681')
    }
  ],
  shippingAddress: {
    label: 'home',
    street: '162 Harbour Road',
    city: 'Kyoto',
    postalCode: '15555',
    country: 'New Zealand'
  }
}
{
  _id: ObjectId('65934ef08ee9cec716000001'),
  number: 'SO-85828530',
  status: 'paid',
  placedAt: ISODate('2024-07-15T12:04:07.318Z'),
  subtotal: Long('4134'),
  shippingCost: Long('28068'),
  tax: Long('20735'),
  total: Long('47719'),
  currency: 'EUR',
  coupon_code: '527AIY1J',
  customer_id: ObjectId('6592ff3a44523b4342000000'),
  customer_name: 'Barbara Allen',
  customer_email: 'katherine.liskov@example.org',
  items: [
    {
      product_id: ObjectId('7669f1d1a68536d0925dd5a7'),
      sku: 'KAY-91856',
      name: 'Tundra violet orchid',
      quantity: 47,
      unitPrice: Long('24269')
    },
    {
      product_id: ObjectId('fe697ef726a3d2841674c521'),
      sku: 'FPS-51307',
      name: 'Summit meadow willow',
      quantity: 1,
      unitPrice: Long('34621')
    },
    {
      product_id: ObjectId('19d13842f2e5fa59ba9791f1'),
      sku: 'QWK-87967',
      name: 'Raven prairie prairie',
      quantity: 9,
      unitPrice: Long('41566')
    }
  ],
  shippingAddress: {
    label: 'work',
    street: '79 Mill Lane',
    city: 'Porto',
    postalCode: '44815',
    country: 'Nigeria'
  }
}

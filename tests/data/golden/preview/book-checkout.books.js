{
  _id: ObjectId('65933ce5df3600c54b000000'),
  title: 'Violet tundra indigo',
  isbn: 'orchid',
  available: 961,
  checkout: [
    {
      by: 'frances6',
      date: ISODate('2024-05-16T15:32:38.022Z')
    }
  ]
}
{
  _id: ObjectId('65934af5df3600c54b000001'),
  title: 'Fjord delta cedar',
  isbn: 'prairie',
  available: 992,
  checkout: [
    {
      by: 'grace51',
      date: ISODate('2024-02-17T06:40:48.312Z')
    }
  ]
}

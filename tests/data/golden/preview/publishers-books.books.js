{
  _id: ObjectId('65933ce5df3600c54b000000'),
  title: 'Violet tundra indigo',
  authors: [
    'Radia Liskov',
    'Linus Turing'
  ],
  published_date: ISODate('1966-03-06T08:37:16.842Z'),
  pages: 114,
  language: 'delta',
  publisher_id: 'publishers-1'
}
{
  _id: ObjectId('65934af5df3600c54b000001'),
  title: 'Fjord delta cedar',
  authors: [
    'Barbara Knuth',
    'Ada Torvalds'
  ],
  published_date: ISODate('2006-12-02T03:45:23.511Z'),
  pages: 248,
  language: 'violet',
  publisher_id: 'publishers-1'
}

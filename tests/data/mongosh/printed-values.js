// Values of every kind, each printed by mongosh inside a document after its
// canonical Extended JSON, then "--": what tst_shellfilter compares the
// explorer's printing with. Numbers are plain, as mongosh reads them from a
// server (NumberInt(7) typed in the shell prints Int32(7)).
const values = [
  'plain', "it's", 'say "hi"', 'a\nb\tc\u0001\u007f\u000b\r', 'back\\slash', 'é ☃', '',
  BinData(0, 'AQID'), BinData(3, 'AAAAAAAAAAAAAAAAAAAAAA=='), BinData(7, ''),
  UUID('0e9a3f2c-1111-2222-3333-444455556666'), NumberLong('9007199254740993'), NumberDecimal('0.99'),
  ObjectId('65a1b2c3d4e5f60718293a4b'), ISODate('2024-01-01T00:00:00Z'), Code('x=1'), MinKey(), MaxKey(),
  Timestamp({ t: 1700000000, i: 2 }), 7, 2.5, true, null,
  { 'a.b': 'x', 'x y': "it's", ok_1: [1, 'two'] }
];
values.forEach(v => {
  print(EJSON.stringify({ v: v }, { relaxed: false }));
  printjson({ v: v });
  print('--');
});

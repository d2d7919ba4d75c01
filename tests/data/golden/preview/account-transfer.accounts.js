{
  _id: 'ACC-737247',
  owner: 'Barbara Hopper',
  balance: Long('38859'),
  currency: 'USD',
  pendingTransactions: [
    ObjectId('a3bc309bd6e6bb1eb9b5d8e7')
  ]
}
{
  _id: 'ACC-143500',
  owner: 'Tim Perlman',
  balance: Long('13786'),
  currency: 'USD',
  pendingTransactions: [
    ObjectId('aa0e15fb4f68a79f568872c6'),
    ObjectId('a51853f2a15477e033c47a42'),
    ObjectId('7876e8a3e92cdbba5f33ca28')
  ]
}

{
  _id: 'sessions-1',
  customer_id: ObjectId('894cabec0dedd5b608378ba9'),
  userAgent: 'Prairie nimbus violet harbor orchid nimbus granite zephyr.',
  ip: '10.204.3.150',
  lastSeen: ISODate('2024-12-30T23:34:44.154Z')
}
{
  _id: 'sessions-2',
  customer_id: ObjectId('da84e07b85abd2fd6684ccbe'),
  userAgent: 'Summit willow umber juniper violet prairie orchid quartz.',
  ip: '10.228.195.229',
  lastSeen: ISODate('2024-12-30T23:32:08.408Z')
}

{
  _id: "sessions-1",
  customer_id: ObjectId("894cabec0dedd5b608378ba9"),
  userAgent: "Prairie nimbus violet harbor orchid nimbus granite zephyr.",
  ip: "10.204.3.150",
  lastSeen: ISODate("2024-04-24T17:56:01.006Z")
}
{
  _id: "sessions-2",
  customer_id: ObjectId("da84e07b85abd2fd6684ccbe"),
  userAgent: "Summit willow umber juniper violet prairie orchid quartz.",
  ip: "10.228.195.229",
  lastSeen: ISODate("2024-10-01T17:16:19.780Z")
}

{
  _id: ObjectId('6592805991f54ff904000000'),
  name: 'Summit meadow meadow',
  manufacturer: 'Orchid willow willow',
  catalog_number: 910,
  parts: [
    {
      id: ObjectId('6592cdf128c54d7aa0000000'),
      name: 'Tundra zephyr fjord'
    },
    {
      id: ObjectId('6592dc0128c54d7aa0000001'),
      name: 'Granite juniper raven'
    },
    {
      id: ObjectId('6592ea1128c54d7aa0000002'),
      name: 'Orchid meadow lagoon'
    },
    {
      id: ObjectId('6592f82128c54d7aa0000003'),
      name: 'Nimbus violet cedar'
    },
    {
      id: ObjectId('6593063128c54d7aa0000004'),
      name: 'Kestrel indigo basalt'
    },
    {
      id: ObjectId('6593144128c54d7aa0000005'),
      name: 'Willow granite indigo'
    },
    {
      id: ObjectId('6593225128c54d7aa0000006'),
      name: 'Ember summit orchid'
    },
    {
      id: ObjectId('6593306128c54d7aa0000007'),
      name: 'Basalt quartz quartz'
    },
    {
      id: ObjectId('65933e7128c54d7aa0000008'),
      name: 'Granite granite indigo'
    },
    {
      id: ObjectId('65934c8128c54d7aa0000009'),
      name: 'Amber nimbus orchid'
    },
    {
      id: ObjectId('65935a9128c54d7aa000000a'),
      name: 'Quartz amber violet'
    },
    {
      id: ObjectId('659368a128c54d7aa000000b'),
      name: 'Umber zephyr cedar'
    },
    {
      id: ObjectId('659376b128c54d7aa000000c'),
      name: 'Umber raven umber'
    },
    {
      id: ObjectId('659384c128c54d7aa000000d'),
      name: 'Zephyr basalt indigo'
    },
    {
      id: ObjectId('659392d128c54d7aa000000e'),
      name: 'Quartz nimbus zephyr'
    },
    {
      id: ObjectId('6593a0e128c54d7aa000000f'),
      name: 'Indigo umber fjord'
    },
    {
      id: ObjectId('6593aef128c54d7aa0000010'),
      name: 'Zephyr granite harbor'
    },
    {
      id: ObjectId('6593bd0128c54d7aa0000011'),
      name: 'Granite amber orchid'
    },
    {
      id: ObjectId('6593cb1128c54d7aa0000012'),
      name: 'Nimbus meadow prairie'
    },
    {
      id: ObjectId('6593d92128c54d7aa0000013'),
      name: 'Orchid prairie tundra'
    },
    {
      id: ObjectId('6593e73128c54d7aa0000014'),
      name: 'Delta zephyr zephyr'
    },
    {
      id: ObjectId('6593f54128c54d7aa0000015'),
      name: 'Raven fjord willow'
    },
    {
      id: ObjectId('6594035128c54d7aa0000016'),
      name: 'Summit basalt kestrel'
    },
    {
      id: ObjectId('6594116128c54d7aa0000017'),
      name: 'Ember tundra tundra'
    },
    {
      id: ObjectId('65941f7128c54d7aa0000018'),
      name: 'Delta kestrel kestrel'
    },
    {
      id: ObjectId('65942d8128c54d7aa0000019'),
      name: 'Meadow juniper delta'
    },
    {
      id: ObjectId('65943b9128c54d7aa000001a'),
      name: 'Indigo umber tundra'
    },
    {
      id: ObjectId('659449a128c54d7aa000001b'),
      name: 'Nimbus meadow granite'
    },
    {
      id: ObjectId('659457b128c54d7aa000001c'),
      name: 'Amber granite zephyr'
    },
    {
      id: ObjectId('659465c128c54d7aa000001d'),
      name: 'Ember amber fjord'
    },
    {
      id: ObjectId('659473d128c54d7aa000001e'),
      name: 'Zephyr tundra umber'
    },
    {
      id: ObjectId('659481e128c54d7aa000001f'),
      name: 'Granite juniper raven'
    },
    {
      id: ObjectId('65948ff128c54d7aa0000020'),
      name: 'Delta willow prairie'
    },
    {
      id: ObjectId('65949e0128c54d7aa0000021'),
      name: 'Lagoon nimbus zephyr'
    },
    {
      id: ObjectId('6594ac1128c54d7aa0000022'),
      name: 'Fjord granite willow'
    },
    {
      id: ObjectId('6594ba2128c54d7aa0000023'),
      name: 'Nimbus cedar raven'
    },
    {
      id: ObjectId('6594c83128c54d7aa0000024'),
      name: 'Meadow raven meadow'
    },
    {
      id: ObjectId('6594d64128c54d7aa0000025'),
      name: 'Cedar tundra delta'
    },
    {
      id: ObjectId('6594e45128c54d7aa0000026'),
      name: 'Cedar basalt amber'
    },
    {
      id: ObjectId('6594f26128c54d7aa0000027'),
      name: 'Cedar raven violet'
    },
    {
      id: ObjectId('6595007128c54d7aa0000028'),
      name: 'Indigo kestrel summit'
    },
    {
      id: ObjectId('65950e8128c54d7aa0000029'),
      name: 'Willow nimbus summit'
    },
    {
      id: ObjectId('65951c9128c54d7aa000002a'),
      name: 'Meadow umber basalt'
    },
    {
      id: ObjectId('65952aa128c54d7aa000002b'),
      name: 'Willow quartz umber'
    },
    {
      id: ObjectId('659538b128c54d7aa000002c'),
      name: 'Indigo amber kestrel'
    },
    {
      id: ObjectId('659546c128c54d7aa000002d'),
      name: 'Lagoon kestrel indigo'
    },
    {
      id: ObjectId('659554d128c54d7aa000002e'),
      name: 'Amber orchid kestrel'
    },
    {
      id: ObjectId('659562e128c54d7aa000002f'),
      name: 'Basalt harbor meadow'
    },
    {
      id: ObjectId('659570f128c54d7aa0000030'),
      name: 'Summit meadow nimbus'
    },
    {
      id: ObjectId('65957f0128c54d7aa0000031'),
      name: 'Nimbus kestrel kestrel'
    }
  ]
}
{
  _id: ObjectId('65928e6991f54ff904000001'),
  name: 'Tundra harbor violet',
  manufacturer: 'Indigo cedar prairie',
  catalog_number: 170,
  parts: [
    {
      id: ObjectId('65958d1128c54d7aa0000032'),
      name: 'Nimbus ember juniper'
    },
    {
      id: ObjectId('65959b2128c54d7aa0000033'),
      name: 'Prairie umber nimbus'
    },
    {
      id: ObjectId('6595a93128c54d7aa0000034'),
      name: 'Meadow basalt meadow'
    },
    {
      id: ObjectId('6595b74128c54d7aa0000035'),
      name: 'Delta raven raven'
    },
    {
      id: ObjectId('6595c55128c54d7aa0000036'),
      name: 'Kestrel granite juniper'
    },
    {
      id: ObjectId('6595d36128c54d7aa0000037'),
      name: 'Summit zephyr prairie'
    },
    {
      id: ObjectId('6595e17128c54d7aa0000038'),
      name: 'Meadow indigo granite'
    },
    {
      id: ObjectId('6595ef8128c54d7aa0000039'),
      name: 'Zephyr amber tundra'
    },
    {
      id: ObjectId('6595fd9128c54d7aa000003a'),
      name: 'Raven raven lagoon'
    },
    {
      id: ObjectId('65960ba128c54d7aa000003b'),
      name: 'Amber zephyr raven'
    },
    {
      id: ObjectId('659619b128c54d7aa000003c'),
      name: 'Fjord umber quartz'
    },
    {
      id: ObjectId('659627c128c54d7aa000003d'),
      name: 'Raven cedar kestrel'
    },
    {
      id: ObjectId('659635d128c54d7aa000003e'),
      name: 'Fjord ember fjord'
    },
    {
      id: ObjectId('659643e128c54d7aa000003f'),
      name: 'Delta lagoon prairie'
    },
    {
      id: ObjectId('659651f128c54d7aa0000040'),
      name: 'Summit tundra fjord'
    },
    {
      id: ObjectId('6596600128c54d7aa0000041'),
      name: 'Indigo indigo harbor'
    },
    {
      id: ObjectId('65966e1128c54d7aa0000042'),
      name: 'Harbor ember nimbus'
    },
    {
      id: ObjectId('65967c2128c54d7aa0000043'),
      name: 'Violet harbor nimbus'
    },
    {
      id: ObjectId('65968a3128c54d7aa0000044'),
      name: 'Orchid summit kestrel'
    },
    {
      id: ObjectId('6596984128c54d7aa0000045'),
      name: 'Basalt harbor fjord'
    },
    {
      id: ObjectId('6596a65128c54d7aa0000046'),
      name: 'Basalt violet ember'
    },
    {
      id: ObjectId('6596b46128c54d7aa0000047'),
      name: 'Zephyr orchid tundra'
    },
    {
      id: ObjectId('6596c27128c54d7aa0000048'),
      name: 'Juniper raven nimbus'
    },
    {
      id: ObjectId('6596d08128c54d7aa0000049'),
      name: 'Basalt tundra violet'
    },
    {
      id: ObjectId('6596de9128c54d7aa000004a'),
      name: 'Ember juniper zephyr'
    },
    {
      id: ObjectId('6596eca128c54d7aa000004b'),
      name: 'Prairie zephyr meadow'
    },
    {
      id: ObjectId('6596fab128c54d7aa000004c'),
      name: 'Tundra raven orchid'
    },
    {
      id: ObjectId('659708c128c54d7aa000004d'),
      name: 'Fjord granite kestrel'
    },
    {
      id: ObjectId('659716d128c54d7aa000004e'),
      name: 'Cedar lagoon juniper'
    },
    {
      id: ObjectId('659724e128c54d7aa000004f'),
      name: 'Indigo willow orchid'
    },
    {
      id: ObjectId('659732f128c54d7aa0000050'),
      name: 'Kestrel lagoon harbor'
    },
    {
      id: ObjectId('6597410128c54d7aa0000051'),
      name: 'Delta amber harbor'
    },
    {
      id: ObjectId('65974f1128c54d7aa0000052'),
      name: 'Umber amber harbor'
    },
    {
      id: ObjectId('65975d2128c54d7aa0000053'),
      name: 'Delta kestrel nimbus'
    },
    {
      id: ObjectId('65976b3128c54d7aa0000054'),
      name: 'Delta umber tundra'
    },
    {
      id: ObjectId('6597794128c54d7aa0000055'),
      name: 'Zephyr fjord amber'
    },
    {
      id: ObjectId('6597875128c54d7aa0000056'),
      name: 'Orchid orchid zephyr'
    },
    {
      id: ObjectId('6597956128c54d7aa0000057'),
      name: 'Quartz ember tundra'
    },
    {
      id: ObjectId('6597a37128c54d7aa0000058'),
      name: 'Prairie umber kestrel'
    },
    {
      id: ObjectId('6597b18128c54d7aa0000059'),
      name: 'Tundra granite violet'
    },
    {
      id: ObjectId('6597bf9128c54d7aa000005a'),
      name: 'Cedar granite basalt'
    },
    {
      id: ObjectId('6597cda128c54d7aa000005b'),
      name: 'Lagoon summit willow'
    },
    {
      id: ObjectId('6597dbb128c54d7aa000005c'),
      name: 'Quartz nimbus lagoon'
    },
    {
      id: ObjectId('6597e9c128c54d7aa000005d'),
      name: 'Raven lagoon umber'
    },
    {
      id: ObjectId('6597f7d128c54d7aa000005e'),
      name: 'Quartz juniper kestrel'
    },
    {
      id: ObjectId('659805e128c54d7aa000005f'),
      name: 'Amber prairie amber'
    },
    {
      id: ObjectId('659813f128c54d7aa0000060'),
      name: 'Raven harbor willow'
    },
    {
      id: ObjectId('6598220128c54d7aa0000061'),
      name: 'Orchid harbor zephyr'
    },
    {
      id: ObjectId('6598301128c54d7aa0000062'),
      name: 'Cedar granite violet'
    },
    {
      id: ObjectId('65983e2128c54d7aa0000063'),
      name: 'Nimbus indigo meadow'
    }
  ]
}

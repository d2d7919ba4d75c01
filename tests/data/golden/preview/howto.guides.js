{
  _id: ObjectId('6592e064fb8b41de9c000000'),
  title: 'Summit prairie violet',
  author: 'Donald Ritchie',
  created: ISODate('2024-07-23T14:29:53.597Z'),
  steps: [
    {
      title: 'Basalt juniper harbor',
      body: 'ember orchid summit prairie umber willow zephyr meadow umber ember kestrel indigo quartz granite willow harbor harbor juniper lagoon prairie willow tundra cedar tundra summit meadow summit quartz ember zephyr.',
      image_url: 'https://example.org/tundra/juniper'
    },
    {
      title: 'Zephyr basalt summit',
      body: 'juniper orchid summit willow lagoon prairie fjord raven granite umber granite harbor tundra tundra cedar granite violet quartz fjord raven nimbus prairie basalt nimbus willow fjord raven tundra delta ember.',
      image_url: 'https://example.com/prairie/tundra'
    },
    {
      title: 'Juniper lagoon willow',
      body: 'fjord cedar zephyr zephyr quartz kestrel quartz violet ember amber nimbus umber meadow granite violet harbor raven juniper indigo fjord lagoon indigo quartz summit summit violet amber willow granite zephyr.',
      image_url: 'https://example.net/indigo/willow'
    },
    {
      title: 'Harbor prairie ember',
      body: 'indigo umber meadow harbor delta zephyr tundra harbor meadow kestrel tundra cedar fjord delta quartz cedar delta granite umber meadow indigo harbor meadow cedar granite amber delta quartz delta prairie.',
      image_url: 'https://example.com/raven/willow'
    },
    {
      title: 'Quartz willow summit',
      body: 'willow quartz willow willow willow indigo indigo summit granite quartz quartz prairie kestrel kestrel cedar indigo zephyr kestrel raven willow nimbus cedar juniper harbor quartz summit violet quartz willow tundra.',
      image_url: 'https://example.net/delta/quartz'
    },
    {
      title: 'Harbor raven kestrel',
      body: 'delta quartz summit umber quartz amber cedar nimbus harbor tundra quartz ember willow granite indigo summit kestrel violet tundra delta prairie fjord nimbus delta zephyr violet juniper willow zephyr quartz.',
      image_url: 'https://example.net/juniper/zephyr'
    },
    {
      title: 'Juniper ember delta',
      body: 'juniper amber quartz cedar zephyr violet meadow lagoon cedar tundra willow indigo granite harbor indigo harbor ember lagoon cedar harbor cedar orchid indigo lagoon willow amber quartz zephyr umber orchid.',
      image_url: 'https://example.com/delta/nimbus'
    },
    {
      title: 'Delta indigo indigo',
      body: 'lagoon fjord quartz lagoon delta nimbus summit prairie umber delta orchid fjord meadow lagoon amber willow harbor fjord orchid quartz nimbus quartz nimbus prairie granite zephyr orchid willow ember delta.',
      image_url: 'https://example.net/raven/indigo'
    }
  ]
}
{
  _id: ObjectId('6592ee74fb8b41de9c000001'),
  title: 'Amber basalt indigo',
  author: 'Frances Dijkstra',
  created: ISODate('2021-12-13T14:09:11.818Z'),
  steps: [
    {
      title: 'Nimbus tundra indigo',
      body: 'prairie tundra juniper raven umber zephyr orchid meadow willow cedar zephyr indigo ember violet ember summit orchid granite harbor nimbus quartz lagoon meadow kestrel delta orchid nimbus delta ember granite.',
      image_url: 'https://example.org/quartz/willow'
    },
    {
      title: 'Summit lagoon kestrel',
      body: 'zephyr meadow harbor harbor juniper ember zephyr prairie quartz quartz quartz delta fjord umber basalt prairie tundra umber summit kestrel basalt juniper ember raven meadow violet harbor summit quartz prairie.',
      image_url: 'https://example.net/kestrel/quartz'
    },
    {
      title: 'Meadow quartz cedar',
      body: 'prairie granite violet delta summit indigo cedar amber prairie lagoon amber raven granite harbor cedar zephyr ember juniper orchid prairie orchid fjord lagoon meadow umber meadow basalt fjord indigo zephyr.',
      image_url: 'https://example.org/granite/willow'
    },
    {
      title: 'Harbor orchid prairie',
      body: 'violet basalt willow kestrel tundra granite tundra summit prairie indigo quartz orchid willow summit basalt granite ember ember indigo willow juniper granite quartz fjord delta fjord nimbus fjord summit basalt.',
      image_url: 'https://example.net/lagoon/juniper'
    },
    {
      title: 'Umber basalt raven',
      body: 'willow granite raven willow quartz amber lagoon basalt kestrel orchid ember orchid kestrel cedar willow orchid raven cedar summit fjord indigo delta willow ember lagoon zephyr juniper amber umber violet.',
      image_url: 'https://example.org/indigo/raven'
    },
    {
      title: 'Umber zephyr harbor',
      body: 'harbor summit nimbus quartz prairie indigo basalt quartz prairie raven violet kestrel basalt indigo umber amber violet cedar delta nimbus fjord basalt delta kestrel quartz meadow juniper cedar indigo quartz.',
      image_url: 'https://example.com/nimbus/willow'
    },
    {
      title: 'Nimbus fjord orchid',
      body: 'meadow quartz meadow kestrel kestrel harbor orchid prairie nimbus orchid tundra tundra prairie quartz prairie quartz basalt granite orchid kestrel ember granite quartz amber prairie juniper delta willow violet basalt.',
      image_url: 'https://example.org/summit/lagoon'
    },
    {
      title: 'Delta violet nimbus',
      body: 'raven summit willow orchid kestrel willow raven umber cedar prairie amber raven nimbus zephyr nimbus violet summit basalt orchid lagoon ember meadow ember ember summit fjord tundra amber kestrel ember.',
      image_url: 'https://example.com/kestrel/quartz'
    }
  ]
}

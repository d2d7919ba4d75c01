{
  _id: ObjectId('6592805991f54ff904000000'),
  sku: 'IIE-97279',
  name: 'Summit meadow meadow',
  slug: 'lagoon-tundra-838',
  description: 'nimbus meadow ember cedar quartz kestrel harbor harbor umber ember indigo meadow indigo prairie quartz zephyr summit quartz cedar prairie willow delta nimbus zephyr prairie delta harbor amber basalt willow.',
  price: Long('23108'),
  currency: 'USD',
  attrs: [
    {
      n: 'basalt',
      v: 'nimbus'
    },
    {
      n: 'basalt',
      v: 'prairie'
    },
    {
      n: 'juniper',
      v: 'basalt'
    },
    {
      n: 'orchid',
      v: 'summit'
    },
    {
      n: 'prairie',
      v: 'summit'
    }
  ],
  categories: [
    {
      id: ObjectId('6592fd713e959342b0000000'),
      name: 'summit'
    },
    {
      id: ObjectId('65930b813e959342b0000001'),
      name: 'delta'
    }
  ],
  recentReviews: [
    {
      _id: ObjectId('65930eca39c97c7c35000000'),
      rating: 2,
      title: 'Prairie zephyr amber',
      body: 'kestrel umber juniper kestrel indigo harbor delta umber basalt juniper tundra willow cedar kestrel nimbus granite harbor willow fjord ember ember indigo ember summit zephyr fjord granite willow delta summit.',
      createdAt: ISODate('2024-10-02T12:21:30.803Z'),
      helpfulVotes: 480,
      verifiedPurchase: true,
      product_id: ObjectId('6592805991f54ff904000000'),
      customer_id: ObjectId('6592ff3a44523b4342000000'),
      author: 'Barbara Allen'
    },
    {
      _id: ObjectId('65931cda39c97c7c35000001'),
      rating: 1,
      title: 'Summit orchid summit',
      body: 'delta summit basalt granite amber basalt juniper zephyr cedar orchid indigo fjord harbor willow fjord summit basalt granite indigo basalt cedar granite kestrel nimbus lagoon violet juniper fjord indigo meadow.',
      createdAt: ISODate('2024-08-10T17:10:49.006Z'),
      helpfulVotes: 39,
      verifiedPurchase: true,
      product_id: ObjectId('6592805991f54ff904000000'),
      customer_id: ObjectId('6592ff3a44523b4342000000'),
      author: 'Barbara Allen'
    },
    {
      _id: ObjectId('65932aea39c97c7c35000002'),
      rating: 3,
      title: 'Ember summit harbor',
      body: 'delta quartz summit quartz cedar fjord cedar amber fjord basalt violet lagoon juniper quartz harbor nimbus tundra umber zephyr meadow ember juniper raven amber juniper amber tundra delta umber orchid.',
      createdAt: ISODate('2024-05-23T11:37:39.811Z'),
      helpfulVotes: 97,
      verifiedPurchase: false,
      product_id: ObjectId('6592805991f54ff904000000'),
      customer_id: ObjectId('6592ff3a44523b4342000000'),
      author: 'Barbara Allen'
    },
    {
      _id: ObjectId('659338fa39c97c7c35000003'),
      rating: 2,
      title: 'Nimbus fjord prairie',
      body: 'nimbus tundra fjord prairie summit harbor granite tundra summit orchid raven quartz orchid zephyr amber tundra raven harbor lagoon nimbus orchid zephyr cedar lagoon violet zephyr basalt amber tundra cedar.',
      createdAt: ISODate('2024-07-02T03:01:32.998Z'),
      helpfulVotes: 48,
      verifiedPurchase: true,
      product_id: ObjectId('6592805991f54ff904000000'),
      customer_id: ObjectId('65930d4a44523b4342000001'),
      author: 'Katherine Dijkstra'
    },
    {
      _id: ObjectId('6593470a39c97c7c35000004'),
      rating: 4,
      title: 'Cedar umber granite',
      body: 'juniper orchid granite nimbus basalt kestrel orchid delta kestrel summit nimbus orchid raven orchid umber indigo basalt meadow fjord ember nimbus lagoon raven orchid zephyr indigo basalt quartz orchid prairie.',
      createdAt: ISODate('2024-11-15T01:30:59.124Z'),
      helpfulVotes: 197,
      verifiedPurchase: false,
      product_id: ObjectId('6592805991f54ff904000000'),
      customer_id: ObjectId('65930d4a44523b4342000001'),
      author: 'Katherine Dijkstra'
    }
  ],
  reviewCount: Long('30'),
  supplier_id: ObjectId('6592f75ab6f9caf023000000')
}
{
  _id: ObjectId('65928e6991f54ff904000001'),
  sku: 'JEX-73451',
  name: 'Tundra harbor violet',
  slug: 'willow-meadow-202',
  description: 'nimbus meadow ember cedar juniper raven summit basalt cedar tundra granite quartz ember amber prairie ember amber umber amber granite basalt meadow kestrel raven orchid violet basalt violet zephyr meadow.',
  price: Long('27586'),
  currency: 'EUR',
  attrs: [
    {
      n: 'basalt',
      v: 'willow'
    }
  ],
  categories: [
    {
      id: ObjectId('659319913e959342b0000002'),
      name: 'juniper'
    },
    {
      id: ObjectId('659327a13e959342b0000003'),
      name: 'harbor'
    }
  ],
  recentReviews: [
    {
      _id: ObjectId('6594b4aa39c97c7c3500001e'),
      rating: 5,
      title: 'Summit lagoon fjord',
      body: 'ember willow raven summit meadow willow willow kestrel meadow fjord summit nimbus ember cedar meadow lagoon lagoon summit fjord raven cedar raven quartz quartz willow amber zephyr willow juniper granite.',
      createdAt: ISODate('2024-06-10T19:25:27.792Z'),
      helpfulVotes: 183,
      verifiedPurchase: false,
      product_id: ObjectId('65928e6991f54ff904000001'),
      customer_id: ObjectId('65938bda44523b434200000a'),
      author: 'Donald Knuth'
    },
    {
      _id: ObjectId('6594c2ba39c97c7c3500001f'),
      rating: 1,
      title: 'Quartz zephyr fjord',
      body: 'indigo nimbus umber meadow zephyr zephyr fjord prairie zephyr lagoon granite basalt amber kestrel indigo granite prairie kestrel zephyr harbor nimbus harbor ember harbor umber summit juniper kestrel quartz meadow.',
      createdAt: ISODate('2024-09-16T06:51:13.183Z'),
      helpfulVotes: 301,
      verifiedPurchase: true,
      product_id: ObjectId('65928e6991f54ff904000001'),
      customer_id: ObjectId('65938bda44523b434200000a'),
      author: 'Donald Knuth'
    },
    {
      _id: ObjectId('6594d0ca39c97c7c35000020'),
      rating: 3,
      title: 'Umber ember amber',
      body: 'willow prairie meadow amber zephyr cedar meadow violet umber quartz summit granite prairie umber granite violet harbor harbor granite cedar kestrel indigo lagoon fjord umber tundra fjord harbor nimbus delta.',
      createdAt: ISODate('2024-07-06T14:58:14.230Z'),
      helpfulVotes: 298,
      verifiedPurchase: false,
      product_id: ObjectId('65928e6991f54ff904000001'),
      customer_id: ObjectId('65938bda44523b434200000a'),
      author: 'Donald Knuth'
    },
    {
      _id: ObjectId('6594deda39c97c7c35000021'),
      rating: 3,
      title: 'Tundra umber orchid',
      body: 'delta quartz violet meadow basalt willow amber amber cedar cedar fjord indigo kestrel harbor kestrel orchid zephyr juniper kestrel cedar granite meadow ember lagoon indigo amber amber orchid tundra cedar.',
      createdAt: ISODate('2024-12-17T03:30:58.670Z'),
      helpfulVotes: 301,
      verifiedPurchase: true,
      product_id: ObjectId('65928e6991f54ff904000001'),
      customer_id: ObjectId('659399ea44523b434200000b'),
      author: 'Frances Thompson'
    },
    {
      _id: ObjectId('6594ecea39c97c7c35000022'),
      rating: 4,
      title: 'Summit prairie zephyr',
      body: 'delta nimbus kestrel ember cedar umber cedar nimbus delta fjord willow basalt violet meadow willow kestrel quartz ember delta umber meadow fjord cedar nimbus quartz indigo meadow zephyr quartz kestrel.',
      createdAt: ISODate('2024-12-15T16:00:57.591Z'),
      helpfulVotes: 460,
      verifiedPurchase: false,
      product_id: ObjectId('65928e6991f54ff904000001'),
      customer_id: ObjectId('659399ea44523b434200000b'),
      author: 'Frances Thompson'
    }
  ],
  reviewCount: Long('30'),
  supplier_id: ObjectId('6592f75ab6f9caf023000000')
}

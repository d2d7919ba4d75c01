{
  _id: ObjectId('6592e8c6a257855fc0000000'),
  name: 'Amber zephyr zephyr',
  attrs: {
    color: 'quartz',
    rotation: 756,
    size: 'zephyr'
  }
}
{
  _id: ObjectId('6592f6d6a257855fc0000001'),
  name: 'Raven lagoon violet',
  attrs: {
    color: 'delta',
    rotation: 837,
    size: 'nimbus'
  }
}

{
  _id: ObjectId('6593130b6a5e1835db000000'),
  n: 464,
  data: Binary.createFromBase64('pBkp6Gop1xIhGCHzGk0IH5XnbGiva2OkQy/j0UH8vn8=', 0),
  files_id: ObjectId('6592a898fa0cd99cfd000000')
}
{
  _id: ObjectId('6593211b6a5e1835db000001'),
  n: 736,
  data: Binary.createFromBase64('sb0N5T9QfjpZBpLjBS1kJVLa0drBwgkZlIh7xG5jhaQ=', 0),
  files_id: ObjectId('6592a898fa0cd99cfd000000')
}

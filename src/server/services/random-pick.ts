/**
 * The random pick's sampling, apart from the database so that its uniformity can be tested alone
 * (ADR 0004). Every message carries a key drawn uniformly from [0, 1) at insert; the sampler reads
 * a few small key ranges instead of counting the messages.
 *
 * The messages with the 64 lowest keys come first: when fewer match, one of them is chosen
 * outright. Otherwise the 64th key tells the density, the key range is cut into buckets of about
 * 32 messages, and buckets are drawn at random: a bucket holding c ≤ 64 messages is accepted with
 * chance c/64, and then one of its messages at random. A message's chance per drawn bucket is
 * 1/buckets × c/64 × 1/c = 1/(buckets × 64) wherever its key lies, so the pick is uniform among
 * the matching messages, not biased towards keys after a wide gap. The one departure: a bucket
 * holding more than 64 is skipped (1 bucket in 10^6 at the true density, 1 in 300 after a
 * 3-sigma underestimate of it from the 64 keys; the buckets are then cut finer). This rests on the
 * keys being uniform and drawn independently of everything the filters look at, which holds since
 * nobody sees or sets them.
 *
 * Each bucket is one query with its bounds as parameters, so that the planner sees how wide it is:
 * narrow against the owner's whole inbox, it walks the random-key index; under a selective filter
 * (the last hour), it reads the filter's index and checks the key instead.
 */

const PROBE_SIZE = 64
/** Buckets are sized to hold this many matching messages on average… */
const BUCKET_TARGET = 32
/** …and one holding more than this is never accepted. */
const BUCKET_CAP = 64
/** Each draw is accepted about half the time: 48 misses in a row happen once in 10^14 picks. */
const DRAWS = 48

export interface KeyRange {
  low: number
  high: number
}

/** The matching messages, seen through their random keys. */
export interface KeyedMessages {
  /** The matching messages with the lowest keys, lowest first, at most `limit` of them. */
  lowest(limit: number): Promise<{ id: string; randomKey: number }[]>
  /** The ids of the matching messages whose key lies in [low, high), at most `limit` of them. */
  inRange(range: KeyRange, limit: number): Promise<string[]>
}

/** The id of a uniformly random matching message, or undefined when none matches. */
export async function pickUniformly(
  source: KeyedMessages,
  random: () => number = Math.random,
): Promise<string | undefined> {
  const index = (length: number) => Math.floor(random() * length)
  const lowest = await source.lowest(PROBE_SIZE)
  if (lowest.length < PROBE_SIZE) return lowest[index(lowest.length)]?.id

  // The k-th lowest of n uniform keys lies near k/n.
  const density = PROBE_SIZE / Math.max(lowest.at(-1)!.randomKey, Number.EPSILON)
  let buckets = Math.max(1, Math.round(density / BUCKET_TARGET))
  let seen = lowest.map((message) => message.id)
  for (let draw = 0; draw < DRAWS; draw++) {
    const bucket = index(buckets)
    const ids = await source.inRange({ low: bucket / buckets, high: (bucket + 1) / buckets }, BUCKET_CAP + 1)
    // Too full to be accepted fairly: the density was underestimated, so cut finer buckets.
    if (ids.length > BUCKET_CAP) buckets *= 4
    else if (random() * BUCKET_CAP < ids.length) return ids[index(ids.length)]
    else if (ids.length > 0) seen = ids
  }
  // Not reached in practice: any message seen beats no answer.
  return seen[index(seen.length)]
}

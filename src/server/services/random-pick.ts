/**
 * The random pick's sampling, apart from the database so that its uniformity can be tested alone
 * (ADR 0004). Every message carries a key drawn uniformly from [0, 1) at insert; the sampler reads
 * a handful of small key ranges instead of counting the messages.
 *
 * The messages with the 32 lowest keys come first: when fewer match, one of them is chosen
 * outright. Otherwise the 32nd key tells the density, the key range is cut into buckets of about 8
 * messages, and buckets are drawn at random: a bucket holding c ≤ 32 messages is accepted with
 * chance c/32, and then one of its messages at random. A message's chance per drawn bucket is
 * 1/buckets × c/32 × 1/c = 1/(buckets × 32) wherever its key lies, so the pick is uniform among
 * the matching messages, not biased towards keys after a wide gap. The one departure: a bucket
 * holding more than 32 is skipped (1 bucket in 10^10 at the true density, about 1 in 10^6 after a
 * 3-sigma underestimate of it from the 32 keys). This rests on the keys being uniform and drawn
 * independently of everything the filters look at, which holds since nobody sees or sets them.
 */

const PROBE_SIZE = 32
/** Buckets are sized to hold this many matching messages on average… */
const BUCKET_TARGET = 8
/** …and one holding more than this is never accepted. */
const BUCKET_CAP = 32
const BUCKETS_PER_ROUND = 8
const ROUNDS = 12

export interface KeyRange {
  low: number
  high: number
}

/** The matching messages, seen through their random keys. */
export interface KeyedMessages {
  /** The matching messages with the lowest keys, lowest first, at most `limit` of them. */
  lowest(limit: number): Promise<{ id: string; randomKey: number }[]>
  /** For each range [low, high) of keys, the ids of the matching messages in it, at most `limit` each. */
  inRanges(ranges: KeyRange[], limit: number): Promise<string[][]>
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
  let seen: string[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const drawn = Array.from({ length: BUCKETS_PER_ROUND }, () => index(buckets))
    const found = await source.inRanges(
      drawn.map((bucket) => ({ low: bucket / buckets, high: (bucket + 1) / buckets })),
      BUCKET_CAP + 1,
    )
    for (const ids of found) {
      if (ids.length > BUCKET_CAP) continue
      if (random() * BUCKET_CAP < ids.length) return ids[index(ids.length)]
    }
    // Nothing accepted (about 1 round in 7): draw again, in finer buckets if one overflowed.
    if (found.some((ids) => ids.length > BUCKET_CAP)) buckets *= 4
    seen = found.flat()
  }
  // Not reached in practice (1 in 10^12 at a sound density): any message seen beats no answer.
  const fallback = seen.length > 0 ? seen : lowest.map((message) => message.id)
  return fallback[index(fallback.length)]
}

/**
 * The bucket of `key` among `buckets`: FNV-1a over its characters, so keys spread evenly and the same key always lands
 * in the same bucket, in every process. The group-commit shards and the event log's partitions both place keys so.
 */
export function bucketOf(key: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}

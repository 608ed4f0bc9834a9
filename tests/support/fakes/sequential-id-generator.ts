import type { IdGenerator } from '../../../application/ports/id-generator';

/**
 * Ids 00000000-0000-4000-8000-000000000001, ...002, ...: valid version-4 UUIDs (the real adapters treat anything
 * else as not found) that a test can predict.
 */
export class SequentialIdGenerator implements IdGenerator {
  private count = 0;

  next(): string {
    this.count += 1;
    return sequentialUuid(this.count);
  }
}

export function sequentialUuid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

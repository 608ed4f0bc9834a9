import { LRUCache } from 'lru-cache';
import type { SightingMemory } from '../../application/ports/sighting-memory';

/**
 * The install check's memory of the pages this server recorded today, least recently seen forgotten first: keys
 * carry their day, so yesterday's make way on their own.
 */
export class LruSightingMemory implements SightingMemory {
  private readonly keys: LRUCache<string, true>;

  constructor(maxKeys = 50_000) {
    this.keys = new LRUCache<string, true>({ max: maxKeys });
  }

  remembers(key: string): boolean {
    // A read that refreshes the key: a busy page stays remembered.
    return this.keys.get(key) === true;
  }

  remember(key: string): void {
    this.keys.set(key, true);
  }
}

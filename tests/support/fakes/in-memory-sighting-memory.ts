import type { SightingMemory } from '../../../application/ports/sighting-memory';

/** A memory that never forgets, unless a test makes it (`forgetAll`: another server, or a restart). */
export class InMemorySightingMemory implements SightingMemory {
  private readonly keys = new Set<string>();

  remembers(key: string): boolean {
    return this.keys.has(key);
  }

  remember(key: string): void {
    this.keys.add(key);
  }

  forgetAll(): void {
    this.keys.clear();
  }
}

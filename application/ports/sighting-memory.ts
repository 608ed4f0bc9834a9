/**
 * What this server already recorded today, kept in memory and bounded, so a busy page costs no database work after
 * its first sighting of the day. It may forget early (the store's own once-a-day rule still holds); it never
 * remembers what it was not told.
 */
export interface SightingMemory {
  remembers(key: string): boolean;
  remember(key: string): void;
}

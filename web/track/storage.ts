import { later } from './tracker';

export const visitorKey = 'splitpenny_visitor';
export const enrolledKey = 'splitpenny_enrolled';
/** The last page this browser told the install check about, with the day. */
export const seenKey = 'splitpenny_seen';

// localStorage may be missing or throw (private modes, sandboxed frames, a full quota): then we keep nothing.

export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value`, once consent is given when the tracker waits for it. */
export function write(key: string, value: string): void {
  later(() => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Kept in memory for this page only.
    }
  });
}

export function forget(...keys: string[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}

/** Stored JSON (only this script writes it); missing or unreadable counts as null. */
export function readJson<T>(key: string): T | null {
  try {
    // JSON.parse(null) is null: nothing stored.
    return JSON.parse(read(key)!);
  } catch {
    return null;
  }
}

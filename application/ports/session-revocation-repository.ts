import type { SessionRevocation } from '../../domain/accounts/session-revocation';

/** A revocation as stored, with its place in the order they were written. */
export interface StoredRevocation {
  readonly position: number;
  readonly revocation: SessionRevocation;
}

/** Every revocation, in the order written, so a process can read only those it has not seen yet. */
export interface SessionRevocationRepository {
  add(revocation: SessionRevocation): Promise<void>;
  /** Those after `position` still in force at `now`, in order. */
  after(position: number, now: Date): Promise<readonly StoredRevocation[]>;
  /** Removes those every token of which has expired; returns how many. */
  forgetExpired(now: Date): Promise<number>;
}

/** Seals secrets the app must read back (not just compare), so that a copy of the database alone does not reveal them. */
export interface SecretBox {
  seal(plain: string): string;
  /** The sealed secret, or null if it was not sealed with this app's key or was altered. */
  open(sealed: string): string | null;
}

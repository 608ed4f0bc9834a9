export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password; never throws for one. */
  verify(hash: string, password: string): Promise<boolean>;
}

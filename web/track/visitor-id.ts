/** 22 random base-36 characters (about 113 bits): unique without a server round trip, and url-safe. */
export function newVisitorId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(22)), (byte) => (byte % 36).toString(36)).join('');
}

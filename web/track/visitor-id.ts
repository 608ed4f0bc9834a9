/** 128 random bits as the decimal digits of four 32-bit numbers: unique without a server round trip, url-safe. */
export function newVisitorId(): string {
  return crypto.getRandomValues(new Uint32Array(4)).join('');
}

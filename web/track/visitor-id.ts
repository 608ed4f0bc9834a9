/** 22 random base-36 characters (about 113 bits): unique without a server round trip, and url-safe. */
export function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  let id = '';
  // A plain loop: pages replace Array.from (MooTools' ignores the map function and returns the bytes).
  for (let i = 0; i < bytes.length; i++) id += (bytes[i]! % 36).toString(36);
  return id;
}

/**
 * JSON of what the script sends and stores, proof against the page's libraries: Prototype adds
 * `Array.prototype.toJSON`, which turns every array into a quoted string the server refuses. JSON.stringify hands
 * the replacer what toJSON returned, and the replacer hands back the value itself, so no toJSON counts.
 */
export function toJson(value: object): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string) {
    return this[key];
  });
}

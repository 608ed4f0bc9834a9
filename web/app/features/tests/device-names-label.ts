/** The API's device names (mobiles, tablets, desktops) as a label; none means the test runs on every device. */
export function deviceNamesLabel(names: readonly string[]): string {
  if (names.length === 0) return 'All devices';
  return names.map((name) => name.charAt(0).toUpperCase() + name.slice(1)).join(', ');
}

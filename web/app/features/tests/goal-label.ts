/** A goal's name as a label: the API keeps names lower case ("bounce rate"); a label starts with a capital. */
export function goalLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

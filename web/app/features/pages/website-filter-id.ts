/**
 * The website a pages or tests list is narrowed to: the requested id when it is one of the owner's websites,
 * otherwise null (every website). A stale or mistyped ?websiteId= then shows the whole list, not an error.
 */
export function websiteFilterId(
  websites: readonly { readonly id: string }[],
  requested: string | undefined,
): string | null {
  if (requested === undefined) return null;
  return websites.some((website) => website.id === requested) ? requested : null;
}

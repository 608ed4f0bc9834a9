/** A link to a page of the app, kept under any path the public URL has (https://example.com/splitpenny). */
export function appLink(appUrl: string, path: `/${string}`): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}

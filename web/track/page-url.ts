import { forcedVariantParameter } from '../../domain/tracking/tracking-protocol';

/** The page as the config knows it: without the hash or the QA parameter (the rest of the query stays as it is). */
export function pageUrl(href: string): string {
  const url = new URL(href);
  url.hash = '';
  if (url.searchParams.has(forcedVariantParameter)) url.searchParams.delete(forcedVariantParameter);
  return url.href;
}

/** The variant number or id a QA link asks for, if any. */
export function forcedVariant(href: string): string | null {
  return new URL(href).searchParams.get(forcedVariantParameter);
}

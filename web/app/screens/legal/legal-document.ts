import { contentPage, type ContentPage, type MarkdownModule } from '../../content/content-page.ts';
import type { LegalDocumentAttributes } from '../../content/front-matter-schemas';

export type { LegalDocumentAttributes } from '../../content/front-matter-schemas';

export function legalDocument(module: MarkdownModule): ContentPage<LegalDocumentAttributes> {
  return contentPage(module);
}

/** `21/11/2026` as `2026-11-21` for a `<time dateTime>`, or null when it is not a real day. */
export function isoDate(ukDateText: string): string | null {
  const [day, month, year] = ukDateText.split('/').map(Number);
  if (day === undefined || month === undefined || year === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

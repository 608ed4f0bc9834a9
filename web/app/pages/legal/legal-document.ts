import * as z from 'zod/mini';
import { contentPage, contentPageAttributes, type ContentPage } from '../../content/content-page';

/** A date as the site writes it (SPEC §9: dd/mm/yyyy), and a real one: 31/02/2026 is refused. */
const ukDate = z.string().check(
  z.regex(/^\d{2}\/\d{2}\/\d{4}$/, 'must be dd/mm/yyyy'),
  z.refine((value) => isoDate(value) !== null, 'must be a real date'),
);

/** A legal document's front matter: every one says when it last changed, shown under its title. */
export const legalDocumentAttributes = z.extend(contentPageAttributes, { lastUpdated: ukDate });

export type LegalDocumentAttributes = z.infer<typeof legalDocumentAttributes>;

export function legalDocument(module: Parameters<typeof contentPage>[0]): ContentPage<LegalDocumentAttributes> {
  return contentPage(module, legalDocumentAttributes);
}

/** `21/11/2026` as `2026-11-21` for a `<time dateTime>`, or null when it is not a real day. */
export function isoDate(ukDateText: string): string | null {
  const [day, month, year] = ukDateText.split('/').map(Number);
  if (day === undefined || month === undefined || year === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

import { countrySpecs } from 'ibantools';
import type { SelectOption } from '../../components/forms/select-field';

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/** A country's English name from its ISO 3166-1 alpha-2 code: GB → "United Kingdom". */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    // A code Intl cannot read (not two letters) is shown as it is rather than failing the page.
    return code;
  }
}

/** Every country the server accepts for a bank account (those ibantools knows), by English name. */
export const bankCountryOptions: readonly SelectOption[] = Object.keys(countrySpecs)
  .map((code) => ({ value: code, label: countryName(code) }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));

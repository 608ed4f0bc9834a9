import { variantLetter } from '../../../../domain/statistics/verdict-text-rules';

// The letters are the domain's, so the emails that tell of a verdict name variants as the page does.
export { listOfLetters, variantLetter } from '../../../../domain/statistics/verdict-text-rules';

/** "B · Orange buttons": the letter the verdict uses, then the name the owner gave. */
export function variantTitle(variant: { readonly variantNo: number; readonly name: string }): string {
  return `${variantLetter(variant.variantNo)} · ${variant.name}`;
}

/** Results call the control A and the variants B, C, … by their number, as owners say "A/B test". */
export function variantLetter(variantNo: number): string {
  return variantNo < 26 ? String.fromCharCode(65 + variantNo) : `V${variantNo}`;
}

/** "B · Orange buttons": the letter the verdict uses, then the name the owner gave. */
export function variantTitle(variant: { readonly variantNo: number; readonly name: string }): string {
  return `${variantLetter(variant.variantNo)} · ${variant.name}`;
}

/** "B", "B and C", "B, C and D". */
export function listOfLetters(variantNos: readonly number[]): string {
  const letters = variantNos.map(variantLetter);
  if (letters.length <= 1) return letters.join('');
  return `${letters.slice(0, -1).join(', ')} and ${letters.at(-1) ?? ''}`;
}

/** How a variant changes the page, in a few words: the control does not; others use CSS & JS or a redirect. */
export function variantTypeLabel(variant: {
  readonly isControl: boolean;
  readonly hasRedirect: boolean;
  readonly pageRedirectUrl?: string | null | undefined;
}): string {
  if (variant.isControl) return 'Control';
  if (variant.hasRedirect) return `Redirect to ${variant.pageRedirectUrl ?? ''}`;
  return 'CSS & JS';
}

import { previewAddress } from '../../../../domain/tracking/preview-rules';
import { variantLetter } from '../results/variant-letter';

/**
 * What a preview is, for the link's title and the help text beside the links. The link names the variant by its id,
 * so the script shows it even before the test runs (docs/tracking.md, "Previewing a variant").
 */
export const previewHelp =
  'Preview opens your page in a new tab showing that variant as saved, even before the test runs. A preview is never counted or charged.';

/**
 * Opens the test's real page with the QA parameter (domain/tracking/preview-rules.ts), so the tracking script shows
 * this variant there whatever the owner's own assignment is. Nothing for a page address that cannot be opened.
 */
export function VariantPreviewLink({
  pageUrl,
  variantNo,
  variantId,
}: {
  pageUrl: string;
  variantNo: number;
  variantId: string;
}) {
  const href = previewAddress(pageUrl, variantId);
  if (href === null) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={`Preview variant ${variantLetter(variantNo)}`}
      title={previewHelp}
    >
      Preview
    </a>
  );
}

import { forcedVariantParameter } from '../../domain/tracking/tracking-protocol';

/** The variant a preview link asks for (docs/tracking.md, "Previewing a variant (QA)"), or null. */
export function forcedVariant(): string | null {
  return new URLSearchParams(location.search).get(forcedVariantParameter);
}

import { forcedVariantParameter } from '../../domain/tracking/tracking-protocol';

/** The variant number or id a QA link asks for, if any. */
export function forcedVariant(href: string): string | null {
  return new URL(href).searchParams.get(forcedVariantParameter);
}

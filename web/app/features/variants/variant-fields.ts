import { z } from 'zod';
import {
  changesThePage,
  codeMaxLength,
  codeTooLongMessage,
  emptyVariantMessage,
  isRedirectAddress,
  redirectUrlMessage,
} from '../../../../domain/ab-tests/variant-rules';
import { addressMaxLength, addressMessages } from '../../../../domain/websites/address-rules';
import { descriptionField, variantNameField } from '../workspace/name-field';

const codeField = (language: string) => z.string().max(codeMaxLength, codeTooLongMessage(language));

/** A variant's own fields; forms add theirs (the edit form its traffic share) before refining with pageChangeRule. */
export const variantFieldsShape = {
  name: variantNameField,
  description: descriptionField,
  cssCode: codeField('CSS'),
  jsCode: codeField('JavaScript'),
  redirect: z.boolean(),
  pageRedirectUrl: z.string().trim().max(addressMaxLength, addressMessages.tooLong),
};

/**
 * A variant changes the page with CSS and JS, or sends its visitors to another address instead. A redirect's address
 * is checked (and required), its code not, since the code is kept but not used while it redirects. Without one, CSS
 * or JavaScript that is more than blank is required, as the server requires it: the message shows under the CSS.
 */
export function pageChangeRule(
  variant: { redirect: boolean; pageRedirectUrl: string; cssCode: string; jsCode: string },
  context: z.RefinementCtx,
): void {
  if (variant.redirect) {
    if (!isRedirectAddress(variant.pageRedirectUrl)) {
      context.addIssue({ code: 'custom', path: ['pageRedirectUrl'], message: redirectUrlMessage });
    }
  } else if (!changesThePage({ ...variant, pageRedirectUrl: null })) {
    context.addIssue({ code: 'custom', path: ['cssCode'], message: emptyVariantMessage });
  }
}

export const variantFieldsSchema = z.object(variantFieldsShape).superRefine(pageChangeRule);

export type VariantFieldsInput = z.input<typeof variantFieldsSchema>;
export type VariantFields = z.output<typeof variantFieldsSchema>;

export const emptyVariantFields: VariantFieldsInput = {
  name: '',
  description: '',
  cssCode: '',
  jsCode: '',
  redirect: false,
  pageRedirectUrl: '',
};

/**
 * What the API is sent for a variant's page change: a redirect alone (its code is left as it was, so switching
 * back finds it again), or the code with an empty address, which removes any redirect.
 */
export function variantChange(variant: VariantFields) {
  return variant.redirect
    ? { pageRedirectUrl: variant.pageRedirectUrl }
    : { pageRedirectUrl: '', cssCode: variant.cssCode, jsCode: variant.jsCode };
}

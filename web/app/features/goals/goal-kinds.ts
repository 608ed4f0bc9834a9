import type { ConversionKind, UrlMatch } from '../../gql/graphql';

/** How the goals screen names each kind, and what it asks for as its trigger. */
export const conversionKindLabels: Readonly<Record<ConversionKind, string>> = {
  PAGE_VISIT: 'Page visit',
  ELEMENT_CLICK: 'Element click',
  FORM_SUBMISSION: 'Form submission',
  CUSTOM_EVENT: 'Custom event',
  REVENUE: 'Revenue',
  REVENUE_ON_PAGE: 'Revenue shown on a page (no code)',
};

export const targetLabels: Readonly<Record<ConversionKind, { label: string; hint: string }>> = {
  PAGE_VISIT: { label: 'Page address', hint: 'A path like /thank-you, or a full address on this website.' },
  ELEMENT_CLICK: { label: 'CSS selector', hint: 'The element clicked, like #add-to-basket or .cta button.' },
  FORM_SUBMISSION: { label: 'CSS selector', hint: 'The form submitted, like #signup-form or form.checkout.' },
  CUSTOM_EVENT: { label: 'Event name', hint: "The name your site sends: splitpenny('track', 'signup')." },
  REVENUE: {
    label: 'Event name',
    hint: "Your site sends the value in pence or cents: splitpenny('track', 'purchase', 4999).",
  },
  REVENUE_ON_PAGE: {
    label: 'Thank-you page address',
    hint: 'The page shown after an order, like /checkout/order-received/*. Its order total is read from the element below.',
  },
};

/** Where a revenue goal without code reads the order total from. */
export const amountSelectorLabel = {
  label: 'Order total element (CSS selector)',
  hint:
    "The element showing the order's total on that page, like .woocommerce-order-overview__total .amount on " +
    "WooCommerce. It is read as money in the website's currency: £1,234.56, 1.234,56 € and $12 all work.",
};

export const urlMatchLabels: Readonly<Record<UrlMatch, string>> = {
  EXACT: 'Is exactly',
  STARTS_WITH: 'Starts with',
  PATTERN: 'Matches a pattern (* for any characters)',
};

/**
 * Whether the browser understands a CSS selector, checked against an empty fragment so nothing on this page is
 * touched; the server checks it again with a parser when it is saved.
 */
export function isSelector(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** Pence (GBP minor units) as the product writes money on the server's own pages and emails: 2500 → "£25.00". */
export function formatPence(pence: number): string {
  return pounds.format(pence / 100);
}

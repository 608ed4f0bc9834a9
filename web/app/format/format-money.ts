const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** Pence (GBP minor units) as the product writes money: 5000 → "£50.00". */
export function formatPence(pence: number): string {
  return pounds.format(pence / 100);
}

const signedPounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** Pence as a change to a balance, with its sign: 150 → "+£1.50", −1000 → "-£10.00", 0 → "£0.00". */
export function formatSignedPence(pence: number): string {
  return signedPounds.format(pence / 100);
}

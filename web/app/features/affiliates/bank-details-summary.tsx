import { countryName } from './bank-countries';
import { formatSortCode, type SavedBankDetails } from './bank-details-fields';

/** The saved bank details as the server shows them back: the account number and IBAN masked (****5678). */
export function BankDetailsSummary({ details }: { details: SavedBankDetails }) {
  const rows: [string, string][] = [
    ['Name', `${details.firstName} ${details.lastName}`],
    ['Bank', details.bankName],
    ['Country', countryName(details.country)],
  ];
  if (details.sortCode) rows.push(['Sort code', formatSortCode(details.sortCode)]);
  if (details.accountNumber) rows.push(['Account number', details.accountNumber]);
  if (details.iban) rows.push(['IBAN', details.iban]);
  if (details.swiftBic) rows.push(['SWIFT/BIC', details.swiftBic]);
  return (
    <dl className="affiliate-facts" data-testid="bank-details">
      {rows.map(([term, value]) => (
        <div key={term} className="affiliate-facts__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

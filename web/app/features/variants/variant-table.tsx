import { Link } from '@tanstack/react-router';
import { TableScroll } from '../../components/tables/table-scroll';
import { VariantPreviewLink } from './variant-preview-link';
import { variantTypeLabel } from './variant-type-label';

export interface VariantRow {
  readonly id: string;
  readonly name: string;
  readonly variantNo: number;
  readonly isControl: boolean;
  readonly hasRedirect: boolean;
  readonly pageRedirectUrl?: string | null | undefined;
  readonly cssCode: string;
  readonly jsCode: string;
  readonly trafficAllocation: number;
}

/** "Redirect to https://example.com/b" where a redirect's address is known, else what the variant changes. */
function typeText(variant: VariantRow): string {
  const label = variantTypeLabel(variant);
  const address = variant.pageRedirectUrl ?? null;
  return label === 'Redirect' && address !== null ? `${label} to ${address}` : label;
}

/**
 * A test's variants, control first, each with what it changes, its share of the traffic, a way to edit it and a
 * preview of it on the test's page (`pageUrl`).
 */
export function VariantTable({
  testId,
  pageUrl,
  variants,
}: {
  testId: string;
  pageUrl: string;
  variants: readonly VariantRow[];
}) {
  return (
    <TableScroll label="The variants of this test">
      <table className="table">
        <caption className="visually-hidden">The variants of this test</caption>
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Traffic %</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr key={variant.id}>
              <td data-label="No.">{variant.variantNo}</td>
              <th scope="row">{variant.name}</th>
              <td className="table__wrap" data-label="Type">
                {typeText(variant)}
              </td>
              <td data-label="Traffic %">{variant.trafficAllocation}%</td>
              <td>
                <span className="variant-table__actions">
                  <Link
                    to="/user/tests/$testId/variant/$variantId"
                    params={{ testId, variantId: variant.id }}
                    aria-label={`Edit ${variant.name}`}
                  >
                    Edit
                  </Link>
                  <VariantPreviewLink pageUrl={pageUrl} variantNo={variant.variantNo} variantId={variant.id} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

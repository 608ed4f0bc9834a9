import { Link } from '@tanstack/react-router';
import { variantTypeLabel } from './variant-type-label';

export interface VariantRow {
  readonly id: string;
  readonly name: string;
  readonly variantNo: number;
  readonly isControl: boolean;
  readonly hasRedirect: boolean;
  readonly pageRedirectUrl?: string | null | undefined;
  readonly trafficAllocation: number;
}

/** A test's variants, control first, each with its kind of change, its share of the traffic and a way to edit it. */
export function VariantTable({ testId, variants }: { testId: string; variants: readonly VariantRow[] }) {
  return (
    <div className="table-scroll">
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
              <td>{variant.variantNo}</td>
              <th scope="row">{variant.name}</th>
              <td className="table__wrap">{variantTypeLabel(variant)}</td>
              <td>{variant.trafficAllocation}%</td>
              <td>
                <Link
                  to="/user/tests/$testId/variant/$variantId"
                  params={{ testId, variantId: variant.id }}
                  aria-label={`Edit ${variant.name}`}
                >
                  Edit
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

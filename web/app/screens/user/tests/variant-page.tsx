import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { testQueryOptions } from '../../../features/tests/test-queries';
import { DeleteVariantButton } from '../../../features/variants/delete-variant-button';
import { EditVariantForm } from '../../../features/variants/edit-variant-form';
import { EditVisuallyButton } from '../../../features/variants/edit-visually-button';
import { previewHelp, VariantPreviewLink } from '../../../features/variants/variant-preview-link';
import { variantQueryOptions } from '../../../features/variants/variant-queries';
import { Notice } from '../../../components/feedback/notice';
import { isRunningWithResults, phaseChangeWarnings } from '../../../../../domain/ab-tests/test-edit-rules';
import '../../../styles/tests.css';

const route = getRouteApi('/user/tests/$testId/variant/$variantId');

export function VariantPage() {
  const { testId, variantId } = route.useParams();
  const { test } = useSuspenseQuery(testQueryOptions(testId)).data;
  const { testVariant: variant } = useSuspenseQuery(variantQueryOptions(testId, variantId)).data;
  const running = isRunningWithResults(test);
  const backToTest = (
    <Link to="/user/tests/$testId" params={{ testId }}>
      Back to test: {test.name}
    </Link>
  );
  return (
    <div className="page page--medium">
      <p className="page__breadcrumb">{backToTest}</p>
      <h1>{variant.name}</h1>
      <div className="variant-preview">
        <VariantPreviewLink pageUrl={test.pageUrl} variantNo={variant.variantNo} variantId={variant.id} />
        <p className="field__hint">{previewHelp}</p>
      </div>
      {variant.isControl ? (
        <section className="test-section" aria-label="The control">
          <p className="lead">
            This is the control: the original page, as it is. It can't be edited, so the variants have something to be
            compared with.
          </p>
          <p>
            The control gets <strong>{variant.trafficAllocation}%</strong> of the test's visitors. Change the other
            variants' shares to change it.
          </p>
        </section>
      ) : (
        <>
          {/* A redirect sends visitors elsewhere: nothing on this page to edit. */}
          {variant.hasRedirect ? null : <EditVisuallyButton variantId={variant.id} />}
          {/* A new variant id means another variant: the form starts afresh from its values. */}
          <EditVariantForm key={variant.id} variant={variant} running={running} />
          <section className="test-section" aria-labelledby="delete-variant-heading">
            <h2 id="delete-variant-heading">Delete variant</h2>
            <p>Its share of the traffic goes to the control.</p>
            {running && <Notice kind="warning">{phaseChangeWarnings.variant_deleted}</Notice>}
            <DeleteVariantButton testId={testId} variantId={variant.id} variantName={variant.name} />
          </section>
        </>
      )}
      <p className="page__back">{backToTest}</p>
    </div>
  );
}

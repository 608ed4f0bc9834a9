import { Notice } from '../../components/feedback/notice';
import { formatPValue } from '../../format/format-measure';

/** Shown when the sessions per variant do not fit the configured split (a p-value valid at any look, below 0.01): every other figure is suspect. */
export function SrmWarning({ pValue }: { pValue: number }) {
  return (
    <Notice kind="warning" title="Sample ratio mismatch">
      <p>
        The sessions each variant received do not fit the traffic split you set ({formatPValue(pValue)}). Something is
        losing or misplacing visitors of some variant, such as a redirect that drops the tracking script or an error in
        a variant&apos;s code, so treat these results with caution until you find it.
      </p>
    </Notice>
  );
}

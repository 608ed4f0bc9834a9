import { useId, useState } from 'react';
import { ShareInput } from './share-input';
import { setShare, splitTotal, sumOfShares, type TrafficSplit } from './traffic-split';
import '../../styles/tests.css';

/**
 * The traffic split as one slider and one number per variant, the control first. Moving one adjusts the others in
 * proportion so the total stays at exactly 100 (traffic-split.ts); the sliders are native range inputs, so arrow
 * keys, Page Up/Down, Home and End work. A polite live region reads out the new split after each change.
 */
export function TrafficSplitFieldset({
  labels,
  split,
  onChange,
  error,
}: {
  labels: readonly string[];
  split: TrafficSplit;
  onChange: (split: number[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [summary, setSummary] = useState('');
  const change = (index: number, value: number): void => {
    const next = setShare(split, index, value);
    onChange(next);
    setSummary(next.map((share, position) => `${labels[position] ?? ''} ${share}%`).join(', '));
  };
  return (
    <fieldset
      className={`fieldset traffic-split${error === undefined ? '' : ' fieldset--invalid'}`}
      aria-describedby={error === undefined ? `${id}-hint` : `${id}-hint ${id}-error`}
    >
      <legend className="field__label">Traffic split</legend>
      <p className="field__hint" id={`${id}-hint`}>
        The share of visitors each version gets. Changing one adjusts the others so the total stays at 100%.
      </p>
      {split.map((share, index) => {
        const label = labels[index] ?? `Variant ${index}`;
        return (
          <div className="traffic-split__row" key={index}>
            <span className="traffic-split__name" aria-hidden="true">
              {label}
            </span>
            <input
              type="range"
              className="traffic-split__slider"
              min={0}
              max={splitTotal}
              step={1}
              value={share}
              aria-label={`Traffic for ${label}`}
              aria-valuetext={`${share}%`}
              disabled={split.length === 1}
              onChange={(event) => change(index, Number(event.target.value))}
            />
            <ShareInput value={share} label={`Traffic for ${label} (%)`} onChange={(value) => change(index, value)} />
            <span aria-hidden="true">%</span>
          </div>
        );
      })}
      <p className="traffic-split__total">
        Total: <strong>{sumOfShares(split)}%</strong>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {summary}
      </p>
      {error !== undefined && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

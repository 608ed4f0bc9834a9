import { useState } from 'react';

/**
 * A share typed as a number. It keeps its own text while being typed, so the field can be emptied on the way to a
 * new number; each whole number from 0 to 100 applies at once, and leaving the field shows the share in force.
 */
export function ShareInput({
  value,
  label,
  onChange,
}: {
  value: number;
  label: string;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  return (
    <input
      type="number"
      className="field__input traffic-split__number"
      min={0}
      max={100}
      step={1}
      inputMode="numeric"
      aria-label={label}
      value={text ?? String(value)}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const number = Number(typed);
        if (typed.trim() !== '' && Number.isInteger(number) && number >= 0 && number <= 100) onChange(number);
      }}
      onBlur={() => setText(null)}
    />
  );
}

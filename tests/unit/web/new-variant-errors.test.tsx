// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VariantsStep } from '../../../web/app/features/tests/new-test/variants-step';
import { emptyVariantFields } from '../../../web/app/features/variants/variant-fields';

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderStep(): void {
  render(
    <VariantsStep
      values={{ variants: [{ ...emptyVariantFields, name: 'Green button' }], split: [50, 50] }}
      problems={null}
      focusHeading={false}
      onNext={() => undefined}
      onBack={() => undefined}
    />,
  );
}

describe('adding a variant in the new-test flow', () => {
  it('shows no "Enter a name" on the new empty variant before anything was typed', async () => {
    renderStep();
    // The first variant's name was touched: the list is checked from then on, as the owner works.
    const first = screen.getAllByLabelText('Name')[0] as HTMLInputElement;
    act(() => {
      first.focus();
      first.blur();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    await waitFor(() => expect(screen.getAllByLabelText('Name')).toHaveLength(2));
    // Give the list's own check its turn.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Enter a name')).toBeNull();

    // Leaving it empty, or sending the step, shows it.
    const second = screen.getAllByLabelText('Name')[1] as HTMLInputElement;
    act(() => {
      second.focus();
      second.blur();
    });
    expect(await screen.findByText('Enter a name')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { finishHydrating, startHydrating, useHydrated } from '../../../web/app/prerender/use-hydrated';

function SendButton() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      Send
    </button>
  );
}

afterEach(() => {
  cleanup();
  finishHydrating();
});

describe('waiting for the app to take over a prerendered page', () => {
  it('is ready at once when the app draws the page itself', () => {
    render(<SendButton />);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });

  it('holds back while a prerendered page is taken over, then lets go when hydration is finished', () => {
    startHydrating();
    render(<SendButton />);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);

    act(() => finishHydrating());
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });
});

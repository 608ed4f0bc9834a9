// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FullPageLoading, LoadingIndicator } from '../../../web/app/components/feedback/loading-indicator';
import { NoneFound } from '../../../web/app/components/feedback/none-found';
import { Notice } from '../../../web/app/components/feedback/notice';
import { NextButton } from '../../../web/app/components/navigation/next-button';

afterEach(cleanup);

describe('display kinds', () => {
  it('announces an error at once (role alert)', () => {
    render(<Notice kind="error">Could not save</Notice>);
    expect(screen.getByRole('alert').textContent).toBe('Could not save');
  });

  it.each(['success', 'warning', 'info'] as const)('announces %s politely (role status)', (kind) => {
    render(
      <Notice kind={kind} title="Heads up">
        Saved
      </Notice>,
    );
    expect(screen.getByRole('status').textContent).toBe('Heads upSaved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "None found" for an empty list unless given other words', () => {
    const { rerender } = render(<NoneFound />);
    expect(screen.getByText('None found')).toBeTruthy();
    rerender(<NoneFound text="No tests yet" />);
    expect(screen.getByText('No tests yet')).toBeTruthy();
  });

  it('labels the loading indicator for screen readers', () => {
    render(<LoadingIndicator label="Loading goals…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading goals…');
  });

  it('fills the page while a page loads', () => {
    render(<FullPageLoading />);
    expect(screen.getByTestId('full-page-loading').textContent).toBe('Loading…');
  });
});

describe('Next button', () => {
  it('reads Next and submits its form by default', () => {
    render(<NextButton />);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button.getAttribute('type')).toBe('submit');
  });

  it('takes another label', () => {
    render(<NextButton label="Continue" type="button" />);
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('type')).toBe('button');
  });
});

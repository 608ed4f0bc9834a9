// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphqlFailure } from '../../../web/app/api/graphql-failure';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestGraphql } from '../../../web/app/api/graphql-client';
import { FeedbackPrompt } from '../../../web/app/features/feedback/feedback-prompt';

vi.mock('../../../web/app/api/graphql-client', () => ({ requestGraphql: vi.fn() }));
const request = vi.mocked(requestGraphql);

function renderPrompt(): void {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <button type="button">On the page</button>
      <FeedbackPrompt />
    </QueryClientProvider>,
  );
}

/** The pointer leaving the page: `mouseout` on an element, towards nothing in the page. */
function pointerLeaves(clientY: number, relatedTarget: EventTarget | null = null): void {
  act(() => {
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY, relatedTarget }));
  });
}

function modal(): HTMLElement {
  return screen.getByRole('dialog', { name: 'Please Help Us! We value your opinion' });
}

function comment(): HTMLTextAreaElement {
  return within(modal()).getByLabelText('Areas of Improvement & Suggestions');
}

function type(text: string): void {
  fireEvent.input(comment(), { target: { value: text } });
}

beforeEach(() => {
  window.sessionStorage.clear();
  request.mockReset();
});
afterEach(cleanup);

describe('the feedback modal', () => {
  it('opens when the pointer leaves through the top edge, titled, described and with the title focused', () => {
    renderPrompt();
    pointerLeaves(300);
    pointerLeaves(-1, screen.getByRole('button', { name: 'On the page' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    pointerLeaves(-1);
    const dialog = modal();
    const subtitle = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(subtitle?.textContent).toBe("It'll only take a few seconds...");
    expect(document.activeElement?.textContent).toBe('Please Help Us! We value your opinion');
    expect(within(dialog).getByRole('group', { name: 'How would you rate your experience?' })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['good', 'satisfactory', 'poor']);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Not Now' })).toBeTruthy();
  });

  it('counts down from 255 as you type, tied to the textarea, and goes negative in the exceeded style', () => {
    renderPrompt();
    pointerLeaves(0);
    const counter = screen.getByText('255 characters remaining');
    expect(comment().getAttribute('aria-describedby')?.split(' ')).toContain(counter.id);
    expect(counter.getAttribute('aria-live')).toBe('polite');
    type('Great tool');
    expect(counter.textContent).toBe('245 characters remaining');
    expect(counter.classList.contains('feedback-counter--exceeded')).toBe(false);
    type('a'.repeat(260));
    expect(counter.textContent).toBe('-5 characters remaining');
    expect(counter.classList.contains('feedback-counter--exceeded')).toBe(true);
  });

  it('checks a field once touched, and both on submit, sending nothing', async () => {
    renderPrompt();
    pointerLeaves(-1);
    fireEvent.focus(comment());
    fireEvent.blur(comment());
    expect(await within(modal()).findByText('Enter feedback')).toBeTruthy();
    type('Great tool');
    await waitFor(() => expect(within(modal()).queryByText('Enter feedback')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const group = within(modal()).getByRole('group', { name: 'How would you rate your experience?' });
    expect(await within(group).findByText('Please select a rating')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('shows the loading indicator in place of the buttons, then thanks, and ignores another submit', async () => {
    let answer: (value: unknown) => void = () => {};
    request.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPrompt();
    pointerLeaves(-1);
    type('  Great tool ');
    fireEvent.click(screen.getByRole('radio', { name: 'Good' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await within(modal()).findByRole('status')).toBeTruthy();
    expect(within(modal()).queryByRole('button')).toBeNull();
    expect(request.mock.calls[0]?.[1]).toEqual({ input: { comment: 'Great tool', rating: 'good' } });

    await act(async () => answer({ createUserFeedback: { success: true } }));
    expect(await within(modal()).findByText('Thank you!')).toBeTruthy();
    const close = within(modal()).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.submit(comment().form as HTMLFormElement);
    expect(request).toHaveBeenCalledTimes(1);

    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [
      'the server’s message',
      new GraphqlFailure(200, [{ message: 'Use at most 255 characters for your feedback' }]),
      'HTTP error: Use at most 255 characters for your feedback',
    ],
    ['no message', new GraphqlFailure(500, []), 'Could not create feedback'],
    ['a thrown error', new TypeError('Failed to fetch'), 'Failed to fetch'],
  ])('shows a failure with %s, and can be sent again', async (_name, error, message) => {
    request.mockRejectedValueOnce(error).mockResolvedValueOnce({ createUserFeedback: { success: true } });
    renderPrompt();
    pointerLeaves(-1);
    type('a'.repeat(256));
    fireEvent.click(screen.getByRole('radio', { name: 'Poor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await within(modal()).findByRole('alert')).textContent).toBe(message);
    expect(within(modal()).getByRole('button', { name: 'Not Now' })).toBeTruthy();

    type('Shorter');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(modal()).findByText('Thank you!')).toBeTruthy();
    expect(within(modal()).queryByRole('alert')).toBeNull();
  });

  it('opens once per browser session: not again after Not Now, nor on the next page or a reload', () => {
    renderPrompt();
    pointerLeaves(-1);
    fireEvent.click(within(modal()).getByRole('button', { name: 'Not Now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    pointerLeaves(-1);
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    renderPrompt();
    pointerLeaves(-1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to where it was', () => {
    renderPrompt();
    const onPage = screen.getByRole('button', { name: 'On the page' });
    onPage.focus();
    pointerLeaves(-1);
    fireEvent(modal(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(onPage);
  });
});

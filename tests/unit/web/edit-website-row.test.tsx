// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestGraphql } from '../../../web/app/api/graphql-client';
import { EditWebsiteRow, type EditableWebsite } from '../../../web/app/features/websites/edit-website-row';
import { maxOrderValueField } from '../../../web/app/features/websites/website-fields';

vi.mock('../../../web/app/api/graphql-client', () => ({ requestGraphql: vi.fn() }));
const request = vi.mocked(requestGraphql);

const website: EditableWebsite = { id: 'site-1', name: 'Shop', url: 'https://shop.example', maxOrderValue: null };

beforeEach(() => {
  request.mockReset();
  request.mockResolvedValue({ updateWebsite: { ...website } });
});
afterEach(cleanup);

function renderRow(shown: EditableWebsite = website): { onClose: () => void } {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <table>
        <tbody>
          <EditWebsiteRow website={shown} columns={6} onClose={onClose} />
        </tbody>
      </table>
    </QueryClientProvider>,
  );
  return { onClose };
}

const maxField = (): HTMLInputElement => screen.getByLabelText('Maximum order value (pence or cents)');
const originsField = (): HTMLTextAreaElement => screen.getByLabelText('Other origins');

describe("a website's edit form", () => {
  it('has a labelled numeric field for the maximum order value, its minor units explained, showing the stored one', () => {
    renderRow({ ...website, maxOrderValue: 50_000 });
    expect(maxField().value).toBe('50000');
    expect(maxField().getAttribute('inputmode')).toBe('numeric');
    const hint = document.getElementById(maxField().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('pence or cents, so 50000 is £500.00 or $500.00');
    expect(hint?.textContent).toContain('Leave it empty for no maximum');
  });

  it("shows the website's currency, GBP when it has none yet, and saves the one chosen", async () => {
    renderRow({ ...website, currency: 'USD' });
    const currency = screen.getByLabelText<HTMLSelectElement>('Currency');
    expect(currency.value).toBe('USD');
    fireEvent.change(currency, { target: { value: 'EUR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request.mock.calls[0]?.[1]).toMatchObject({ input: { currency: 'EUR' } });
    cleanup();
    renderRow();
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('GBP');
  });

  it('saves the maximum as a number, and empty as none', async () => {
    const { onClose } = renderRow();
    fireEvent.change(maxField(), { target: { value: '25000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith(expect.anything(), {
      input: {
        id: 'site-1',
        name: 'Shop',
        url: 'https://shop.example',
        currency: 'GBP',
        maxOrderValue: 25_000,
        dailySessionBudget: null,
        extraOrigins: [],
      },
    });

    cleanup();
    const again = renderRow({ ...website, maxOrderValue: 25_000 });
    fireEvent.change(maxField(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(again.onClose).toHaveBeenCalled());
    expect(request).toHaveBeenLastCalledWith(expect.anything(), {
      input: {
        id: 'site-1',
        name: 'Shop',
        url: 'https://shop.example',
        currency: 'GBP',
        maxOrderValue: null,
        dailySessionBudget: null,
        extraOrigins: [],
      },
    });
  });

  it('says what is wrong with a negative amount under the field, and sends nothing', async () => {
    renderRow();
    fireEvent.change(maxField(), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The maximum order value must be more than 0; leave it empty for no maximum'),
    ).toBeTruthy();
    expect(maxField().getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
  });

  it('lists the other origins one a line, with a hint saying who needs them, and saves those entered', async () => {
    const { onClose } = renderRow({ ...website, extraOrigins: ['https://pay.example', 'https://eu.shop.example'] });
    expect(originsField().value).toBe('https://pay.example\nhttps://eu.shop.example');
    const hint = document.getElementById(originsField().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('such as a checkout');
    fireEvent.change(originsField(), { target: { value: 'https://pay.example\n\ncheckout.example.net ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith(expect.anything(), {
      input: expect.objectContaining({ extraOrigins: ['https://pay.example', 'checkout.example.net'] }),
    });
  });

  it('has a daily session budget field that saves a whole number and says what is wrong with a fraction', async () => {
    const { onClose } = renderRow({ ...website, dailySessionBudget: 500 });
    const field = (): HTMLInputElement => screen.getByLabelText('Daily session budget');
    expect(field().value).toBe('500');
    const hint = document.getElementById(field().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('pause until midnight UTC');
    fireEvent.change(field(), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The daily session budget is a whole number of sessions')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith(expect.anything(), {
      input: expect.objectContaining({ dailySessionBudget: 800 }),
    });
  });

  it('names an other origin with a path under the field, and sends nothing', async () => {
    renderRow();
    fireEvent.change(originsField(), { target: { value: 'https://pay.example/checkout' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/“https:\/\/pay.example\/checkout” is not/)).toBeTruthy();
    expect(originsField().getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
  });
});

describe('the maximum order value as typed', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['50000', 50_000],
    [' 1 ', 1],
  ])('reads %j as %j', (text, value) => {
    expect(maxOrderValueField.parse(text)).toBe(value);
  });

  it.each([
    ['0', /more than 0/],
    ['-1', /more than 0/],
    ['12.5', /whole number/],
    ['abc', /whole number/],
    ['1000000001', /at most 1,000,000,000/],
  ])('refuses %j', (text, message) => {
    const parsed = maxOrderValueField.safeParse(text);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });
});

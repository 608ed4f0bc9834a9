// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableScroll } from '../../../web/app/components/tables/table-scroll';

/** The table's width and its frame's, as the browser would measure them; the page has no layout here. */
let tableWidth = 0;
const frameWidth = 600;
let resized: () => void = () => undefined;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => Math.max(tableWidth, frameWidth));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => frameWidth);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe(): void {}
      disconnect(): void {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderTable(): void {
  render(
    <TableScroll label="Your tests">
      <table>
        <caption>Your tests</caption>
        <tbody>
          <tr>
            <td>A test</td>
          </tr>
        </tbody>
      </table>
    </TableScroll>,
  );
}

describe('the frame a table sits in', () => {
  it('is no stop for the keyboard while the table fits', () => {
    tableWidth = 500;
    renderTable();
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('[tabindex]')).toBeNull();
  });

  it('becomes a named region the keyboard reaches once the table is wider, and stops being one when it fits', () => {
    tableWidth = 900;
    renderTable();
    const frame = screen.getByRole('region', { name: 'Your tests' });
    expect(frame.getAttribute('tabindex')).toBe('0');

    tableWidth = 500;
    act(() => resized());
    expect(screen.queryByRole('region')).toBeNull();
  });
});

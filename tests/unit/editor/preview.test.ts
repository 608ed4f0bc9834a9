// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { Preview } from '../../../web/editor/preview';

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<h1 id="hero" class="big">Old</h1><ul><li>one</li><li id="two">two</li></ul><a href="/a">A</a>';
});

const items = () => [...document.querySelectorAll('li')].map((li) => li.textContent);

describe("the editor's live preview", () => {
  it("runs the owner's own code once and shows the changes as the saved code would", () => {
    const preview = new Preview(
      'ul { margin: 0 }',
      'document.body.dataset.own = String(Number(document.body.dataset.own || 0) + 1);',
    );
    preview.show([
      { selector: '#hero', kind: 'text', value: 'New' },
      { selector: '#two', kind: 'move', value: '-1' },
      { selector: 'a', kind: 'href', value: '/b' },
      { selector: '#hero', kind: 'color', value: 'red' },
    ]);
    expect(document.querySelector('#hero')!.textContent).toBe('New');
    expect(items()).toEqual(['two', 'one']);
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/b');
    const style = document.head.querySelector('style[data-splitpenny-editor]')!;
    expect(style.textContent).toContain('ul { margin: 0 }');
    expect(style.textContent).toContain('color: red !important;');
    preview.show([]);
    expect(document.body.dataset.own).toBe('1');
  });

  it('puts the page back as it was when a change is undone', () => {
    const preview = new Preview('', '');
    preview.show([
      { selector: '#hero', kind: 'text', value: 'New' },
      { selector: '#two', kind: 'move', value: '-1' },
      { selector: 'a', kind: 'href', value: '/b' },
    ]);
    preview.show([{ selector: 'a', kind: 'href', value: '/b' }]);
    expect(document.querySelector('#hero')!.textContent).toBe('Old');
    expect(document.querySelector('#hero')!.className).toBe('big');
    expect(items()).toEqual(['one', 'two']);
    expect(document.querySelector('#two')!.hasAttribute('data-splitpenny-moved')).toBe(false);
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/b');
    preview.show([]);
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/a');
    expect(document.head.querySelector('style[data-splitpenny-editor]')!.textContent).toBe('');
  });
});

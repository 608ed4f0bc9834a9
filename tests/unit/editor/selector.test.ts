// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { selectorFor } from '../../../web/editor/selector';

beforeEach(() => {
  document.body.innerHTML = `
    <header id="top"><h1>Welcome</h1></header>
    <main>
      <section class="hero"><p>One</p><p>Two</p><button data-testid="buy">Buy</button></section>
      <section class="hero"><a class="more link" href="/x">More</a><a class="more" href="/y">Also</a></section>
      <div id="app-4f9a8c21"><span>generated</span></div>
      <input name="email">
    </main>`;
});

const find = (selector: string) => document.querySelector(selector)!;

describe('the selector the editor writes for an element', () => {
  it('names an element by its id, then a stable attribute, then its classes, each only when unique', () => {
    expect(selectorFor(find('#top'))).toBe('#top');
    expect(selectorFor(find('[data-testid=buy]'))).toBe('button[data-testid="buy"]');
    expect(selectorFor(find('input'))).toBe('input[name="email"]');
    expect(selectorFor(find('a.link'))).toBe('a.more.link');
  });

  it('falls back to a path from the nearest stable id or the body, by tag and position', () => {
    expect(selectorFor(find('#top h1'))).toBe('#top > h1');
    expect(selectorFor(find('.hero p + p'))).toBe('body > main > section:nth-of-type(1) > p:nth-of-type(2)');
    // A build's generated id is not relied upon: the next deploy changes it.
    expect(selectorFor(find('#app-4f9a8c21 span'))).toBe('body > main > div > span');
  });

  it('gives selectors that find the same element again', () => {
    for (const element of document.body.querySelectorAll('*')) {
      expect(document.querySelectorAll(selectorFor(element))).toHaveLength(1);
      expect(document.querySelector(selectorFor(element))).toBe(element);
    }
  });
});

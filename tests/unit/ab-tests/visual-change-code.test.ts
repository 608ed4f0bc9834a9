// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { visualChangeProblem, type VisualChange } from '../../../domain/ab-tests/visual-change-rules';
import { ownCode, visualChangesOf, withVisualChanges } from '../../../domain/ab-tests/visual-change-code-rules';

const changes: VisualChange[] = [
  { selector: '#hero', kind: 'text', value: 'Sell more, today' },
  { selector: 'button.buy', kind: 'background', value: 'rgb(22, 101, 52)' },
  { selector: '.banner', kind: 'hide', value: '' },
  { selector: 'a.more', kind: 'href', value: '/pricing' },
  { selector: '#note', kind: 'css', value: 'border: 1px solid red; padding: 2px' },
];

function run(js: string): void {
  new Function(js)();
}

describe('the visual editor code', () => {
  it('writes CSS rules for style changes and JavaScript for the others, readable and commented', () => {
    const code = withVisualChanges({ cssCode: '', jsCode: '' }, changes);
    expect(code.cssCode).toContain(
      '/* 2. Background colour: button.buy */\nbutton.buy {\n  background-color: rgb(22, 101, 52) !important;\n}',
    );
    expect(code.cssCode).toContain('.banner {\n  display: none !important;\n}');
    expect(code.cssCode).toContain('#note {\n  border: 1px solid red;\n  padding: 2px;\n}');
    expect(code.jsCode).toContain('// 1. Text: #hero');
    expect(code.jsCode).not.toContain('button.buy');
    // The same changes, the same code.
    expect(withVisualChanges({ cssCode: '', jsCode: '' }, changes)).toEqual(code);
  });

  it('reads its list of changes back from the CSS', () => {
    const code = withVisualChanges({ cssCode: '', jsCode: '' }, changes);
    expect(visualChangesOf(code.cssCode)).toEqual(changes);
    expect(visualChangesOf('h1 { color: red }')).toEqual([]);
  });

  it("keeps the owner's own code outside its blocks, and replaces only the block when saved again", () => {
    const owner = { cssCode: 'h2 { color: blue; }\n', jsCode: 'console.log("mine");\n' };
    const first = withVisualChanges(owner, changes);
    expect(first.cssCode.startsWith('h2 { color: blue; }\n\n/* splitpenny:visual-editor')).toBe(true);
    expect(first.jsCode.startsWith('console.log("mine");\n\n/* splitpenny:visual-editor')).toBe(true);
    const edited = { ...first, cssCode: `${first.cssCode}p { margin: 0; }\n` };
    const second = withVisualChanges(edited, changes.slice(0, 1));
    expect(visualChangesOf(second.cssCode)).toEqual(changes.slice(0, 1));
    expect(ownCode(second.cssCode)).toBe('h2 { color: blue; }\n\np { margin: 0; }\n');
    const none = withVisualChanges(second, []);
    expect(none).toEqual({ cssCode: 'h2 { color: blue; }\n\np { margin: 0; }\n', jsCode: 'console.log("mine");\n' });
  });

  it('keeps a value that would close the comment inside the list', () => {
    const tricky: VisualChange[] = [{ selector: 'h1', kind: 'text', value: 'a */ b' }];
    const code = withVisualChanges({ cssCode: '', jsCode: '' }, tricky);
    expect(code.cssCode.split('\n').find((line) => line.startsWith(' * changes:'))).not.toContain('*/');
    expect(visualChangesOf(code.cssCode)).toEqual(tricky);
  });

  it('changes the page when run, and running it again (a re-render) changes nothing more', () => {
    document.body.innerHTML =
      '<h1 id="hero">Old</h1><ul><li>one</li><li id="two">two</li></ul><img src="/a.png" srcset="/a2.png 2x"><div class="x">old</div>';
    const code = withVisualChanges({ cssCode: '', jsCode: '' }, [
      { selector: '#hero', kind: 'text', value: 'New' },
      { selector: '#two', kind: 'move', value: '-1' },
      { selector: 'img', kind: 'src', value: '/b.png' },
      { selector: '.x', kind: 'html', value: '<b>bold</b> text' },
      { selector: 'p:::bad', kind: 'text', value: 'never' },
    ]);
    run(code.jsCode);
    run(code.jsCode);
    expect(document.querySelector('#hero')!.textContent).toBe('New');
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['two', 'one']);
    expect(document.querySelector('img')!.getAttribute('src')).toBe('/b.png');
    expect(document.querySelector('img')!.hasAttribute('srcset')).toBe(false);
    expect(document.querySelector('.x')!.innerHTML).toBe('<b>bold</b> text');
  });

  it('refuses changes that would break out of their rule or comment', () => {
    expect(visualChangeProblem({ selector: 'h1', kind: 'color', value: 'red' })).toBeNull();
    expect(visualChangeProblem({ selector: 'h1 { } body', kind: 'hide', value: '' })).toMatch(/braces/);
    expect(visualChangeProblem({ selector: 'h1', kind: 'color', value: 'red; display: none' })).toMatch(/one value/);
    expect(visualChangeProblem({ selector: 'h1', kind: 'css', value: 'color: red } body {' })).toMatch(/braces/);
    expect(visualChangeProblem({ selector: 'h1', kind: 'move', value: 'up' })).toMatch(/number of places/);
    expect(visualChangeProblem({ selector: ' ', kind: 'text', value: 'x' })).toMatch(/empty/);
  });
});

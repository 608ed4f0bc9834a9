import { describe, expect, it } from 'vitest';
import { ChangeList } from '../../../web/editor/change-list';

describe("the editor's list of changes", () => {
  it('replaces a change to the same element and kind in place, adds moves up, and undoes and redoes', () => {
    const list = new ChangeList([{ selector: 'h1', kind: 'text', value: 'A' }]);
    list.put('button', 'background', 'green');
    list.put('h1', 'text', 'B');
    expect(list.changes).toEqual([
      { selector: 'h1', kind: 'text', value: 'B' },
      { selector: 'button', kind: 'background', value: 'green' },
    ]);
    list.put('li', 'move', '-1');
    list.put('li', 'move', '-1');
    expect(list.changes[2]).toEqual({ selector: 'li', kind: 'move', value: '-2' });
    list.put('li', 'move', '1');
    list.put('li', 'move', '1');
    expect(list.changes).toHaveLength(2);

    list.undo();
    expect(list.changes[2]).toEqual({ selector: 'li', kind: 'move', value: '-1' });
    for (let i = 0; i < 4; i++) list.undo();
    expect(list.changes[0]).toEqual({ selector: 'h1', kind: 'text', value: 'A' });
    list.redo();
    expect(list.changes[0]).toEqual({ selector: 'h1', kind: 'text', value: 'B' });
    list.remove(0);
    expect(list.canRedo).toBe(false);
    expect(list.changes).toEqual([{ selector: 'button', kind: 'background', value: 'green' }]);
  });
});

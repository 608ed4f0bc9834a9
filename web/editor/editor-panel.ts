import {
  visualChangeLabels,
  visualChangeProblem,
  type VisualChangeKind,
} from '../../domain/ab-tests/visual-change-rules';
import { ChangeList } from './change-list';
import { h } from './dom';
import type { EditorApi, Opening } from './editor-api';
import { matches, Preview } from './preview';
import { selectorFor } from './selector';

/** The fields of the form, each a kind of change, in the order the panel shows them. */
const fieldKinds = ['text', 'html', 'color', 'background', 'fontSize', 'src', 'href', 'css'] as const;
type FieldKind = (typeof fieldKinds)[number];

/**
 * The editor's panel and its work on the page: picking an element (by pointer or keyboard), changing it through
 * labelled fields, the list of changes with undo and redo, and saving. Everything lives in `root`, a shadow root, except the preview's own style element and the changes it makes to the page.
 */
export function showEditor(root: ShadowRoot, host: HTMLElement, api: EditorApi, opening: Opening, appOrigin: string) {
  const list = new ChangeList(opening.variant.changes);
  const preview = new Preview(opening.variant.ownCss, opening.variant.ownJs);
  let selected: Element | null = null;
  let picking = false;
  let saved = list.changes;

  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const hover = h('div', { class: 'highlight', hidden: '' });
  const chosen = h('div', { class: 'highlight selected', hidden: '' });
  const pick = h('button', { type: 'button', 'aria-pressed': 'false' }, 'Select an element on the page');
  const selectorInput = h('input', { id: 'selector', autocomplete: 'off', spellcheck: 'false' });
  const matchCount = h('p', { class: 'muted', id: 'selector-matches' });
  selectorInput.setAttribute('aria-describedby', 'selector-matches selector-keys');
  const fields = Object.fromEntries(
    fieldKinds.map((kind) => {
      const multiline = kind === 'text' || kind === 'html' || kind === 'css';
      const input = multiline ? h('textarea', { id: `field-${kind}` }) : h('input', { id: `field-${kind}` });
      input.setAttribute('spellcheck', 'false');
      return [kind, input];
    }),
  ) as Record<FieldKind, HTMLInputElement | HTMLTextAreaElement>;
  const fieldRows = Object.fromEntries(
    fieldKinds.map((kind) => [
      kind,
      h('div', {}, h('label', { for: `field-${kind}` }, fieldLabel(kind)), fields[kind]),
    ]),
  ) as Record<FieldKind, HTMLDivElement>;
  let initial: Partial<Record<FieldKind, string>> = {};
  const form = h(
    'form',
    { 'aria-label': 'Change the element', hidden: '' },
    ...fieldKinds.map((kind) => fieldRows[kind]),
    h('button', { type: 'submit', class: 'primary' }, 'Apply changes'),
    action('Hide element', () => change('hide', '')),
    action('Move up', () => change('move', '-1')),
    action('Move down', () => change('move', '1')),
  );
  const changeItems = h('ol', { class: 'changes', 'aria-label': 'Changes' });
  const noChanges = h('p', { class: 'muted' }, 'No changes yet.');
  const undo = action('Undo', () => step('undo'));
  const redo = action('Redo', () => step('redo'));
  const save = action('Save to the variant', () => void saveChanges());
  save.className = 'primary';
  const back = h(
    'a',
    { href: `${appOrigin}/user/tests/${opening.test.id}/variant/${opening.variant.id}` },
    'Back to the variant in Splitpenny',
  );

  // The panel covers a side of the page: what lies under it is reached by moving the panel to the other side.
  const side = action('Move panel left', () => {
    const left = panel.classList.toggle('left');
    side.textContent = left ? 'Move panel right' : 'Move panel left';
    announce(left ? 'The panel is on the left.' : 'The panel is on the right.');
  });
  const panel = h(
    'aside',
    { class: 'panel', 'aria-label': 'Splitpenny visual editor' },
    h(
      'div',
      { class: 'header' },
      h('div', {}, h('h2', {}, 'Visual editor'), h('p', { class: 'muted' }, `Variant: ${opening.variant.name}`)),
      h('div', {}, action('Close editor', close), side),
    ),
    status,
    h('h3', {}, 'Element'),
    pick,
    h('label', { for: 'selector' }, 'Selector (CSS)'),
    selectorInput,
    matchCount,
    h(
      'p',
      { class: 'muted', id: 'selector-keys' },
      'Click an element while selecting (or Tab to it and press Enter), or type a selector. Keys: Alt+↑ parent, ' +
        'Alt+↓ first child, Alt+← and Alt+→ the elements beside it, Escape to stop selecting.',
    ),
    h(
      'div',
      { role: 'group', 'aria-label': 'Move the selection' },
      action('Parent', () => move('parent')),
      action('First child', () => move('child')),
      action('Previous', () => move('previous')),
      action('Next', () => move('next')),
    ),
    form,
    h('h3', {}, 'Changes'),
    noChanges,
    changeItems,
    h('div', {}, undo, redo),
    h('h3', {}, 'Save'),
    h(
      'p',
      { class: 'muted' },
      "Saving writes the changes into the variant's CSS and JavaScript, kept with your own code.",
    ),
    save,
    h('p', {}, back),
  );
  root.append(hover, chosen, panel);

  function action(label: string, run: () => void): HTMLButtonElement {
    const button = h('button', { type: 'button' }, label);
    button.addEventListener('click', run);
    return button;
  }

  function announce(message: string, problem = false): void {
    status.textContent = message;
    status.classList.toggle('problem', problem);
  }

  function ours(target: EventTarget | null): boolean {
    return target === host || (target instanceof Node && host.contains(target));
  }

  function place(box: HTMLElement, element: Element | null): void {
    if (!element || !element.isConnected) return void box.setAttribute('hidden', '');
    const rect = element.getBoundingClientRect();
    box.removeAttribute('hidden');
    Object.assign(box.style, {
      top: `${rect.top}px`,
      left: `${rect.left}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    });
  }

  function setPicking(on: boolean): void {
    picking = on;
    pick.setAttribute('aria-pressed', String(on));
    if (!on) hover.setAttribute('hidden', '');
    announce(on ? 'Selecting: point at an element and click it, or Tab to it and press Enter. Escape stops.' : '');
  }

  function select(element: Element | null, selector = element ? selectorFor(element) : ''): void {
    selected = element;
    selectorInput.value = selector;
    place(chosen, element);
    describeMatches();
    fill();
    if (element) announce(`Selected ${describe(element)}. Selector ${selector}.`);
  }

  function describeMatches(): void {
    const count = selectorInput.value ? matches(selectorInput.value).length : 0;
    matchCount.textContent = !selectorInput.value
      ? 'Nothing selected.'
      : count === 0
        ? 'Matches nothing on this page.'
        : count === 1
          ? 'Matches 1 element.'
          : `Matches ${count} elements: changes apply to each.`;
  }

  /** The form, filled with what the selected element shows now. */
  function fill(): void {
    form.hidden = !selected;
    if (!selected) return;
    const style = getComputedStyle(selected);
    const css = list.changes.find((c) => c.selector === selectorInput.value && c.kind === 'css')?.value ?? '';
    initial = {
      text: selected.textContent ?? '',
      html: selected.innerHTML,
      color: style.color,
      background: style.backgroundColor,
      fontSize: style.fontSize,
      src: selected.getAttribute('src') ?? '',
      href: selected.getAttribute('href') ?? '',
      css,
    };
    for (const kind of fieldKinds) fields[kind].value = initial[kind] ?? '';
    fieldRows.src.hidden = !selected.matches('img, source, video, iframe');
    fieldRows.href.hidden = !selected.matches('a, area');
  }

  function change(kind: VisualChangeKind, value: string): void {
    if (!selectorInput.value) return announce('Select an element first.', true);
    const problem = visualChangeProblem({ selector: selectorInput.value, kind, value });
    if (problem) return announce(problem, true);
    list.put(selectorInput.value, kind, value);
    render(`${visualChangeLabels[kind]} changed.`);
  }

  function render(message: string): void {
    preview.show(list.changes);
    const current = selectorInput.value ? matches(selectorInput.value)[0] : null;
    selected = current ?? null;
    place(chosen, selected);
    fill();
    listChanges();
    announce(message);
  }

  function listChanges(): void {
    changeItems.replaceChildren(
      ...list.changes.map((item, index) => {
        const value =
          item.kind === 'hide' ? '' : `: ${item.value.length > 60 ? `${item.value.slice(0, 60)}…` : item.value}`;
        const edit = action('Edit', () => {
          select(matches(item.selector)[0] ?? null, item.selector);
          fields[item.kind as FieldKind]?.focus();
        });
        edit.setAttribute('aria-label', `Edit change ${index + 1}`);
        const remove = action('Remove', () => {
          list.remove(index);
          render(`Change ${index + 1} removed.`);
        });
        remove.setAttribute('aria-label', `Remove change ${index + 1}`);
        return h(
          'li',
          {},
          `${visualChangeLabels[item.kind]}${value} `,
          h('code', {}, item.selector),
          ' ',
          edit,
          remove,
        );
      }),
    );
    noChanges.hidden = list.changes.length > 0;
    undo.disabled = !list.canUndo;
    redo.disabled = !list.canRedo;
    save.disabled = list.changes === saved;
  }

  function step(direction: 'undo' | 'redo'): void {
    list[direction]();
    render(direction === 'undo' ? 'Undone.' : 'Redone.');
  }

  function move(to: 'parent' | 'child' | 'previous' | 'next'): void {
    const from = selected;
    const next = !from
      ? document.body.firstElementChild
      : to === 'parent'
        ? from.parentElement
        : to === 'child'
          ? from.firstElementChild
          : to === 'previous'
            ? from.previousElementSibling
            : from.nextElementSibling;
    if (!next || next === document.documentElement || ours(next)) return announce('There is no element there.');
    select(next);
  }

  async function saveChanges(): Promise<void> {
    const changes = list.changes;
    save.disabled = true;
    announce('Saving…');
    const answer = await api.save(changes);
    if (!answer.ok) {
      save.disabled = false;
      return announce(answer.message, true);
    }
    saved = changes;
    listChanges();
    announce(`Saved ${changes.length} ${changes.length === 1 ? 'change' : 'changes'} to the variant's code.`);
  }

  function close(): void {
    if (list.changes !== saved && !confirm('Leave the editor without saving your changes?')) return;
    saved = list.changes;
    location.reload();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const changed = fieldKinds.filter((kind) => !fieldRows[kind].hidden && fields[kind].value !== initial[kind]);
    if (changed.length === 0) return announce('Nothing to apply: change a field first.');
    for (const kind of changed) {
      const problem = visualChangeProblem({ selector: selectorInput.value, kind, value: fields[kind].value });
      if (problem) return announce(problem, true);
    }
    for (const kind of changed) list.put(selectorInput.value, kind, fields[kind].value);
    render(`${changed.length === 1 ? '1 change' : `${changed.length} changes`} applied.`);
  });
  pick.addEventListener('click', () => setPicking(!picking));
  selectorInput.addEventListener('change', () => select(matches(selectorInput.value)[0] ?? null, selectorInput.value));
  root.addEventListener('keydown', (event) => {
    const key = event as KeyboardEvent;
    const arrows: Record<string, 'parent' | 'child' | 'previous' | 'next'> = {
      ArrowUp: 'parent',
      ArrowDown: 'child',
      ArrowLeft: 'previous',
      ArrowRight: 'next',
    };
    if (key.altKey && arrows[key.key]) {
      key.preventDefault();
      move(arrows[key.key]!);
    } else if (key.key === 'Escape') {
      if (picking) setPicking(false);
      else select(null);
    } else if ((key.ctrlKey || key.metaKey) && key.key.toLowerCase() === 'z' && !isTextField(key.target)) {
      key.preventDefault();
      step(key.shiftKey ? 'redo' : 'undo');
    }
  });
  // Picking: the page's own handlers never see the pointer while the owner chooses.
  document.addEventListener(
    'mousemove',
    (event) => {
      if (picking && !ours(event.target)) place(hover, event.target as Element);
    },
    true,
  );
  for (const type of ['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup'])
    document.addEventListener(
      type,
      (event) => {
        if (!picking || ours(event.target)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        if (type !== 'click') return;
        setPicking(false);
        select(event.target as Element);
        selectorInput.focus();
      },
      true,
    );
  // Picking by keyboard: Tab through the page's own controls, Enter picks the one with focus.
  document.addEventListener(
    'focusin',
    (event) => {
      if (picking && !ours(event.target)) place(hover, event.target as Element);
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (!picking || ours(event.target)) return;
      if (event.key === 'Escape') setPicking(false);
      if (event.key !== 'Enter' || !(event.target instanceof Element) || event.target === document.body) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setPicking(false);
      select(event.target);
      selectorInput.focus();
    },
    true,
  );
  addEventListener('scroll', () => place(chosen, selected), true);
  addEventListener('resize', () => place(chosen, selected));
  addEventListener('beforeunload', (event) => {
    if (list.changes !== saved) event.preventDefault();
  });

  render(
    list.changes.length ? `${list.changes.length} saved changes shown.` : 'Ready: select an element to change it.',
  );
  pick.focus();
}

function fieldLabel(kind: FieldKind): string {
  const labels: Record<FieldKind, string> = {
    text: 'Text',
    html: 'HTML',
    color: 'Text colour (any CSS colour)',
    background: 'Background colour',
    fontSize: 'Font size (like 18px or 1.2rem)',
    src: 'Image address',
    href: 'Link address',
    css: 'CSS for this element (declarations, like border: 0; margin: 4px)',
  };
  return labels[kind];
}

function describe(element: Element): string {
  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
  return `${element.localName}${text ? ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"` : ''}`;
}

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.matches('input, textarea');
}

import { cssKinds, visualChangeKinds, visualChangeLabels, type VisualChange } from './visual-change-rules';

/**
 * The variant's code written from the visual editor's changes: one marked block in its CSS (holding the list of
 * changes as data, so the editor can list them and change them again) and, for changes only JavaScript can make,
 * one marked block in its JS. Code the owner wrote outside the blocks is kept exactly as it is. The same changes
 * always give the same code.
 */

const start = '/* splitpenny:visual-editor';
const end = '/* /splitpenny:visual-editor */';
const listLine = ' * changes: ';

export interface VariantCode {
  readonly cssCode: string;
  readonly jsCode: string;
}

/** The variant's code with its visual editor blocks holding `changes` (and none when there are none). */
export function withVisualChanges(code: VariantCode, changes: readonly VisualChange[]): VariantCode {
  const css = changes.length === 0 ? '' : cssBlock(changes);
  const jsChanges = changes.some((change) => !cssKinds.has(change.kind));
  return {
    cssCode: replaceBlock(code.cssCode, css),
    jsCode: replaceBlock(code.jsCode, jsChanges ? jsBlock(changes) : ''),
  };
}

/** The changes listed in the CSS's visual editor block; none without one, or when its list cannot be read. */
export function visualChangesOf(cssCode: string): VisualChange[] {
  const block = blockOf(cssCode);
  const line = block?.split('\n').find((text) => text.startsWith(listLine));
  if (line === undefined) return [];
  try {
    const list: unknown = JSON.parse(line.slice(listLine.length));
    return Array.isArray(list) ? list.filter(isVisualChange) : [];
  } catch {
    return [];
  }
}

/** The code without its visual editor block: what the owner wrote. */
export function ownCode(code: string): string {
  return replaceBlock(code, '');
}

function isVisualChange(value: unknown): value is VisualChange {
  if (typeof value !== 'object' || value === null) return false;
  const { selector, kind, value: text } = value as Record<string, unknown>;
  return (
    typeof selector === 'string' && typeof text === 'string' && (visualChangeKinds as readonly unknown[]).includes(kind)
  );
}

function blockOf(code: string): string | null {
  const from = code.indexOf(start);
  if (from < 0) return null;
  const to = code.indexOf(end, from);
  return to < 0 ? null : code.slice(from, to + end.length);
}

/** Puts `block` where the old one was (or after the owner's code); an empty block removes the old one. */
function replaceBlock(code: string, block: string): string {
  const old = blockOf(code);
  if (old !== null) {
    if (block !== '') return code.replace(old, () => block);
    const [before = '', after = ''] = code.split(old);
    return joined(before.trimEnd(), after.trimStart());
  }
  return block === '' ? code : joined(code.trimEnd(), block);
}

function joined(first: string, second: string): string {
  const last = second.trimEnd();
  if (first === '') return last === '' ? '' : `${last}\n`;
  return last === '' ? `${first}\n` : `${first}\n\n${last}\n`;
}

/** The list as JSON that cannot end the comment it sits in: `*\/` is the same string to JSON. */
function listJson(changes: readonly VisualChange[]): string {
  const plain = changes.map(({ selector, kind, value }) => ({ selector, kind, value }));
  return JSON.stringify(plain).replaceAll('*/', '*\\/');
}

function cssBlock(changes: readonly VisualChange[]): string {
  const rules = changes.flatMap((change, index) => {
    const declarations = cssDeclarations(change);
    if (declarations === null) return [];
    return [
      `/* ${index + 1}. ${visualChangeLabels[change.kind]}: ${change.selector} */`,
      `${change.selector} {`,
      ...declarations.map((line) => `  ${line}`),
      '}',
    ];
  });
  return [
    start,
    " * Made in the visual editor: open it from the variant's page to change these. The list below is what it reads",
    ' * back; the rules (and the JavaScript block) are written from it. Code outside this block is kept as it is.',
    `${listLine}${listJson(changes)}`,
    ' */',
    ...rules,
    end,
  ].join('\n');
}

function cssDeclarations(change: VisualChange): string[] | null {
  switch (change.kind) {
    case 'color':
      return [`color: ${change.value.trim()} !important;`];
    case 'background':
      return [`background-color: ${change.value.trim()} !important;`];
    case 'fontSize':
      return [`font-size: ${change.value.trim()} !important;`];
    case 'hide':
      return ['display: none !important;'];
    case 'css':
      return change.value
        .split(';')
        .map((declaration) => declaration.trim())
        .filter((declaration) => declaration !== '')
        .map((declaration) => `${declaration};`);
    default:
      return null;
  }
}

function jsBlock(changes: readonly VisualChange[]): string {
  const steps = changes.flatMap((change, index) => {
    const body = jsChange(change);
    if (body === null) return [];
    return [
      `  // ${index + 1}. ${visualChangeLabels[change.kind]}: ${change.selector}`,
      `  each(${JSON.stringify(change.selector)}, function (el) {`,
      ...body.map((line) => `    ${line}`),
      '  });',
    ];
  });
  return [
    start,
    ' * Made in the visual editor (its list of changes is in the CSS block). It runs again each time the page',
    ' * re-renders or changes route, and writes only what differs, so it never fights the page.',
    ' */',
    '(function () {',
    '  function each(selector, change) {',
    '    var found = [];',
    '    try {',
    '      found = document.querySelectorAll(selector);',
    '    } catch (error) {',
    '      return;',
    '    }',
    '    for (var i = 0; i < found.length; i++) change(found[i]);',
    '  }',
    ...steps,
    '})();',
    end,
  ].join('\n');
}

function jsChange(change: VisualChange): string[] | null {
  const value = JSON.stringify(change.value);
  switch (change.kind) {
    case 'text':
      return [`if (el.textContent !== ${value}) el.textContent = ${value};`];
    case 'html':
      return [
        'var wanted = document.createElement("template");',
        `wanted.innerHTML = ${value};`,
        `if (el.innerHTML !== wanted.innerHTML) el.innerHTML = ${value};`,
      ];
    case 'src':
      return [
        `if (el.getAttribute("src") !== ${value}) el.setAttribute("src", ${value});`,
        'el.removeAttribute("srcset");',
      ];
    case 'href':
      return [`if (el.getAttribute("href") !== ${value}) el.setAttribute("href", ${value});`];
    case 'move': {
      const places = Number(change.value);
      const sibling = places < 0 ? 'previousElementSibling' : 'nextElementSibling';
      const put = places < 0 ? `el.${sibling}.before(el)` : `el.${sibling}.after(el)`;
      return [
        '// Moved once per element: a re-rendered page gives a new element, moved in its turn.',
        'if (el.hasAttribute("data-splitpenny-moved")) return;',
        'el.setAttribute("data-splitpenny-moved", "");',
        `for (var n = 0; n < ${Math.abs(places)} && el.${sibling}; n++) ${put};`,
      ];
    }
    default:
      return null;
  }
}

/**
 * One change made in the visual editor to the elements a CSS selector matches. The editor (web/editor) and the
 * server share this module: the editor bundles it to preview what it will save, the server checks every change
 * and writes the variant's code from them (visual-change-code-rules.ts). Plain data and small pure checks only.
 */
export const visualChangeKinds = [
  'text',
  'html',
  'color',
  'background',
  'fontSize',
  'hide',
  'src',
  'href',
  'move',
  'css',
] as const;

export type VisualChangeKind = (typeof visualChangeKinds)[number];

export interface VisualChange {
  readonly selector: string;
  readonly kind: VisualChangeKind;
  /** The new text, HTML, colour, size, address or CSS declarations; for `move`, the positions (-2 is two up); '' for `hide`. */
  readonly value: string;
}

/** What each kind changes, in the words the editor and the generated code's comments use. */
export const visualChangeLabels: Readonly<Record<VisualChangeKind, string>> = {
  text: 'Text',
  html: 'HTML',
  color: 'Text colour',
  background: 'Background colour',
  fontSize: 'Font size',
  hide: 'Hidden',
  src: 'Image address',
  href: 'Link address',
  move: 'Moved',
  css: 'CSS',
};

/** Kinds written as CSS rules; the others are JavaScript, which runs again each time the page re-renders. */
export const cssKinds: ReadonlySet<VisualChangeKind> = new Set(['color', 'background', 'fontSize', 'hide', 'css']);

export const visualChangeLimits = { changes: 200, selectorLength: 500, valueLength: 20_000 } as const;

/**
 * Why a change cannot be written into the variant's code, or null. Values go into CSS and into comments: nothing
 * may close the comment holding the list, or a rule, or start another one.
 */
export function visualChangeProblem(change: VisualChange): string | null {
  const { selector, kind, value } = change;
  if (selector.trim() === '') return 'Choose an element: the selector is empty.';
  if (selector.length > visualChangeLimits.selectorLength) return 'The selector is too long.';
  if (/[{}\n\r]|\*\/|\/\*/.test(selector))
    return `The selector "${selector}" may not hold braces, comments or line breaks.`;
  if (value.length > visualChangeLimits.valueLength)
    return `The ${visualChangeLabels[kind].toLowerCase()} is too long.`;
  if (kind === 'move' && !/^-?[1-9]\d{0,2}$/.test(value)) return 'A move is a number of places, like -1 or 2.';
  if (cssKinds.has(kind) && /[{}<]|\*\/|\/\*/.test(value)) {
    return `The ${visualChangeLabels[kind].toLowerCase()} may not hold braces, comments or "<".`;
  }
  if ((kind === 'color' || kind === 'background' || kind === 'fontSize') && /[;!]/.test(value)) {
    return `The ${visualChangeLabels[kind].toLowerCase()} is one value, without ";" or "!".`;
  }
  return null;
}

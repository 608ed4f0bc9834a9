import { cssKinds, type VisualChange } from '../../domain/ab-tests/visual-change-rules';
import { withVisualChanges } from '../../domain/ab-tests/visual-change-code-rules';

interface Snapshot {
  readonly element: Element;
  readonly html: string;
  readonly attributes: readonly (readonly [string, string])[];
  readonly parent: Node | null;
  readonly next: Node | null;
}

/**
 * The variant as visitors will get it, live on the page: the owner's own CSS and JS (run once, as the page loads),
 * then the changes, written into code exactly as saving writes them and run the same way. Before each showing, the
 * elements the last one changed are put back as they were, so undoing a change shows the page without it.
 */
export class Preview {
  private readonly style: HTMLStyleElement;
  private snapshots: Snapshot[] = [];

  constructor(
    private readonly ownCss: string,
    ownJs: string,
  ) {
    this.style = document.createElement('style');
    this.style.dataset.splitpennyEditor = '';
    document.head.append(this.style);
    if (ownJs.trim())
      try {
        new Function(ownJs)();
      } catch {
        // The owner's code failing here fails for visitors too: the code editor is where to fix it.
      }
  }

  show(changes: readonly VisualChange[]): void {
    this.restore();
    const code = withVisualChanges({ cssCode: this.ownCss, jsCode: '' }, changes);
    this.style.textContent = code.cssCode;
    const scripted = changes.filter((change) => !cssKinds.has(change.kind));
    for (const change of scripted) for (const element of matches(change.selector)) this.keep(element);
    if (code.jsCode)
      try {
        new Function(code.jsCode)();
      } catch {
        // A page whose Content-Security-Policy forbids it shows the CSS changes only, as visitors would see.
      }
  }

  private keep(element: Element): void {
    if (this.snapshots.some((snapshot) => snapshot.element === element)) return;
    this.snapshots.push({
      element,
      html: element.innerHTML,
      attributes: [...element.attributes].map((attribute) => [attribute.name, attribute.value] as const),
      parent: element.parentNode,
      next: element.nextSibling,
    });
  }

  private restore(): void {
    for (const { element, html, attributes, parent, next } of this.snapshots.reverse()) {
      if (parent && (element.parentNode !== parent || element.nextSibling !== next)) {
        parent.insertBefore(element, next && next.parentNode === parent ? next : null);
      }
      if (element.innerHTML !== html) element.innerHTML = html;
      for (const { name } of [...element.attributes]) element.removeAttribute(name);
      for (const [name, value] of attributes) element.setAttribute(name, value);
    }
    this.snapshots = [];
  }
}

export function matches(selector: string): Element[] {
  try {
    return [...document.querySelectorAll(selector)];
  } catch {
    return [];
  }
}

import type { VisualChange, VisualChangeKind } from '../../domain/ab-tests/visual-change-rules';

/**
 * The editor's list of changes with undo and redo: every edit makes a new list, and the lists before it are kept.
 * A change to what an earlier change already changes (the same element and kind) takes its place in the list, so
 * the list reads as what the variant does, not as a log; moves add up.
 */
export class ChangeList {
  private past: VisualChange[][] = [];
  private future: VisualChange[][] = [];

  constructor(private current: readonly VisualChange[]) {}

  get changes(): readonly VisualChange[] {
    return this.current;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Sets what `selector` gets for `kind`; a move of 0 places in all removes the move. */
  put(selector: string, kind: VisualChangeKind, value: string): void {
    const index = this.current.findIndex((change) => change.selector === selector && change.kind === kind);
    let next = [...this.current];
    if (kind === 'move') value = String((index >= 0 ? Number(this.current[index]!.value) : 0) + Number(value));
    if (kind === 'move' && value === '0') next = next.filter((_, i) => i !== index);
    else if (index >= 0) next[index] = { selector, kind, value };
    else next.push({ selector, kind, value });
    this.replace(next);
  }

  remove(index: number): void {
    this.replace(this.current.filter((_, i) => i !== index));
  }

  undo(): void {
    const previous = this.past.pop();
    if (!previous) return;
    this.future.push([...this.current]);
    this.current = previous;
  }

  redo(): void {
    const next = this.future.pop();
    if (!next) return;
    this.past.push([...this.current]);
    this.current = next;
  }

  private replace(next: VisualChange[]): void {
    this.past.push([...this.current]);
    this.future = [];
    this.current = next;
  }
}

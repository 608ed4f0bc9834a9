/**
 * Text every free-text field must be able to store. PostgreSQL's text type cannot hold a NUL character (the insert
 * fails), and a lone UTF-16 surrogate (half of a pair, e.g. "\ud800" in JSON) has no UTF-8 form, so it would be
 * silently replaced on the way to the database. Both are refused at the edges instead, naming the field.
 */
export type TextProblem = 'nul' | 'lone-surrogate';

// With the `u` flag a well-formed surrogate pair is one code point, so \p{Cs} matches only a lone half.
const unstorable = /\0|\p{Cs}/u;

export function textProblem(text: string): TextProblem | null {
  const found = unstorable.exec(text);
  if (found === null) return null;
  return found[0] === '\0' ? 'nul' : 'lone-surrogate';
}

export function textProblemMessage(field: string, problem: TextProblem): string {
  switch (problem) {
    case 'nul':
      return `${field} contains a NUL character (\\u0000), which cannot be stored`;
    case 'lone-surrogate':
      return `${field} contains an unpaired UTF-16 surrogate, which is not valid Unicode text`;
    default: {
      const unknown: never = problem;
      return unknown;
    }
  }
}

type Path = readonly (string | number)[];

/** A place in the walked value; its path is only spelled out when a problem is found there. */
interface Place {
  readonly value: unknown;
  readonly key: string | number | null;
  readonly parent: Place | null;
}

/**
 * The first unstorable string anywhere in a parsed JSON value (keys included), with its path (`variants.0.cssCode`).
 * It walks with its own stack rather than recursing: a request body may nest arrays thousands of levels deep.
 */
export function findTextProblem(value: unknown, path: Path = []): { path: Path; problem: TextProblem } | null {
  const pending: Place[] = [{ value, key: null, parent: null }];
  for (let place = pending.pop(); place !== undefined; place = pending.pop()) {
    const current = place.value;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem !== null) return { path: [...path, ...pathOf(place)], problem };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push({ value: current[index], key: index, parent: place });
      }
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current).reverse()) {
        const keyProblem = textProblem(key);
        const child: Place = { value: item, key, parent: place };
        if (keyProblem !== null) return { path: [...path, ...pathOf(child)], problem: keyProblem };
        pending.push(child);
      }
    }
  }
  return null;
}

function pathOf(place: Place): Path {
  const keys: (string | number)[] = [];
  for (let at: Place | null = place; at !== null; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.reverse();
}

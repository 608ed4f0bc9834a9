import type { VisualChange } from '../../domain/ab-tests/visual-change-rules';

/** What opening the editor gives (application/workspace/visual-editor/open-visual-editor.ts). */
export interface Opening {
  readonly siteOrigin: string;
  readonly test: { readonly id: string; readonly name: string; readonly pageUrl: string };
  readonly variant: {
    readonly id: string;
    readonly name: string;
    readonly ownCss: string;
    readonly ownJs: string;
    readonly changes: readonly VisualChange[];
  };
}

export type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const unreachable =
  "Splitpenny could not be reached, or refused this page: the editor opens only on the test's own website.";

/**
 * The editor's calls to the app, made without cookies: the owner's session with the app never travels with them,
 * and the credential lives only in this closure, never in the site's storage.
 */
export function editorApi(appOrigin: string) {
  let credential = '';

  async function call<T>(method: string, path: string, body: unknown): Promise<Answer<T>> {
    try {
      const response = await fetch(`${appOrigin}/api/editor/${path}`, {
        method,
        credentials: 'omit',
        headers: {
          'content-type': 'application/json',
          ...(credential ? { authorization: `Bearer ${credential}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as T & { message?: string };
      return response.ok ? { ok: true, value: answer } : { ok: false, message: answer.message ?? unreachable };
    } catch {
      return { ok: false, message: unreachable };
    }
  }

  return {
    async open(token: string): Promise<Answer<Opening>> {
      const answer = await call<Opening & { credential: string }>('POST', 'session', { token });
      if (!answer.ok) return answer;
      const { credential: given, ...opening } = answer.value;
      credential = given;
      return { ok: true, value: opening };
    },
    save(changes: readonly VisualChange[]): Promise<Answer<{ cssCode: string; jsCode: string }>> {
      return call('PUT', 'variant', { changes });
    },
  };
}

export type EditorApi = ReturnType<typeof editorApi>;

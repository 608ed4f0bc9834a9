import { lazy, Suspense, useId } from 'react';
import type { CodeLanguage } from './code-language';
import '../../styles/tests.css';

// CodeMirror is bundled with the app (never fetched from a CDN at run time) but split into chunks of its own, so
// the screens load before it and only screens with an editor pay for it.
const editors = {
  css: lazy(() => import('./css-editor')),
  javascript: lazy(() => import('./javascript-editor')),
} satisfies Record<CodeLanguage, unknown>;

export interface CodeEditorProps {
  readonly label: string;
  readonly language: CodeLanguage;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly hint?: string;
  readonly error?: string | undefined;
}

/**
 * A labelled code editor with a hint and its error underneath, like TextField. The code is only edited as text:
 * nothing here runs it. The label, hint and error are tied to the editable area for screen readers.
 */
export function CodeEditor({ label, language, value, onChange, onBlur, hint, error }: CodeEditorProps) {
  const Editor = editors[language];
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const keysId = `${id}-keys`;
  const describedBy = [hint === undefined ? null : hintId, keysId, error === undefined ? null : errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field code-editor${error === undefined ? '' : ' field--invalid'}`}>
      <span className="field__label" id={labelId}>
        {label}
      </span>
      {hint !== undefined && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <p className="visually-hidden" id={keysId}>
        Tab moves to the next field; Ctrl+] indents a line and Ctrl+[ outdents it (⌘ on a Mac).
      </p>
      <Suspense fallback={<div className="code-editor__loading">Loading the editor…</div>}>
        <Editor
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          labelledBy={labelId}
          describedBy={describedBy}
          invalid={error !== undefined}
        />
      </Suspense>
      {error !== undefined && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

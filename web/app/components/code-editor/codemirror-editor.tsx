import CodeMirror, { EditorView, type Extension } from '@uiw/react-codemirror';
import { useMemo } from 'react';

export interface CodeMirrorEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: (() => void) | undefined;
  readonly labelledBy: string;
  readonly describedBy: string;
  readonly invalid: boolean;
}

/** The CodeMirror part of CodeEditor, shared by the CSS and JavaScript editors, each loaded on demand. */
export function CodeMirrorEditor({
  language,
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
}: CodeMirrorEditorProps & { language: Extension }) {
  const extensions = useMemo(
    () => [
      language,
      EditorView.lineWrapping,
      // The editable area is the textbox screen readers and tests find, so it carries the label and description.
      EditorView.contentAttributes.of({
        'aria-labelledby': labelledBy,
        'aria-describedby': describedBy,
        'aria-invalid': String(invalid),
      }),
    ],
    [language, labelledBy, describedBy, invalid],
  );
  return (
    <CodeMirror
      className="code-editor__area"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      extensions={extensions}
      minHeight="8rem"
      maxHeight="24rem"
      // Tab must leave the editor so keyboard users are not trapped in it (WCAG 2.1.2).
      indentWithTab={false}
      basicSetup={{ foldGutter: false, highlightActiveLine: false }}
    />
  );
}

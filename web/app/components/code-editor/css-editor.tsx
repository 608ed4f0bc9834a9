import { css } from '@codemirror/lang-css';
import { CodeMirrorEditor, type CodeMirrorEditorProps } from './codemirror-editor';

// Made once: a new language extension on every render would make CodeMirror reconfigure each time.
const language = css();

/** CodeMirror with CSS highlighting and completion; its own chunk, so a JS-only screen does not load it. */
export default function CssEditor(props: CodeMirrorEditorProps) {
  return <CodeMirrorEditor {...props} language={language} />;
}

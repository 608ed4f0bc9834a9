import { javascript } from '@codemirror/lang-javascript';
import { CodeMirrorEditor, type CodeMirrorEditorProps } from './codemirror-editor';

// Made once: a new language extension on every render would make CodeMirror reconfigure each time.
const language = javascript();

/** CodeMirror with JavaScript highlighting; its own chunk, apart from the CSS one. */
export default function JavascriptEditor(props: CodeMirrorEditorProps) {
  return <CodeMirrorEditor {...props} language={language} />;
}

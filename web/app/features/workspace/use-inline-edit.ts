import { useEffect, useRef, useState } from 'react';

/**
 * A table row that turns into its own edit form. When the form closes (saved or cancelled), focus goes back to
 * the row's Edit button, so a keyboard user carries on where they were.
 */
export function useInlineEdit() {
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (!editing && wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return {
    editing,
    editButtonRef,
    startEditing: () => setEditing(true),
    stopEditing: () => setEditing(false),
  };
}

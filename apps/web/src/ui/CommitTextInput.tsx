import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Edits locally and saves once, on blur or Enter, so typing a name does not send a PATCH per key. A fresh
 * `value` from the server replaces the text only when the user has not typed since the last save: a list
 * fetched again in the middle of typing must not eat the typing.
 */
export function CommitTextInput({ value, onCommit, ...props }: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onCommit: (v: string) => void }) {
  const [draft, setDraft] = useState(value);
  // what was last saved, not the `value` shown: until a save comes back from the server, `value` is the old
  // text, and typing that old text back in that moment must still be saved
  const [saved, setSaved] = useState(value);
  const [source, setSource] = useState(value);
  if (source !== value) {
    setSource(value);
    setSaved(value);
    if (draft === saved) setDraft(value);
  }
  const commit = () => {
    if (draft === saved) return;
    setSaved(draft);
    onCommit(draft);
  };
  return (
    <TextInput
      {...props}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

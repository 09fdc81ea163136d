import { TextInput, type TextInputProps } from '@mantine/core';
import { useDerivedState } from './useDerivedState';

/** Edits locally and saves once, on blur or Enter, so typing a name does not send a PATCH per key. */
export function CommitTextInput({ value, onCommit, ...props }: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onCommit: (v: string) => void }) {
  const [draft, setDraft] = useDerivedState(value, (v) => v);
  const commit = () => {
    if (draft !== value) onCommit(draft);
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

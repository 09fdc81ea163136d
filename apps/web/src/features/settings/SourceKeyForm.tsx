import { Button, Group, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodValidate } from '../../ui/form/zodValidate';
import { serverFieldErrors } from '../../ui/form/serverFieldErrors';

interface KeyForm {
  apiKey: string;
}

/** The texts of one source's key form, in the reader's language. */
interface KeyTexts {
  key: string;
  save: string;
  remove: string;
  keyShort: (minimum: string) => string;
}

/**
 * Enter or remove a company's key for an online source, checked by the route's body schema (contracts) before
 * it is sent. The typed key is cleared once the server has it, or once the stored one is removed.
 */
export function SourceKeyForm<A>({ schema, texts, stored, disabled, save }: { schema: z.ZodType; texts: KeyTexts; stored: boolean; disabled: boolean; save: UseMutationResult<A, Error, string | null> }) {
  const { t } = useTranslation();
  const checkContract = zodValidate<KeyForm>(schema, t);
  const validate = (v: KeyForm) => {
    // "at least 8" alone does not say of what: a short key gets a sentence of its own
    const short = schema.safeParse(v).error?.issues.find((i) => i.code === 'too_small');
    return short?.code === 'too_small' ? { apiKey: texts.keyShort(String(short.minimum)) } : checkContract(v);
  };
  const form = useForm<KeyForm>({ initialValues: { apiKey: '' }, validate });
  const send = (apiKey: string | null) =>
    save.mutate(apiKey, {
      onSuccess: () => form.reset(),
      onError: (e) => form.setErrors((errors) => ({ ...errors, ...serverFieldErrors(e, (p) => (p === 'apiKey' ? p : null)) })),
    });
  return (
    <form onSubmit={form.onSubmit((v) => send(v.apiKey.trim()))} noValidate>
      <Group align="flex-end" gap="xs">
        <PasswordInput label={texts.key} {...form.getInputProps('apiKey')} disabled={disabled} style={{ flex: 1 }} autoComplete="off" />
        <Button type="submit" disabled={disabled} loading={save.isPending}>
          {texts.save}
        </Button>
        {stored && (
          <Button variant="subtle" color="red" onClick={() => send(null)} disabled={disabled}>
            {texts.remove}
          </Button>
        )}
      </Group>
    </form>
  );
}

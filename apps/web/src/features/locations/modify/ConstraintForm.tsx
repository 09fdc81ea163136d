import { Button, Group, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { constraintOperators, constraintTypes } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../../../ui/SaveStatus';
import { SIGN } from './constraintColumns';

/** A constraint as the form holds it (the value as typed). */
export interface ConstraintDraft {
  name: string;
  type: (typeof constraintTypes)[number];
  operator: (typeof constraintOperators)[number];
  value: number | string;
}

/**
 * The form under the constraints: add one, save the one being edited by hand, or add the hand row that replaces a
 * derived one (its kind fixed: the same quantity) (or cancel); beside it the button
 * that fetches the zoning's constraints again, what that found, and the state of the last save.
 */
export function ConstraintForm({
  mf,
  editing,
  replacing,
  onSubmit,
  onCancel,
  refreshing,
  onRefresh,
  refreshed,
  last,
}: {
  mf: UseFormReturnType<ConstraintDraft>;
  editing: boolean;
  /** the name of the derived constraint being replaced, null when not replacing */
  replacing: string | null;
  onSubmit: (draft: ConstraintDraft) => void;
  onCancel: () => void;
  refreshing: boolean;
  onRefresh: () => void;
  /** what the last refresh found, null before one */
  refreshed: string | null;
  last: { status: 'idle' | 'pending' | 'success' | 'error'; error: unknown } | undefined;
}) {
  const { t, i18n } = useTranslation();
  const title =
    replacing !== null
      ? t('locationModify.constraints.replaceTitle', { name: replacing })
      : editing
        ? t('locationModify.constraints.editTitle')
        : t('locationModify.constraints.add');
  return (
    <form onSubmit={mf.onSubmit(onSubmit)} noValidate aria-label={title} data-testid="constraint-form">
      {replacing !== null && (
        <Text size="sm" fw={600} mb="xs">
          {title}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <TextInput
          label={t('locationModify.constraints.name')}
          name="constraint-name"
          required
          maxLength={500}
          {...mf.getInputProps('name')}
        />
        <Select
          label={t('locationModify.constraints.type')}
          name="constraint-type"
          allowDeselect={false}
          disabled={replacing !== null}
          data={constraintTypes.map((k) => ({
            value: k,
            label: t(`locationModify.constraintTypes.${k}`),
          }))}
          {...mf.getInputProps('type')}
        />
        <Select
          label={t('locationModify.constraints.operator')}
          name="constraint-operator"
          allowDeselect={false}
          data={constraintOperators.map((k) => ({
            value: k,
            label: `${SIGN[k]} ${t(`locationModify.operators.${k}`)}`,
          }))}
          {...mf.getInputProps('operator')}
        />
        <NumberInput
          label={t('locationModify.constraints.value')}
          name="constraint-value"
          decimalSeparator={i18n.language === 'nl' ? ',' : '.'}
          {...mf.getInputProps('value')}
        />
      </SimpleGrid>
      <Group mt="sm">
        <Button type="submit" variant="default">
          {editing || replacing !== null ? t('locationModify.constraints.saveHand') : t('locationModify.constraints.add')}
        </Button>
        {(editing || replacing !== null) && (
          <Button variant="subtle" onClick={onCancel}>
            {t('locationModify.conflict.cancel')}
          </Button>
        )}
        <Button variant="subtle" loading={refreshing} onClick={onRefresh} data-testid="constraints-refresh">
          {t('locationModify.constraints.refresh')}
        </Button>
        {refreshed !== null && <Text size="sm">{refreshed}</Text>}
        {last && <SaveStatus state={last.status} error={last.error} />}
      </Group>
    </form>
  );
}

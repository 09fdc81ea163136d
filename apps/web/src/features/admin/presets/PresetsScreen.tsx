import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultsOf, presets as presetEntity, type GlobalPreset, type GlobalPresetsResponse } from '@plotwise/contracts';
import { formatDate } from '../../../lib/format';
import { ORDER_STEP } from '../../../lib/order';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { UnsavedChangesGuard } from '../../../app/UnsavedChangesGuard';
import { AdminFrame, LoadFailed, Loading, staffScreen } from '../../../ui/AdminFrame';
import { GlobalPresetEditor, newPresetUnit } from './GlobalPresetEditor';
import { useGlobalPresetChanges, useGlobalPresets } from './presetsApi';

const { companyCfgId: _cfg, ...presetDefaults } = defaultsOf(presetEntity);
const newPreset = (order: number, name: string, unitName: string): GlobalPreset => ({
  ...(presetDefaults as Omit<GlobalPreset, 'units' | 'towers'>),
  name,
  order,
  units: [newPresetUnit(ORDER_STEP, unitName)],
  towers: [],
});

function Editor({ answer }: { answer: GlobalPresetsResponse }) {
  const { t, i18n } = useTranslation();
  const { save, reset } = useGlobalPresetChanges();
  const [list, setList] = useState(answer.presets);
  const [confirmReset, setConfirmReset] = useState(false);
  const saved = useMemo(() => JSON.stringify(answer.presets), [answer.presets]);
  const dirty = JSON.stringify(list) !== saved || !answer.stored;

  return (
    <Stack gap="md">
      <UnsavedChangesGuard dirty={JSON.stringify(list) !== saved} />
      {answer.stored ? (
        <Text size="sm" data-testid="presets-state" data-stored="true">
          {t('adminPresets.stored', { date: formatDate(answer.updatedAt, i18n.language, true) })}
        </Text>
      ) : (
        <Alert color="yellow" data-testid="presets-state" data-stored="false">
          {t('adminPresets.notStored')}
        </Alert>
      )}
      {list.map((p, i) => (
        <GlobalPresetEditor key={i} preset={p} index={i} onChange={(next) => setList(list.map((x, j) => (j === i ? next : x)))} onRemove={() => setList(list.filter((_, j) => j !== i))} />
      ))}
      {save.isError && (
        <Alert color="red" role="alert" title={t('adminPresets.refused')} data-testid="presets-error">
          {(save.error as Error).message}
        </Alert>
      )}
      <Group gap="xs">
        <Button variant="light" onClick={() => setList([...list, newPreset((list.length + 1) * ORDER_STEP, `${t('adminPresets.newPreset')} ${list.length + 1}`, t('adminPresets.newUnit'))])}>
          {t('settings.parameters.addPreset')}
        </Button>
        <Button onClick={() => save.mutate(list, { onSuccess: (a) => setList(a.presets) })} loading={save.isPending} disabled={!dirty} data-testid="presets-save">
          {t('common.save')}
        </Button>
        <Button variant="default" color="red" onClick={() => setConfirmReset(true)} data-testid="presets-reset">
          {t('adminPresets.reset')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirmReset}
        title={t('adminPresets.resetTitle')}
        body={t('adminPresets.resetBody')}
        confirmLabel={t('adminPresets.reset')}
        danger
        pending={reset.isPending}
        error={reset.isError ? (reset.error as Error).message : undefined}
        onClose={() => setConfirmReset(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: (a) => {
              setList(a.presets);
              setConfirmReset(false);
            },
          })
        }
      />
    </Stack>
  );
}

/** /admin/presets: the global presets (units and towers) new companies start from, with a reset to the spec defaults. */
function PresetsScreen() {
  const { t } = useTranslation();
  const presets = useGlobalPresets();
  return (
    <AdminFrame screen="admin.presets" intro={t('adminPresets.intro')}>
      {presets.isPending ? <Loading /> : presets.isError ? <LoadFailed error={presets.error} onRetry={() => void presets.refetch()} /> : <Editor answer={presets.data} />}
    </AdminFrame>
  );
}

export default staffScreen('admin.presets', PresetsScreen);

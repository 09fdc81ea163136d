import { Alert, Anchor, Button, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LayerPanel } from '../map/LayerPanel';
import type { LayerState } from '../map/layerState';
import { FilterEditor } from './FilterEditor';
import { FilterEditorContext, type FilterEditorContextValue } from './filterEditorContext';
import type { FilterDraft } from './filterDrafts';
import { QueryList } from './QueryList';

/**
 * The side tabs of the opportunities workspace: the filter editor (once the catalogue and the saved query are
 * loaded, else why not), the saved queries, and the map's layers.
 */
export function WorkspaceTabs({
  queryId,
  status,
  onRetry,
  noPlots,
  editor,
  drafts,
  onAdd,
  layers,
  onLayers,
  unavailableLayers,
}: {
  queryId?: number;
  status: 'notFound' | 'failed' | 'loading' | 'ready';
  onRetry: () => void;
  /** the index has no plots yet (nothing imported) */
  noPlots: boolean;
  editor: FilterEditorContextValue;
  drafts: FilterDraft[];
  onAdd: (key: string) => void;
  layers: LayerState;
  onLayers: (layers: LayerState) => void;
  /** layers whose online source fails now (useMapWorkspace) */
  unavailableLayers: readonly string[];
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('filters');
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false} style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Tabs.List grow>
        <Tabs.Tab value="filters" data-testid="tab-filters">
          {t('opportunities.tabs.filters')}
        </Tabs.Tab>
        <Tabs.Tab value="queries" data-testid="tab-queries">
          {t('opportunities.tabs.queries')}
        </Tabs.Tab>
        <Tabs.Tab value="layers">{t('opportunities.tabs.layers')}</Tabs.Tab>
      </Tabs.List>
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: 'var(--mantine-spacing-sm)' }}>
        <Tabs.Panel value="filters">
          {status === 'notFound' ? (
            <Alert color="red" variant="light" role="alert">
              <Text size="sm">{t('opportunities.builder.notFound')}</Text>
              <Anchor component={Link} to="/opportunities" size="sm">
                {t('opportunities.builder.toList')}
              </Anchor>
            </Alert>
          ) : status === 'failed' ? (
            <Alert color="red" variant="light" role="alert">
              <Text size="sm">{t('opportunities.builder.loadFailed')}</Text>
              <Button size="compact-xs" variant="light" mt={4} onClick={onRetry}>
                {t('opportunities.retry')}
              </Button>
            </Alert>
          ) : status === 'loading' ? (
            <Group gap="xs" aria-busy="true">
              <Loader size="xs" />
              <Text size="sm">{t('opportunities.builder.loading')}</Text>
            </Group>
          ) : (
            <Stack gap="sm">
              {noPlots && (
                <Alert color="yellow" variant="light">
                  <Text size="sm">{t('opportunities.builder.noPlots')}</Text>
                </Alert>
              )}
              <FilterEditorContext.Provider value={editor}>
                <FilterEditor drafts={drafts} onAdd={onAdd} />
              </FilterEditorContext.Provider>
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="queries">
          <QueryList activeId={queryId} readOnly={editor.readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="layers">
          <LayerPanel state={layers} onChange={onLayers} unavailable={unavailableLayers} />
        </Tabs.Panel>
      </div>
    </Tabs>
  );
}

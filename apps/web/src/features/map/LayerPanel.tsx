import { Accordion, Badge, Group, Radio, Slider, Stack, Switch, Text } from '@mantine/core';
import type { LayerDefinition, LayerGroup } from '@plotwise/contracts/layers/layerDefinition';
import { useTranslation } from 'react-i18next';
import { BASE_LAYERS, DATA_LAYERS, setBaseLayer, setLayerOpacity, setResolution, toggleLayer, type LayerState } from './layerState';
import { MAP_RESOLUTIONS, softwareRenderingSeen, type MapResolution } from './mapResolution';

const GROUPS: LayerGroup[] = ['user', 'cadastre', 'buildings', 'zoning', 'statistics', 'environment', 'infrastructure', 'economy'];

function Legend({ def, lang }: { def: LayerDefinition; lang: 'nl' | 'en' }) {
  if (!def.legend.length) return null;
  return (
    <Stack gap={2} pl="xs">
      {def.legend.map((item) => (
        <Group key={item.label.en} gap={6} wrap="nowrap">
          <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, background: item.color, border: '1px solid rgba(0,0,0,.25)', flex: 'none' }} />
          <Text size="xs">{item.label[lang]}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/** How sharp the map is drawn; `auto` says what it chose on this computer. */
function ResolutionChoice({ state, onChange }: { state: LayerState; onChange: (s: LayerState) => void }) {
  const { t } = useTranslation();
  const software = softwareRenderingSeen();
  return (
    <Radio.Group
      label={t('map.layers.resolution')}
      description={software === null ? undefined : t(software ? 'map.layers.resolutionSoftware' : 'map.layers.resolutionHardware')}
      value={state.resolution}
      onChange={(v) => onChange(setResolution(state, v as MapResolution))}
      data-testid="map-resolution"
    >
      <Group gap="sm" mt={4}>
        {MAP_RESOLUTIONS.map((r) => (
          <Radio key={r} value={r} label={t(`map.layers.resolutions.${r}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * Base map choice and the data layers by group: toggles, opacity, legend (spec section 2, map layers). `unavailable`:
 * layers whose online source fails now, marked so the user does not read an empty map as "nothing here".
 */
export function LayerPanel({ state, onChange, unavailable = [] }: { state: LayerState; onChange: (s: LayerState) => void; unavailable?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'nl' ? 'nl' : 'en';
  const byGroup = (g: LayerGroup) => DATA_LAYERS.filter((l) => l.group === g).sort((a, b) => a.order - b.order);
  return (
    <Stack gap="sm">
      {/* our own base map first (the catalogue's order), the online ones marked, no base map last */}
      <Radio.Group label={t('map.layers.baseMap')} value={state.base} onChange={(v) => onChange(setBaseLayer(state, v))}>
        <Stack gap={4} mt={4}>
          {BASE_LAYERS.map((l) => (
            <Radio
              key={l.id}
              value={l.id}
              label={
                l.needsInternet ? (
                  <Group gap={6} wrap="nowrap">
                    {l.name[lang]}
                    <Badge size="xs" variant="light" color="gray" title={t('map.layers.needsInternetHint')}>
                      {t('map.layers.online')}
                    </Badge>
                  </Group>
                ) : (
                  l.name[lang]
                )
              }
            />
          ))}
          <Radio value="none" label={t('map.layers.noBaseMap')} />
        </Stack>
      </Radio.Group>
      <Accordion multiple defaultValue={['user', 'cadastre', 'buildings']} variant="contained">
        {GROUPS.map((g) => (
          <Accordion.Item key={g} value={g}>
            <Accordion.Control>{t(`map.groups.${g}`)}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {byGroup(g).map((l) => (
                  <Stack key={l.id} gap={4}>
                    <Group justify="space-between" wrap="nowrap">
                      <Switch size="xs" label={l.name[lang]} checked={!!state.visible[l.id]} onChange={(e) => onChange(toggleLayer(state, l.id, e.currentTarget.checked))} />
                      {l.needsInternet && !unavailable.includes(l.id) && (
                        <Badge size="xs" variant="light" color="gray" title={t('map.layers.needsInternetHint')}>
                          {t('map.layers.online')}
                        </Badge>
                      )}
                      {unavailable.includes(l.id) && (
                        <Badge size="xs" variant="light" color="red" data-testid={`layer-unavailable-${l.id}`}>
                          {t('map.layers.unavailable')}
                        </Badge>
                      )}
                    </Group>
                    {unavailable.includes(l.id) && (
                      <Text size="xs" c="red.8">
                        {t('map.layers.unavailableHint')}
                      </Text>
                    )}
                    {state.visible[l.id] && (
                      <>
                        <Slider
                          size="xs"
                          min={0}
                          max={1}
                          step={0.05}
                          value={state.opacity[l.id] ?? l.opacity}
                          onChange={(v) => onChange(setLayerOpacity(state, l.id, v))}
                          label={(v) => `${Math.round(v * 100)}%`}
                          thumbLabel={t('map.layers.opacityOf', { name: l.name[lang] })}
                        />
                        <Legend def={l} lang={lang} />
                      </>
                    )}
                  </Stack>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <ResolutionChoice state={state} onChange={onChange} />
    </Stack>
  );
}

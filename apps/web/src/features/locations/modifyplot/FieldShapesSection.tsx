import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatArea, formatLength } from '../../../lib/format';
import type { EditTarget } from '../../map/editShape';
import type { geometryFields } from './fieldShapes';
import { geometryMeasures } from './siteShapes';

/**
 * The location's geometry custom fields on the site screen: each one's drawn area (outlined on the map), to draw,
 * edit or remove when the field may be changed here. Nothing when the company has no geometry field.
 */
export function FieldShapesSection({
  fields,
  onDraw,
  onEdit,
  onRemove,
}: {
  fields: ReturnType<typeof geometryFields>;
  onDraw: (fieldId: number) => void;
  onEdit: (target: EditTarget) => void;
  onRemove: (fieldId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (fields.length === 0) return null;
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {t('modifyPlot.fields.title')}
      </Title>
      {fields.map((f) => {
        const m = f.geometry ? geometryMeasures(f.geometry) : null;
        return (
          <Stack key={f.id} gap={2} data-testid="field-shape" data-field={f.id}>
            <Text size="sm" fw={600}>
              {f.name}
            </Text>
            <Text size="sm" c={m ? undefined : 'dimmed'} data-testid="field-shape-facts">
              {m ? `${formatArea(m.areaSquareMeters, lang, { hectares: false })} · ${formatLength(m.perimeterMeters, lang)}` : t('modifyPlot.fields.notDrawn')}
            </Text>
            {f.editable && (
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => onDraw(f.id)} aria-label={`${t(m ? 'modifyPlot.redrawBuildable' : 'modifyPlot.fields.draw')}: ${f.name}`}>
                  {t(m ? 'modifyPlot.redrawBuildable' : 'modifyPlot.fields.draw')}
                </Button>
                {m && (
                  <>
                    <Button size="xs" variant="light" onClick={() => onEdit({ kind: 'field', fieldId: f.id })} aria-label={`${t('modifyPlot.edit.start')}: ${f.name}`}>
                      {t('modifyPlot.edit.start')}
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(f.id)} aria-label={`${t('modifyPlot.removeBuildable')}: ${f.name}`}>
                      {t('modifyPlot.removeBuildable')}
                    </Button>
                  </>
                )}
              </Group>
            )}
          </Stack>
        );
      })}
    </>
  );
}

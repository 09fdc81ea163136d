import { Select, Stack, Text } from '@mantine/core';
import { renderFloorSvg, type GeneratorResult } from '@plotwise/core/generator/index';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planLabelWords } from '../generator/planSpaceWords';

const PLAN_MEASURE = 'building-edit-to-plan';

/**
 * The generated building as a floor plan (core renderFloorSvg) with a floor picker. Each new result is
 * drawn, and the time from the edit (mark `building-edit`) to the drawn plan is measured.
 */
export function BuildingPlan({ result }: { result: GeneratorResult }) {
  const { t } = useTranslation();
  const floors = result.model.children.floors;
  const [picked, setPicked] = useState(0);
  const floor = Math.min(picked, Math.max(0, floors.length - 1));
  const svg = useMemo(
    () =>
      floors.length
        ? renderFloorSvg(result.model, floor, { scale: 6, context: true, spaceWords: planLabelWords(t) }).replace(
            / width="[\d.]+" height="[\d.]+"(?= viewBox)/,
            ' width="100%"',
          )
        : '',
    [result, floor, floors.length, t],
  );
  useEffect(() => {
    if (performance.getEntriesByName('building-edit', 'mark').length === 0) return;
    const frame = requestAnimationFrame(() => {
      performance.measure(PLAN_MEASURE, 'building-edit');
      performance.clearMarks('building-edit');
    });
    return () => cancelAnimationFrame(frame);
  }, [svg]);
  return (
    <Stack gap="xs">
      <Select
        label={t('buildingEditor.floor')}
        data={floors.map((f, i) => ({
          value: String(i),
          label: t('buildingEditor.floorOption', { n: i + 1, name: f.name, level: f.level }),
        }))}
        value={String(floor)}
        allowDeselect={false}
        onChange={(v) => v !== null && setPicked(Number(v))}
        data-testid="plan-floor"
      />
      {svg ? (
        // the plan is our own SVG text from core's renderer (no user markup in it)
        <div
          data-testid="building-plan"
          data-floors={floors.length}
          data-units={result.form_factors.units}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        <Text c="dimmed">{t('buildingEditor.noFloors')}</Text>
      )}
    </Stack>
  );
}

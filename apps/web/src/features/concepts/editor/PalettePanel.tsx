import { Button, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { paletteGroups, type PaletteEntry } from './palette';

/** The block types by group; choosing one arms the drawing tool (drag an outline or click the site). */
export const PalettePanel = memo(function PalettePanel({
  entries,
  armed,
  onArm,
}: {
  entries: readonly PaletteEntry[];
  armed: string | null;
  onArm(key: string | null): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="palette">
      <Text size="xs" c="dimmed">
        {t('conceptEditor.palette.intro')}
      </Text>
      {paletteGroups.map((g) => (
        <div key={g}>
          <Text size="sm" fw={600}>
            {t(`conceptEditor.palette.groups.${g}`)}
          </Text>
          <Group gap={4}>
            {entries
              .filter((e) => e.group === g)
              .map((e) => (
                <Button
                  key={e.key}
                  size="compact-xs"
                  variant={armed === e.key ? 'filled' : 'default'}
                  aria-pressed={armed === e.key}
                  data-testid={`palette-${e.key}`}
                  onClick={() => onArm(armed === e.key ? null : e.key)}
                >
                  {t(`conceptEditor.palette.items.${e.key}`)}
                </Button>
              ))}
          </Group>
        </div>
      ))}
    </Stack>
  );
});

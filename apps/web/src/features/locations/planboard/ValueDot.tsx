import { Box, Group, Text } from '@mantine/core';

/** A status or phase value as everywhere in the app: its colour and its name, never its id. */
export function ValueDot({
  name,
  color,
  size = 'sm',
}: {
  name: string;
  color: string | null;
  size?: 'xs' | 'sm';
}) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Box
        component="span"
        w={10}
        h={10}
        style={{ borderRadius: '50%', background: color ?? 'var(--mantine-color-gray-5)', flex: 'none' }}
        aria-hidden
      />
      <Text span size={size}>
        {name}
      </Text>
    </Group>
  );
}

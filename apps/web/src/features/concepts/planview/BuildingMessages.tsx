import { Alert, List, Text } from '@mantine/core';
import type { GeneratorMessage } from '@plotwise/core/generator/index';
import { useTranslation } from 'react-i18next';

const SHOWN = 12;

/** What the generator said about the building on screen (it could not fit, a rule it bent), so a plan is never silently partial. */
export function BuildingMessages({ messages }: { messages: readonly GeneratorMessage[] }) {
  const { t } = useTranslation();
  if (!messages.length) return null;
  return (
    <Alert
      color="yellow"
      mt="sm"
      title={t('conceptEditor.messages.title', { defaultValue: 'Generator messages' })}
      data-testid="planview-messages"
      data-print-hide
    >
      <List size="sm">
        {messages.slice(0, SHOWN).map((m, i) => (
          <List.Item key={i}>
            {t(`conceptEditor.messages.codes.${m.message}`, { defaultValue: m.message })}
            {m.target ? ` (${m.target}${m.value !== null ? `: ${String(m.value)}` : ''})` : ''}
          </List.Item>
        ))}
      </List>
      {messages.length > SHOWN && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('conceptPlanview.moreMessages', { count: messages.length - SHOWN })}
        </Text>
      )}
    </Alert>
  );
}

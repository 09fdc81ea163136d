import { Stack, Text } from '@mantine/core';
import type { GeneratorMessage } from '@plotwise/core/generator/index';
import { useTranslation } from 'react-i18next';
import { DetailsToggle } from '../../../ui/DetailsToggle';
import { messageDetail, messageText } from './generatorMessageText';

/**
 * A building's generator messages in the user's words (the concept editor's selected building, the building
 * editor), with the generator's codes, targets and values behind "Details".
 */
export function GeneratorMessageList({ messages, testId }: { messages: readonly GeneratorMessage[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={600}>
        {t('conceptEditor.messages.title')}
      </Text>
      {messages.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('conceptEditor.messages.none')}
        </Text>
      ) : (
        <Stack gap={2}>
          <Stack gap={2} data-testid={testId}>
            {messages.map((m, i) => (
              <Text key={i} size="xs" c="red.9">
                {messageText(t, m)}
              </Text>
            ))}
          </Stack>
          <DetailsToggle testId={`${testId}-details`}>
            {messages.map((m, i) => (
              <Text key={i} size="xs" c="dimmed" ff="monospace">
                {messageDetail(m)}
              </Text>
            ))}
          </DetailsToggle>
        </Stack>
      )}
    </>
  );
}

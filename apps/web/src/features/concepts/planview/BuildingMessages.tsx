import { Alert, List, Text, UnstyledButton } from '@mantine/core';
import type { GeneratorMessage } from '@plotwise/core/generator/index';
import { useTranslation } from 'react-i18next';
import { messageWords } from './messageMarks';

const SHOWN = 12;

/**
 * What the generator said about the building on screen (it could not fit, a rule it bent), so a plan is never
 * silently partial. A message about a space is a button: it shows that space's storey with the space marked.
 */
export function BuildingMessages({
  messages,
  onShow,
  shows = () => false,
  selected = null,
}: {
  messages: readonly GeneratorMessage[];
  onShow?: (message: GeneratorMessage) => void;
  /** whether a message is about a space on the plans (messageMarks.messageFloor) */
  shows?: (message: GeneratorMessage) => boolean;
  /** the space picked last */
  selected?: string | null;
}) {
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
            {onShow && shows(m) ? (
              <UnstyledButton
                fz="sm"
                c="inherit"
                td="underline"
                fw={m.target === selected ? 700 : undefined}
                title={t('conceptPlanview.showOnPlan')}
                aria-pressed={m.target === selected}
                data-testid="planview-message"
                data-space={m.target}
                onClick={() => onShow(m)}
              >
                {messageWords(t, m)}
              </UnstyledButton>
            ) : (
              messageWords(t, m)
            )}
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

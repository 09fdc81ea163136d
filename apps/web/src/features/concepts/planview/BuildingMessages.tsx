import { Alert, Button, List, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { GeneratorMessage } from '@plotwise/core/generator/index';
import { useTranslation } from 'react-i18next';
import { DetailsToggle } from '../../../ui/DetailsToggle';
import { messageDetail, messageText } from '../shared/generatorMessageText';

const SHOWN = 12;

/**
 * What the generator said about the building on screen (it could not fit, a rule it bent), so a plan is never
 * silently partial. A message about a space is a button: it shows that space's storey with the space marked. The
 * words are the user's (messageText); the generator's own codes and figures are behind "Details".
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
  const [all, setAll] = useState(false);
  if (!messages.length) return null;
  const shown = all ? messages : messages.slice(0, SHOWN);
  return (
    <Alert
      color="yellow"
      mt="sm"
      title={t('conceptEditor.messages.title', { defaultValue: 'Generator messages' })}
      data-testid="planview-messages"
      data-print-hide
    >
      <List size="sm">
        {shown.map((m, i) => (
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
                {messageText(t, m)}
              </UnstyledButton>
            ) : (
              messageText(t, m)
            )}
          </List.Item>
        ))}
      </List>
      {/* the generator's codes, spaces and figures, for whoever tunes it */}
      <DetailsToggle testId="planview-messages-details">
        {shown.map((m, i) => (
          <Text key={i} size="xs" ff="monospace">
            {messageDetail(m)}
          </Text>
        ))}
      </DetailsToggle>
      {messages.length > shown.length && (
        <Button
          variant="subtle"
          size="compact-xs"
          mt={4}
          onClick={() => setAll(true)}
          data-testid="planview-messages-all"
        >
          {t('conceptPlanview.moreMessages', { count: messages.length - shown.length })}
        </Button>
      )}
    </Alert>
  );
}

import { Alert, Button, Code, CopyButton, Group, List, Paper, SimpleGrid, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { AdminFrame, staffScreen } from '../../../ui/AdminFrame';
import { playgroundEngines, type PlaygroundEngine, type RunOutcome } from './playgroundEngines';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function Outcome({ outcome }: { outcome: RunOutcome }) {
  const { t, i18n } = useTranslation();
  if (!outcome.ok)
    return (
      <Alert color="red" title={t('adminPlayground.refused')} role="alert" data-testid="playground-problems">
        <List size="sm">
          {outcome.problems.map((p, i) => (
            <List.Item key={i} data-testid="playground-problem">
              <Code>{p.path}</Code> {p.message}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  const output = pretty(outcome.output);
  return (
    <Stack gap="sm" data-testid="playground-output">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Paper withBorder p="sm">
          <Text fw={700} data-testid="playground-ms">
            {formatNumber(outcome.ms, i18n.language, 1)} ms
          </Text>
          <Text size="sm">{t('adminPlayground.figures.ms')}</Text>
        </Paper>
        {outcome.figures.map((f) => (
          <Paper key={f.key} withBorder p="sm" data-testid={`figure-${f.key}`}>
            <Text fw={700}>{f.money ? formatCurrency(f.value, i18n.language) : formatNumber(f.value, i18n.language)}</Text>
            <Text size="sm">{t(`adminPlayground.figures.${f.key}`)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      {outcome.messages.length > 0 && (
        <Alert color="yellow" title={t('adminPlayground.messages', { count: outcome.messages.length })} data-testid="playground-messages">
          <List size="sm">
            {outcome.messages.slice(0, 50).map((m, i) => (
              <List.Item key={i}>{m}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('adminPlayground.output')}
        </Title>
        <CopyButton value={output}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy} data-testid="playground-copy">
              {copied ? t('adminPlayground.copied') : t('adminPlayground.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block mah={480} style={{ overflow: 'auto' }} data-testid="playground-json" tabIndex={0}>
        {output}
      </Code>
    </Stack>
  );
}

function EnginePanel({ engine }: { engine: PlaygroundEngine }) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => pretty(engine.example()));
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    setFailure(null);
    try {
      setOutcome(await engine.run(text));
    } catch (e) {
      // a worker or network failure: said on the screen, the input kept for another try
      setOutcome(null);
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack gap="sm" pt="md" data-testid={`playground-${engine.key}`}>
      <Text size="sm">{t(`adminPlayground.${engine.key}.intro`)}</Text>
      <Textarea
        label={t(`adminPlayground.${engine.key}.input`)}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={10}
        maxRows={24}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        data-testid="playground-input"
      />
      <Group gap="xs">
        <Button onClick={() => void run()} loading={running} data-testid="playground-run">
          {t('adminPlayground.run')}
        </Button>
        <Button
          variant="default"
          onClick={() => {
            setText(pretty(engine.example()));
            setOutcome(null);
            setFailure(null);
          }}
        >
          {t('adminPlayground.example')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" title={t('adminPlayground.failed')} role="alert" data-testid="playground-failed">
          {failure}
        </Alert>
      )}
      {outcome && <Outcome outcome={outcome} />}
    </Stack>
  );
}

/** /admin/playground: the engines on raw JSON for staff, with their output and how long they took. */
function PlaygroundScreen() {
  const { t } = useTranslation();
  return (
    <AdminFrame screen="admin.playground" intro={t('adminPlayground.intro')}>
      <Tabs defaultValue="generator">
        <Tabs.List>
          {playgroundEngines.map((e) => (
            <Tabs.Tab key={e.key} value={e.key} data-testid={`tab-${e.key}`}>
              {t(`adminPlayground.${e.key}.tab`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {playgroundEngines.map((e) => (
          <Tabs.Panel key={e.key} value={e.key}>
            <EnginePanel engine={e} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </AdminFrame>
  );
}

export default staffScreen('admin.playground', PlaygroundScreen);

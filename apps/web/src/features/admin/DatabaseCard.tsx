import { Paper, Text } from '@mantine/core';
import type { fileRoutes, RouteItem } from '@plotwise/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useDatabaseHealth } from './adminApi';

type Health = RouteItem<typeof fileRoutes.health>;

/** The database line and, with a read replica (DATABASE_READ_URL), whether it answers and how far it is behind. */
export function databaseLines(health: Health, t: TFunction, lang: string): { text: string; warn: boolean }[] {
  const lines = [{ text: t(`admin.home.database.${health.database}`), warn: false }];
  const replica = health.replica;
  if (!replica) lines.push({ text: t('admin.home.database.noReplica'), warn: false });
  else if (!replica.reachable) lines.push({ text: t('admin.home.database.replicaDown'), warn: true });
  else if (replica.standby === false) lines.push({ text: t('admin.home.database.replicaNotStandby'), warn: true });
  else {
    const lag = replica.lagSeconds ?? 0;
    // a few seconds behind is normal under writes; a minute means the tiles and the search index lag visibly
    lines.push({ text: t('admin.home.database.replicaLag', { seconds: formatNumber(lag, lang, lag < 10 ? 1 : 0) }), warn: lag >= 60 });
  }
  return lines;
}

/** Staff home: which database this server runs on, and the state of its read replica. */
export function DatabaseCard() {
  const { t, i18n } = useTranslation();
  const health = useDatabaseHealth();
  if (!health.data) return null;
  return (
    <Paper withBorder p="md" data-testid="admin-database">
      {databaseLines(health.data, t, i18n.language).map((l) => (
        <Text key={l.text} size="sm" c={l.warn ? 'red' : undefined} data-warn={l.warn || undefined}>
          {l.text}
        </Text>
      ))}
    </Paper>
  );
}

import { Button, Group, TextInput } from '@mantine/core';
import { reportPeriodSchema } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lastMonths, periodOf } from './period';
import type { Period } from './usageApi';

/** The report's period, kept in the URL: three presets and two date fields, applied together. */
export function usePeriod(): [Period, (p: Period) => void] {
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search);
  const set = (p: Period) =>
    setSearch((s) => {
      s.set('from', p.from);
      s.set('to', p.to);
      return s;
    });
  return [period, set];
}

export function PeriodPicker({ period, onChange, error }: { period: Period; onChange: (p: Period) => void; error?: string | null }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(period);
  const [shown, setShown] = useState(period);
  const [problems, setProblems] = useState<{ from?: string; to?: string }>({});
  // a period chosen elsewhere (a preset, the back button) replaces the fields
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown(period);
    setDraft(period);
    setProblems({});
  }
  // checked as the server checks it, so a wrong period is named at its field and the shown report stays
  const apply = () => {
    const checked = reportPeriodSchema.safeParse(draft);
    if (checked.success) return onChange(checked.data);
    const at = (f: 'from' | 'to') => checked.error.issues.find((i) => i.path[0] === f)?.message;
    setProblems({ from: at('from'), to: at('to') });
  };
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('adminUsage.periodLabel')}>
      {[3, 12, 24].map((m) => (
        <Button key={m} variant="default" size="sm" onClick={() => onChange(lastMonths(m))}>
          {t('adminUsage.lastMonths', { count: m })}
        </Button>
      ))}
      <TextInput type="date" label={t('adminUsage.from')} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })} error={problems.from ?? error ?? undefined} />
      <TextInput type="date" label={t('adminUsage.to')} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })} error={problems.to} />
      <Button size="sm" onClick={apply} disabled={!draft.from || !draft.to} data-testid="apply-period">
        {t('adminUsage.apply')}
      </Button>
    </Group>
  );
}

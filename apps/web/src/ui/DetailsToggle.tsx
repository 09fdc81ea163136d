import { Button, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Figures for whoever builds or tunes the product (timings, internal names, raw values) behind a "Details" button:
 * the plain view says what a user needs, and the figures stay one click away for a bug report.
 */
export function DetailsToggle({ children, testId }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={2} align="flex-start">
      <Button
        variant="subtle"
        // neutral and dark: it stands on yellow message boxes too, where the primary teal is below 4.5:1
        color="dark"
        size="compact-xs"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-testid={testId ? `${testId}-toggle` : undefined}
      >
        {t(open ? 'common.hideDetails' : 'common.details')}
      </Button>
      {open && <div data-testid={testId}>{children}</div>}
    </Stack>
  );
}

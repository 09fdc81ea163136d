import { Progress } from '@mantine/core';

/**
 * A progress bar with an accessible name: with a percentage when the total is known, otherwise an
 * indeterminate one (a moving stripe, and no aria-valuenow, which is how ARIA says "unknown").
 */
export function ProgressBar({ label, percent, testId }: { label: string; percent: number | null; testId?: string }) {
  if (percent !== null) return <Progress value={percent} size="lg" aria-label={label} data-testid={testId} data-percent={percent} transitionDuration={200} />;
  return (
    <Progress.Root size="lg" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} data-testid={testId} data-percent="indeterminate">
      <Progress.Section value={100} striped animated withAria={false} />
    </Progress.Root>
  );
}

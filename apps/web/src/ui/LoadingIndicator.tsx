import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner that tells a screen reader what is loading. Mantine's Loader is a bare span, on which an aria-label is
 * not allowed (axe: aria-prohibited-attr): the role "status" makes the label count.
 */
export function LoadingIndicator({ label, ...props }: LoaderProps & { label: string }) {
  return <Loader role="status" aria-label={label} {...props} />;
}

import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { safeHref } from '../lib/safeHref';

/**
 * A link to an address a user or a data source supplied, opened in a new tab; its text alone when the address is
 * not http(s) (a `javascript:` URL in a constraint or a zoning source must never become a link).
 */
export function ExternalLink({ url, children, ...anchor }: AnchorProps & { url: string | null | undefined; children: ReactNode; 'data-testid'?: string }) {
  const href = safeHref(url);
  if (!href) return <>{children}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...anchor}>
      {children}
    </Anchor>
  );
}

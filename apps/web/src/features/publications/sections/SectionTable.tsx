import type { ReactNode } from 'react';

/**
 * A table of a public section, in plain HTML (styles in features/publications/publicPage.css): Mantine's Table carries its
 * ScrollArea and, through it, floating-ui (about 30 KB gzip) into the public pages' entry. On a narrow phone
 * the table scrolls sideways inside its section below `minWidth`. Numbers go in cells with className "pub-num".
 */
export function SectionTable({
  minWidth,
  testId,
  spaced,
  children,
}: {
  minWidth: number;
  testId: string;
  /** a margin above, when the table follows text */
  spaced?: boolean;
  children: ReactNode;
}) {
  return (
    // focusable, so a keyboard user can scroll a table wider than the phone (axe: scrollable-region-focusable)
    <div className="pub-table-scroll" tabIndex={0} style={spaced ? { marginTop: 'var(--mantine-spacing-sm)' } : undefined}>
      <table className="pub-table" data-testid={testId} style={{ minWidth }}>
        {children}
      </table>
    </div>
  );
}

import { ActionIcon, Box, Stack, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserCfg } from '../../../app/useUserCfg';

/** Wide enough for the rules' lines and the unit mix table; narrow enough to leave the site half of a 1280 px window with the navigation open. */
const SIDE_PANEL_WIDTH = 340;
const STRIP_WIDTH = 36;
// the choice follows the user (users.cfg.panels), as the navigation's does
const CFG_KEY = 'conceptEditorSide';

/**
 * The concept editor's one side column (palette, grid, selected building, checks and figures) beside the site.
 * One column rather than one on each side, so the site keeps at least half the width at 1280 px (issue #42);
 * it scrolls within the site's height so the site never scrolls out of view, and it folds to a strip.
 */
export function EditorSidePanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { cfg, update } = useUserCfg();
  const open = cfg.panels[CFG_KEY] !== false;
  const label = t(open ? 'conceptEditor.side.collapse' : 'conceptEditor.side.expand');
  const toggle = (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={label}
        aria-expanded={open}
        data-testid="editor-side-toggle"
        onClick={() => void update({ panels: { [CFG_KEY]: !open } })}
      >
        {open ? '»' : '«'}
      </ActionIcon>
    </Tooltip>
  );
  if (!open)
    return (
      <Box w={STRIP_WIDTH} style={{ flexShrink: 0 }} data-testid="editor-side" data-open="false">
        {toggle}
      </Box>
    );
  return (
    <Stack
      w={SIDE_PANEL_WIDTH}
      gap="sm"
      data-testid="editor-side"
      data-open="true"
      style={{ flexShrink: 0, maxHeight: 'calc(100vh - 150px)', minHeight: 400, overflowY: 'auto' }}
    >
      <Box>{toggle}</Box>
      {children}
    </Stack>
  );
}

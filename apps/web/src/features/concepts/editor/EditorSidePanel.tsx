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
 * it scrolls within the site's height, and it folds to a strip.
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
  // exactly as tall as the site beside it (stretched in the row, its content placed absolutely so it adds no height):
  // the column scrolls on its own and the site never scrolls out of view while the user reads the checks
  return (
    <Box w={SIDE_PANEL_WIDTH} pos="relative" style={{ flexShrink: 0, alignSelf: 'stretch' }} data-testid="editor-side" data-open="true">
      <Stack gap="sm" pos="absolute" inset={0} style={{ overflowY: 'auto' }}>
        <Box>{toggle}</Box>
        {children}
      </Stack>
    </Box>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const MIN = 48;
const MAX = 800;
const STEP = 16;

/**
 * The right edge of a header cell: dragging it (or Left and Right on the focused edge) sets the column's width.
 * Without a width of its own yet, the cell's width on screen is where a drag starts.
 */
export function ColumnResizeHandle({
  column,
  width,
  onResize,
}: {
  column: string;
  width: number | undefined;
  onResize: (width: number) => void;
}) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; w: number } | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  // the width asked for by the last key, until the screen gives it back: quick presses add up
  const asked = useRef<number | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [width]);
  const current = () => width ?? ref.current?.parentElement?.getBoundingClientRect().width ?? 120;
  const clamp = (w: number) => Math.round(Math.min(MAX, Math.max(MIN, w)));
  return (
    <div
      ref={ref}
      role="separator"
      aria-orientation="vertical"
      aria-label={t('ui.table.resize', { column })}
      aria-valuenow={Math.round(width ?? MIN)}
      aria-valuemin={MIN}
      aria-valuemax={MAX}
      tabIndex={0}
      data-testid="column-resize"
      style={{
        position: 'absolute',
        top: 0,
        right: 0,
        width: 6,
        height: '100%',
        cursor: 'col-resize',
        touchAction: 'none',
        userSelect: 'none',
      }}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
        e.preventDefault();
        asked.current = clamp((asked.current ?? current()) + (e.key === 'ArrowLeft' ? -STEP : STEP));
        onResize(asked.current);
      }}
      onPointerDown={(e) => {
        start.current = { x: e.clientX, w: current() };
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (start.current) onResize(clamp(start.current.w + e.clientX - start.current.x));
      }}
      onPointerUp={() => {
        start.current = null;
      }}
    />
  );
}

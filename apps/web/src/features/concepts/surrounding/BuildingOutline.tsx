/** The building's outline, north up, scaled to a 240 px box. */
export function Outline({ ring, label }: { ring: readonly (readonly [number, number])[]; label: string }) {
  if (ring.length < 3) return null;
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const size = Math.max(x1 - x0, y1 - y0, 1);
  const m = size * 0.08;
  const points = ring.map(([x, y]) => `${(x - x0 + m).toFixed(2)},${(y1 - y + m).toFixed(2)}`).join(' ');
  return (
    <svg
      width={240}
      height={240}
      viewBox={`0 0 ${size + 2 * m} ${size + 2 * m}`}
      role="img"
      aria-label={label}
      data-testid="surrounding-outline"
    >
      <polygon points={points} fill="#d9d2c3" stroke="#333" strokeWidth={size / 150} />
    </svg>
  );
}

/** An SVG the server made, shown as an image: no script, style or link inside it can act on the page. */
export function SvgImage({ svg, alt, testId }: { svg: string; alt: string; testId: string }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      data-testid={testId}
      style={{ width: '100%', maxWidth: 720, height: 'auto', display: 'block' }}
    />
  );
}

import { describe, expect, it } from 'vitest';
import { safeHref } from './safeHref';

describe('safeHref', () => {
  it('passes an http or https address', () => {
    expect(safeHref('https://regels.overheid.nl/x?a=1')).toBe('https://regels.overheid.nl/x?a=1');
    expect(safeHref('http://example.org')).toBe('http://example.org');
    expect(safeHref('HTTPS://example.org')).toBe('HTTPS://example.org');
  });

  it('refuses every other scheme, a relative or malformed address, and nothing', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd', 'mailto:a@b.nl', '/relative', 'not a url', '', null, undefined])
      expect(safeHref(url), String(url)).toBeUndefined();
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export interface Violation {
  rule: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical';
  target: string;
}

const require = createRequire(import.meta.url);

function axeSource(): string | undefined {
  try {
    return readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Accessibility check of the current page. With axe-core installed it runs axe (WCAG 2 A/AA rules).
 * Without it, a stand-in checks axe's critical and serious name rules from Chromium's own accessibility
 * tree: button-name, link-name, label (form controls), image-alt, html-has-lang, document-title and
 * duplicate-id-aria. It does not check colour contrast; axe-core does.
 */
export async function checkA11y(page: Page): Promise<{ engine: 'axe-core' | 'chromium-ax-tree'; violations: Violation[] }> {
  const source = axeSource();
  if (source) {
    // evaluated over the DevTools protocol: the app's Content-Security-Policy forbids inline scripts
    await page.evaluate(source);
    const result = (await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
      return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    })) as { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    return {
      engine: 'axe-core',
      violations: result.violations.flatMap((v) => v.nodes.map((n) => ({ rule: v.id, impact: v.impact as Violation['impact'], target: n.target.join(' '), html: (n as { html?: string }).html?.slice(0, 160), summary: (n as { failureSummary?: string }).failureSummary?.slice(0, 200) }))),
    };
  }

  const violations: Violation[] = [];
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[]; backendDOMNodeId?: number }[];
    };
    const named: Record<string, { rule: string; impact: Violation['impact'] }> = {
      button: { rule: 'button-name', impact: 'critical' },
      link: { rule: 'link-name', impact: 'serious' },
      textbox: { rule: 'label', impact: 'critical' },
      searchbox: { rule: 'label', impact: 'critical' },
      combobox: { rule: 'label', impact: 'critical' },
      checkbox: { rule: 'label', impact: 'critical' },
      radio: { rule: 'label', impact: 'critical' },
      switch: { rule: 'label', impact: 'critical' },
      slider: { rule: 'label', impact: 'critical' },
      spinbutton: { rule: 'label', impact: 'critical' },
      listbox: { rule: 'label', impact: 'critical' },
      menuitem: { rule: 'aria-command-name', impact: 'serious' },
      tab: { rule: 'aria-command-name', impact: 'serious' },
      image: { rule: 'image-alt', impact: 'critical' },
      img: { rule: 'image-alt', impact: 'critical' },
    };
    for (const node of nodes) {
      if (node.ignored) continue;
      const role = node.role?.value ?? '';
      const rule = named[role];
      if (!rule) continue;
      const hidden = node.properties?.some((p) => p.name === 'hidden' && p.value.value === true);
      if (hidden) continue;
      if (!String(node.name?.value ?? '').trim()) {
        let target = role;
        if (node.backendDOMNodeId) {
          const { object } = (await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId })) as { object: { objectId?: string } };
          if (object.objectId) {
            const res = (await cdp.send('Runtime.callFunctionOn', {
              objectId: object.objectId,
              functionDeclaration: 'function () { return this.outerHTML ? this.outerHTML.slice(0, 160) : String(this.nodeName); }',
              returnByValue: true,
            })) as { result: { value: string } };
            target = res.result.value;
          }
        }
        // Like axe: an inline <svg> without role="img" is decoration, not an image that needs a text.
        if ((role === 'image' || role === 'img') && !/^<img\b/i.test(target) && !/^<[^>]*\srole="img"/i.test(target)) continue;
        violations.push({ rule: rule.rule, impact: rule.impact, target });
      }
    }
  } finally {
    await cdp.detach();
  }
  const doc = await page.evaluate(() => {
    const ids = new Map<string, number>();
    document.querySelectorAll('[id]').forEach((el) => ids.set(el.id, (ids.get(el.id) ?? 0) + 1));
    const referenced = new Set<string>();
    document.querySelectorAll('[aria-labelledby],[aria-describedby],[aria-controls],label[for]').forEach((el) => {
      for (const attr of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for']) (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean).forEach((id) => referenced.add(id));
    });
    const imgs = [...document.querySelectorAll('img')].filter((img) => !img.hasAttribute('alt') && img.getAttribute('role') !== 'presentation').map((i) => i.outerHTML.slice(0, 120));
    return {
      lang: document.documentElement.getAttribute('lang') ?? '',
      title: document.title,
      duplicates: [...referenced].filter((id) => (ids.get(id) ?? 0) > 1),
      imgs,
    };
  });
  if (!doc.lang) violations.push({ rule: 'html-has-lang', impact: 'serious', target: 'html' });
  if (!doc.title.trim()) violations.push({ rule: 'document-title', impact: 'serious', target: 'title' });
  for (const id of doc.duplicates) violations.push({ rule: 'duplicate-id-aria', impact: 'critical', target: `#${id}` });
  for (const img of doc.imgs) violations.push({ rule: 'image-alt', impact: 'critical', target: img });
  return { engine: 'chromium-ax-tree', violations };
}

export const seriousOrWorse = (vs: Violation[]) => vs.filter((v) => v.impact === 'serious' || v.impact === 'critical');

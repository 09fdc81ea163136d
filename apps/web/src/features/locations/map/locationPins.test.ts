import { expression, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { LocationTableRow } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PIN_COLOR, locationPinFeatures, pinColorExpression, type PinVocabulary } from './locationPins';

// Issue #20 item 9: the pin colour setting colours the pins (and their plots) by status, phase, label or rating.
const vocabulary: PinVocabulary = {
  status: [{ id: 1, color: '#ff0000' }, { id: 2, color: 'var(--mantine-color-blue-5)' }, { id: 3, color: null }],
  phase: [{ id: 7, color: '#00ff00' }],
  labels: [{ id: 11, color: '#0000ff' }],
};

/** The colour MapLibre paints for a feature with these properties (its own expression evaluator). */
function painted(expr: unknown, properties: Record<string, unknown>): string {
  const compiled = expression.createExpression(expr, { type: 'color', 'property-type': 'data-driven', expression: { interpolated: false, parameters: ['zoom', 'feature'] } } as never);
  if (compiled.result !== 'success') throw new Error(compiled.value.map((e) => e.message).join('; '));
  const c = compiled.value.evaluate({ zoom: 14 }, { type: 'Point', properties } as never) as string | { r: number; g: number; b: number };
  if (typeof c === 'string') return c.toLowerCase();
  const hex = (v: number) => Math.round(v * 255).toString(16).padStart(2, '0');
  return `#${hex(c.r)}${hex(c.g)}${hex(c.b)}`;
}

describe('location pin colours', () => {
  it('colours by status, phase and the first label from the company values; others get the default', () => {
    const byStatus = pinColorExpression('status', vocabulary);
    expect(painted(byStatus, { status: 1, phase: 7 })).toBe('#ff0000');
    // a colour MapLibre cannot read (a CSS variable) or none falls back to the default, as does no status
    expect(painted(byStatus, { status: 2 })).toBe(DEFAULT_PIN_COLOR.toLowerCase());
    expect(painted(byStatus, { status: 3 })).toBe(DEFAULT_PIN_COLOR.toLowerCase());
    expect(painted(byStatus, {})).toBe(DEFAULT_PIN_COLOR.toLowerCase());
    expect(painted(pinColorExpression('phase', vocabulary), { status: 1, phase: 7 })).toBe('#00ff00');
    expect(painted(pinColorExpression('label', vocabulary), { status: 1, label_id: 11 })).toBe('#0000ff');
  });

  it('colours by star rating from grey (none) to green (five)', () => {
    const byRating = pinColorExpression('rating', vocabulary);
    const colours = [0, 1, 2, 3, 4, 5].map((rating) => painted(byRating, { rating }));
    expect(new Set(colours).size).toBe(6);
    expect(painted(byRating, {})).toBe(colours[0]);
    expect(colours[5]).toBe('#2b8a3e');
  });

  it('is a constant when no value has a colour, and a valid MapLibre style either way', () => {
    expect(pinColorExpression('phase', { status: [], phase: [], labels: [] })).toBe(DEFAULT_PIN_COLOR);
    for (const by of ['status', 'phase', 'label', 'rating'] as const) {
      const style = { version: 8, sources: { s: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } }, layers: [{ id: 'p', type: 'circle', source: 's', paint: { 'circle-color': pinColorExpression(by, vocabulary) } }] };
      expect(validateStyleMin(style as never).map((e) => e.message), by).toEqual([]);
    }
  });

  it('makes a pin of every placed, unarchived location with the properties the colour reads', () => {
    const row = (id: number, extra: Partial<LocationTableRow>) =>
      ({ id, name: `L${id}`, status: 1, phase: null, rating: 3, lat: 52.1, lon: 5.1, archived: false, labels: [{ id: 11, name: 'Kans', color: '#0000ff' }], ...extra }) as unknown as LocationTableRow;
    const pins = locationPinFeatures([row(1, {}), row(2, { archived: true }), row(3, { lat: null }), row(4, { lat: 0, lon: 0 }), row(5, { labels: [] })]);
    expect(pins.features.map((f) => f.id)).toEqual([1, 5]);
    expect(pins.features[0]).toEqual({
      type: 'Feature',
      id: 1,
      properties: { location_id: 1, name: 'L1', status: 1, phase: null, rating: 3, label_id: 11 },
      geometry: { type: 'Point', coordinates: [5.1, 52.1] },
    });
    expect(pins.features[1]!.properties.label_id).toBeNull();
  });
});

import type { LocationTableRow, PinColor } from '@plotwise/contracts';
import type { FeatureCollection } from '../../map/featureCollection';

/** A pin whose status, phase or label has no colour, or a location without one. */
export const DEFAULT_PIN_COLOR = '#00897B';
/** Star rating 0 (none) to 5, red to green. */
const RATING_COLORS = ['#adb5bd', '#e03131', '#f76707', '#fab005', '#74b816', '#2b8a3e'] as const;

/** What a pin colour is looked up in: the company's status and phase values and its labels, each with its colour. */
export interface PinVocabulary {
  status: readonly { id: number; color: string | null }[];
  phase: readonly { id: number; color: string | null }[];
  labels: readonly { id: number; color?: string | null }[];
}

// MapLibre takes CSS colours; a value it cannot parse would blank the whole layer
const usable = (c: string | null | undefined): c is string => !!c && /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([^)]*\)|[a-z]+)$/i.test(c.trim());

/**
 * The MapLibre colour expression of the user's pin colour setting (spec user cfg pincolor), over the properties
 * that both the locations tiles and the pins carry: status, phase, label_id (the first label) and rating.
 */
export function pinColorExpression(by: PinColor, v: PinVocabulary): unknown {
  if (by === 'rating')
    return ['step', ['to-number', ['coalesce', ['get', 'rating'], 0]], RATING_COLORS[0], 1, RATING_COLORS[1], 2, RATING_COLORS[2], 3, RATING_COLORS[3], 4, RATING_COLORS[4], 5, RATING_COLORS[5]];
  const property = by === 'label' ? 'label_id' : by;
  const values = by === 'label' ? v.labels : v[by];
  const pairs = values.filter((x) => usable(x.color)).flatMap((x) => [x.id, x.color!.trim()]);
  // a match needs at least one pair; with no coloured value every pin has the default colour
  return pairs.length ? ['match', ['to-number', ['coalesce', ['get', property], -1]], ...pairs, DEFAULT_PIN_COLOR] : DEFAULT_PIN_COLOR;
}

/** The company's locations as point features for the pins (and their clusters): those that have a position. */
export function locationPinFeatures(rows: readonly LocationTableRow[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: rows
      .filter((r) => !r.archived && r.lat !== null && r.lon !== null && (r.lat !== 0 || r.lon !== 0))
      .map((r) => ({
        type: 'Feature',
        id: r.id,
        properties: { location_id: r.id, name: r.name, status: r.status, phase: r.phase, rating: r.rating, label_id: r.labels[0]?.id ?? null },
        geometry: { type: 'Point', coordinates: [r.lon!, r.lat!] },
      })),
  };
}

import { describe, expect, it } from 'vitest';
import { constraintsInForce, derivedKey, HAND_CONSTRAINT_SOURCE, limitInForce, replacedByHand, type RuleConstraint } from './constraintsInForce';

const row = (id: number, over: Partial<RuleConstraint>): RuleConstraint => ({
  id,
  name: null,
  description: null,
  type: 'building_height',
  operator: 'smaller_than',
  value: null,
  reference: null,
  url: null,
  source: null,
  replaces: null,
  ...over,
});
// the zoning's 11 m (IMRO maatvoering) and 60 % coverage, as a refresh derives them
const zoningHeight = row(1, { name: 'maximum bouwhoogte (m)', description: 'maximum bouwhoogte (m): 11', reference: 'NL.IMRO.m1', value: 11, source: 'IMRO NL.IMRO.0200.bp' });
const zoningGsi = row(2, { type: 'gsi', name: 'maximum bebouwingspercentage (%)', description: 'maximum bebouwingspercentage (%): 60', reference: 'NL.IMRO.m1', value: 0.6, source: 'IMRO NL.IMRO.0200.bp' });
const hand = (over: Partial<RuleConstraint> = {}) => row(3, { name: 'Bouwhoogte na afwijking', value: 15, source: HAND_CONSTRAINT_SOURCE, replaces: derivedKey(zoningHeight), ...over });

describe('derivedKey', () => {
  it('names a derived constraint by its zoning object and text, not its value', () => {
    expect(derivedKey(zoningHeight)).toBe('NL.IMRO.m1|maximum bouwhoogte (m)');
    expect(derivedKey({ ...zoningHeight, description: 'maximum bouwhoogte (m): 13' })).toBe(derivedKey(zoningHeight));
  });
});

describe('constraintsInForce', () => {
  it('keeps every derived constraint when no hand one replaces it, and a hand one beside it', () => {
    const extra = hand({ replaces: null });
    expect(constraintsInForce([zoningHeight, zoningGsi, extra])).toEqual({ inForce: [zoningHeight, zoningGsi, extra], replaced: [] });
  });
  it('puts a hand constraint in the place of the derived one it replaces, and says which', () => {
    const h = hand();
    expect(constraintsInForce([zoningHeight, zoningGsi, h])).toEqual({ inForce: [zoningGsi, h], replaced: [{ constraint: zoningHeight, replacedBy: h }] });
    expect(replacedByHand(h, [zoningHeight, zoningGsi, h])).toBe(zoningHeight);
  });
  it('still replaces the derived constraint after a refresh made it again with a new id and value', () => {
    const again = { ...zoningHeight, id: 41, value: 12, description: 'maximum bouwhoogte (m): 12' };
    expect(constraintsInForce([again, hand()]).replaced).toEqual([{ constraint: again, replacedBy: hand() }]);
  });
  it('replaces nothing of another quantity, nothing of another hand row, and nothing once the zoning no longer has it', () => {
    expect(constraintsInForce([zoningHeight, hand({ type: 'gsi' })]).replaced).toEqual([]);
    expect(constraintsInForce([{ ...zoningHeight, source: HAND_CONSTRAINT_SOURCE }, hand()]).replaced).toEqual([]);
    expect(replacedByHand(hand(), [zoningGsi])).toBeNull();
  });
  it('counts gsi and ground_space_index as one quantity', () => {
    expect(constraintsInForce([zoningGsi, hand({ type: 'ground_space_index', value: 0.7, replaces: derivedKey(zoningGsi) })]).replaced).toHaveLength(1);
  });
});

describe('limitInForce', () => {
  it('is the strictest maximum in force: the zoning 11 m, or the hand 15 m that replaces it', () => {
    expect(limitInForce([zoningHeight, zoningGsi], 'height')?.value).toBe(11);
    expect(limitInForce([zoningHeight, zoningGsi, hand()], 'height')?.value).toBe(15);
    // a hand limit that replaces nothing stands beside the zoning's, and the stricter one counts
    expect(limitInForce([zoningHeight, hand({ replaces: null })], 'height')?.value).toBe(11);
    expect(limitInForce([zoningGsi], 'height')).toBeNull();
  });
});

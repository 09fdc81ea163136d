import { describe, expect, it } from 'vitest';
import { amsterdamToUtc } from './amsterdamTime';
import { solarPosition, sunDirection } from './solarPosition';

const AMSTERDAM = { lat: 52.3676, lon: 4.9041 };
const at = (m: number, d: number, h: number, min = 0) =>
  solarPosition(AMSTERDAM.lat, AMSTERDAM.lon, amsterdamToUtc(2026, m, d, h, min));

/** The highest altitude over a day, sampled each minute, and when it happens (UTC ms). */
function noon(month: number, day: number) {
  let best = { altitude: -90, t: 0 };
  for (let t = Date.UTC(2026, month - 1, day, 9); t < Date.UTC(2026, month - 1, day, 15); t += 60_000) {
    const a = solarPosition(AMSTERDAM.lat, AMSTERDAM.lon, t).altitudeDegrees;
    if (a > best.altitude) best = { altitude: a, t };
  }
  return best;
}

describe('solarPosition', () => {
  it('matches the published NREL SPA example (Reda & Andreas 2004: Golden CO, 17 Oct 2003 19:30:30 UTC) to 0.01 degree', () => {
    const p = solarPosition(39.742476, -105.1786, Date.UTC(2003, 9, 17, 19, 30, 30));
    expect(90 - p.altitudeDegrees).toBeCloseTo(50.11162, 1);
    expect(Math.abs(90 - p.altitudeDegrees - 50.11162)).toBeLessThan(0.01);
    expect(Math.abs(p.azimuthDegrees - 194.34024)).toBeLessThan(0.01);
  });

  it("matches Meeus's example 25.a: the sun's apparent declination on 1992 October 13.0 TD is -7.78507 degrees", () => {
    // 13.0 TD = 12 October 23:59:01 UTC (delta T was 59 s).
    const p = solarPosition(0, 0, Date.UTC(1992, 9, 12, 23, 59, 1));
    expect(Math.abs(p.declinationDegrees - -7.78507)).toBeLessThan(0.01);
  });

  it('Amsterdam, 21 June 2026: noon altitude is 90 - 52.3676 + 23.44 (+ refraction) = 61.08 and the sun stands south at 13:40 CEST', () => {
    const n = noon(6, 21);
    expect(Math.abs(n.altitude - 61.08)).toBeLessThan(0.1);
    // Solar noon = 12:00 UTC - 4 min x 4.9041 - equation of time (-1.8 min) = 11:42 UTC = 13:42 CEST.
    expect(Math.abs(n.t - Date.UTC(2026, 5, 21, 11, 42)) / 60_000).toBeLessThanOrEqual(1);
    const p = solarPosition(AMSTERDAM.lat, AMSTERDAM.lon, n.t);
    expect(Math.abs(p.azimuthDegrees - 180)).toBeLessThan(0.5);
  });

  it('Amsterdam, 21 March 2026 (a day after the equinox of 20 March 14:46 UTC): noon altitude 37.63 + 0.34 + refraction = 38.0', () => {
    const n = noon(3, 21);
    expect(Math.abs(n.altitude - 38.0)).toBeLessThan(0.1);
    expect(Math.abs(solarPosition(AMSTERDAM.lat, AMSTERDAM.lon, n.t).declinationDegrees - 0.34)).toBeLessThan(
      0.05,
    );
  });

  it('Amsterdam, 21 March: the sun stands in the south-east at 09:00 and in the south-west at 15:00', () => {
    const morning = at(3, 21, 9);
    const afternoon = at(3, 21, 15);
    expect(morning.azimuthDegrees).toBeGreaterThan(110);
    expect(morning.azimuthDegrees).toBeLessThan(125);
    expect(afternoon.azimuthDegrees).toBeGreaterThan(210);
    expect(afternoon.azimuthDegrees).toBeLessThan(230);
    expect(morning.altitudeDegrees).toBeGreaterThan(15);
    expect(afternoon.altitudeDegrees).toBeGreaterThan(25);
    expect(at(3, 21, 23).altitudeDegrees).toBeLessThan(0);
  });

  it('sunDirection is a unit vector east-north-up', () => {
    const d = sunDirection({ azimuthDegrees: 90, altitudeDegrees: 0 });
    expect(d.x).toBeCloseTo(1, 9);
    expect(d.y).toBeCloseTo(0, 9);
    const up = sunDirection({ azimuthDegrees: 180, altitudeDegrees: 30 });
    expect(Math.hypot(up.x, up.y, up.z)).toBeCloseTo(1, 9);
    expect(up.y).toBeLessThan(0);
    expect(up.z).toBeCloseTo(0.5, 9);
  });
});

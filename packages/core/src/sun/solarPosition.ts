// The sun's place in the sky after NOAA's solar calculator (Meeus, "Astronomical Algorithms", ch. 25, the
// low-accuracy series): good to about 0.01 degree for 1950-2050, enough for shadows and sun hours. Pure: the
// instant comes in as UTC milliseconds, so the same input always gives the same answer.

const rad = Math.PI / 180;
const deg = 180 / Math.PI;

/** Where the sun stands seen from a place on earth, in degrees. */
export interface SolarPosition {
  /** Compass bearing, clockwise from north (90 = east, 180 = south). */
  azimuthDegrees: number;
  /** Apparent height above the horizon (atmospheric refraction included); negative at night. */
  altitudeDegrees: number;
  /** Declination of the sun (degrees). */
  declinationDegrees: number;
  /** Equation of time in minutes (true solar time minus mean solar time). */
  equationOfTimeMinutes: number;
}

const mod360 = (x: number) => ((x % 360) + 360) % 360;

/** Julian centuries since J2000.0 for a UTC instant in milliseconds. */
function julianCentury(utcMillis: number): number {
  const julianDay = utcMillis / 86_400_000 + 2_440_587.5;
  return (julianDay - 2_451_545) / 36_525;
}

/** Atmospheric refraction (degrees) to add to a geometric altitude, NOAA's piecewise fit. */
function refraction(altitude: number): number {
  if (altitude > 85) return 0;
  const te = Math.tan(altitude * rad);
  let arcSeconds: number;
  if (altitude > 5) arcSeconds = 58.1 / te - 0.07 / te ** 3 + 0.000086 / te ** 5;
  else if (altitude > -0.575)
    arcSeconds = 1735 + altitude * (-518.2 + altitude * (103.4 + altitude * (-12.79 + altitude * 0.711)));
  else arcSeconds = -20.774 / te;
  return arcSeconds / 3600;
}

/** Sun azimuth and altitude (degrees) at a latitude/longitude (WGS84 degrees, east positive) and UTC instant. */
export function solarPosition(latitude: number, longitude: number, utcMillis: number): SolarPosition {
  const t = julianCentury(utcMillis);
  const meanLongitude = mod360(280.46646 + t * (36_000.76983 + t * 0.0003032));
  const meanAnomaly = 357.52911 + t * (35_999.05029 - 0.0001537 * t);
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const m = meanAnomaly * rad;
  const centre =
    Math.sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(2 * m) * (0.019993 - 0.000101 * t) +
    Math.sin(3 * m) * 0.000289;
  const omega = (125.04 - 1934.136 * t) * rad;
  const apparentLongitude = (meanLongitude + centre - 0.00569 - 0.00478 * Math.sin(omega)) * rad;
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = (meanObliquity + 0.00256 * Math.cos(omega)) * rad;
  const declination = Math.asin(Math.sin(obliquity) * Math.sin(apparentLongitude));

  const y = Math.tan(obliquity / 2) ** 2;
  const l0 = meanLongitude * rad;
  const equationOfTime =
    4 *
    deg *
    (y * Math.sin(2 * l0) -
      2 * eccentricity * Math.sin(m) +
      4 * eccentricity * y * Math.sin(m) * Math.cos(2 * l0) -
      0.5 * y * y * Math.sin(4 * l0) -
      1.25 * eccentricity * eccentricity * Math.sin(2 * m));

  const minutesOfDay = (((utcMillis % 86_400_000) + 86_400_000) % 86_400_000) / 60_000;
  const trueSolarTime = (((minutesOfDay + equationOfTime + 4 * longitude) % 1440) + 1440) % 1440;
  let hourAngle = trueSolarTime / 4 - 180;
  if (hourAngle < -180) hourAngle += 360;

  const lat = latitude * rad;
  const ha = hourAngle * rad;
  const cosZenith = Math.min(
    1,
    Math.max(
      -1,
      Math.sin(lat) * Math.sin(declination) + Math.cos(lat) * Math.cos(declination) * Math.cos(ha),
    ),
  );
  const zenith = Math.acos(cosZenith);
  // Azimuth from south-based atan2, turned to a north-based compass bearing.
  const azimuth = mod360(
    Math.atan2(Math.sin(ha), Math.cos(ha) * Math.sin(lat) - Math.tan(declination) * Math.cos(lat)) * deg +
      180,
  );
  const geometricAltitude = 90 - zenith * deg;
  return {
    azimuthDegrees: azimuth,
    altitudeDegrees: geometricAltitude + refraction(geometricAltitude),
    declinationDegrees: declination * deg,
    equationOfTimeMinutes: equationOfTime,
  };
}

/**
 * Unit vector towards the sun in a local east-north-up frame (x east, y north, z up), as RD New's axes are
 * (RD grid north differs from true north by under 2 degrees in the Netherlands; we ignore that).
 */
export function sunDirection(position: Pick<SolarPosition, 'azimuthDegrees' | 'altitudeDegrees'>): {
  x: number;
  y: number;
  z: number;
} {
  const az = position.azimuthDegrees * rad;
  const alt = position.altitudeDegrees * rad;
  return { x: Math.sin(az) * Math.cos(alt), y: Math.cos(az) * Math.cos(alt), z: Math.sin(alt) };
}

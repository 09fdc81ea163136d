const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/**
 * The sun-hours colour map (RGB 0-1): dark red at no sun to orange just under the norm's threshold, then
 * yellow at the threshold to green at three times it. Pure, so the legend and the 3D points share one scale.
 */
export function sunHoursColour(hours: number, thresholdHours = 2): [number, number, number] {
  if (hours < thresholdHours) {
    const t = Math.max(0, hours / thresholdHours);
    return [lerp(0.55, 0.95, t), lerp(0.08, 0.45, t), 0.1];
  }
  const t = Math.min(1, (hours - thresholdHours) / (thresholdHours * 2));
  return [lerp(0.95, 0.2, t), lerp(0.82, 0.7, t), lerp(0.2, 0.3, t)];
}

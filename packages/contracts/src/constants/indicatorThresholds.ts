/** Indicator thresholds of spec section 9. */
export const indicatorThresholds = {
  renewalBuiltBeforeYear: 1985,
  renewalBuiltBeforeYearAlt: 1995,
  heightGainMeters: 3,
  deviatingEnvironmentalCategoryPoints: 2,
  jobChangeBaseYear: 2018,
} as const;

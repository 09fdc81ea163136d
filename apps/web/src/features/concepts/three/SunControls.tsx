import { Button, Group, SegmentedControl, Slider, Stack, Switch, Text } from '@mantine/core';
import { amsterdamToUtc, solarPosition } from '@plotwise/core/sun/index';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { monthNames } from './monthNames';
import type { CameraMode, SceneRuntime } from './sceneRuntime';
import type { SceneSite } from './sceneTypes';

export interface SunMoment {
  month: number;
  day: number;
  /** minutes after midnight, Dutch clock time */
  minutes: number;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const ANIMATION_STEP_MINUTES = 10;

/** Month and time sliders, the day animation, camera mode and shadows; places the runtime's sun. */
export function SunControls(props: {
  runtime: SceneRuntime | null;
  site: SceneSite;
  year: number;
  moment: SunMoment;
  onMoment: (m: SunMoment) => void;
  animating: boolean;
  onAnimating: (on: boolean) => void;
  camera: CameraMode;
  onCamera: (m: CameraMode) => void;
  shadows: boolean;
  /** left out, the shadows follow the render mode and no switch shows */
  onShadows?: (on: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { runtime, site, year, moment, onMoment, animating } = props;
  const utc = amsterdamToUtc(
    year,
    moment.month,
    moment.day,
    Math.floor(moment.minutes / 60),
    moment.minutes % 60,
  );
  const sun = useMemo(
    () => solarPosition(site.centreLngLat.lat, site.centreLngLat.lng, utc),
    [site.centreLngLat.lat, site.centreLngLat.lng, utc],
  );
  useEffect(() => void runtime?.setSunAt(utc), [runtime, utc]);
  // The day animation: ten minutes a tick from 05:00 to 22:00, then it stops.
  useEffect(() => {
    if (!animating) return;
    const timer = setInterval(() => {
      const next =
        moment.minutes < 5 * 60 || moment.minutes >= 22 * 60
          ? 5 * 60
          : moment.minutes + ANIMATION_STEP_MINUTES;
      onMoment({ ...moment, minutes: next });
      if (next >= 22 * 60) props.onAnimating(false);
    }, 120);
    return () => clearInterval(timer);
  }, [animating, moment, onMoment, props]);
  const months = monthNames(i18n.language);
  return (
    <Stack gap="xs" data-testid="sun-controls">
      <Text size="sm" data-testid="sun-moment">
        {t('concepts3d.moment', {
          day: moment.day,
          month: months[moment.month - 1],
          time: hhmm(moment.minutes),
        })}{' '}
        ·{' '}
        {sun.altitudeDegrees > 0
          ? t('concepts3d.sunAt', {
              azimuth: formatNumber(sun.azimuthDegrees, i18n.language, 1),
              altitude: formatNumber(sun.altitudeDegrees, i18n.language, 1),
            })
          : t('concepts3d.sunDown')}
      </Text>
      <Text size="xs" id="sun-month-label">
        {t('concepts3d.month')}
      </Text>
      <Slider
        aria-labelledby="sun-month-label"
        data-testid="month-slider"
        min={1}
        max={12}
        step={1}
        value={moment.month}
        label={(v) => months[v - 1]}
        onChange={(month) => onMoment({ ...moment, month })}
      />
      <Text size="xs" id="sun-time-label">
        {t('concepts3d.time')}
      </Text>
      <Slider
        aria-labelledby="sun-time-label"
        data-testid="time-slider"
        min={0}
        max={24 * 60 - 15}
        step={15}
        value={moment.minutes}
        label={hhmm}
        onChange={(minutes) => onMoment({ ...moment, minutes })}
      />
      <Group gap="sm">
        <Button
          size="xs"
          variant="light"
          onClick={() => props.onAnimating(!animating)}
          data-testid="animate-day"
        >
          {animating ? t('concepts3d.stopDay') : t('concepts3d.playDay')}
        </Button>
        <SegmentedControl
          size="xs"
          value={props.camera}
          onChange={(v) => props.onCamera(v as CameraMode)}
          data={[
            { value: 'orbit', label: t('concepts3d.orbit') },
            { value: 'walk', label: t('concepts3d.walk') },
          ]}
        />
        {props.onShadows && (
          <Switch
            size="xs"
            label={t('concepts3d.shadows')}
            checked={props.shadows}
            onChange={(e) => props.onShadows?.(e.currentTarget.checked)}
          />
        )}
      </Group>
      {props.camera === 'walk' && (
        <Text size="xs" c="dimmed">
          {t('concepts3d.walkHelp')}
        </Text>
      )}
    </Stack>
  );
}

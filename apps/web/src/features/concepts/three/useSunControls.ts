import { useState } from 'react';
import { useDerivedState } from '../../../ui/useDerivedState';
import type { RenderView } from '../shared/renderView';
import type { CameraMode, SceneRuntime } from './sceneRuntime';
import type { SunMoment } from './SunControls';

/**
 * The state of the sun tab, kept by the view so it stays while another tab shows: the moment (from the render
 * settings whenever they change, else the first one given), the day animation, the camera mode and the shadows
 * (the render mode decides them when there are render settings). Choices are passed on to the runtime.
 */
export function useSunControls(
  runtime: SceneRuntime | null,
  view: RenderView | undefined,
  initialMoment: SunMoment | undefined,
  keepMoment: ((moment: SunMoment) => void) | undefined,
) {
  // the render settings' month and time move the sun whenever they change (in the panel beside the view)
  const momentKey = view ? `${view.moment.month}:${view.moment.minutes}` : 'own';
  const [moment, setMoment] = useDerivedState(
    momentKey,
    (): SunMoment => view?.moment ?? initialMoment ?? { month: 3, day: 21, minutes: 12 * 60 },
  );
  const [animating, setAnimating] = useState(false);
  const [camera, setCamera] = useState<CameraMode>('orbit');
  const [shadows, setShadows] = useState(true);
  return {
    moment,
    onMoment: (m: SunMoment) => {
      setMoment(m);
      if (!animating) keepMoment?.(m);
    },
    animating,
    onAnimating: setAnimating,
    camera,
    onCamera: (m: CameraMode) => {
      setCamera(m);
      runtime?.setCameraMode(m);
    },
    shadows: view ? view.shadows : shadows,
    // with render settings, the render mode decides the shadows (in the settings panel)
    onShadows: view
      ? undefined
      : (on: boolean) => {
          setShadows(on);
          runtime?.setShadows(on);
        },
  };
}

import { staffScreen } from '../../../ui/AdminFrame';
import { SceneDebugScreen } from './SceneDebugScreen';

/** /debug/shadows: the 3D view's internals, for staff only. */
export default staffScreen('debug.shadows', function ShadowsDebugScreen() {
  return <SceneDebugScreen mode="shadows" />;
});

import { staffScreen } from '../../../ui/AdminFrame';
import { SceneDebugScreen } from './SceneDebugScreen';

/** /debug/three: the 3D view's internals, for staff only. */
export default staffScreen('debug.three', function ThreeDebugScreen() {
  return <SceneDebugScreen mode="three" />;
});

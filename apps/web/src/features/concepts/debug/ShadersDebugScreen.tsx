import { staffScreen } from '../../../ui/AdminFrame';
import { SceneDebugScreen } from './SceneDebugScreen';

/** /debug/shaders: the 3D view's internals, for staff only. */
export default staffScreen('debug.shaders', function ShadersDebugScreen() {
  return <SceneDebugScreen mode="shaders" />;
});

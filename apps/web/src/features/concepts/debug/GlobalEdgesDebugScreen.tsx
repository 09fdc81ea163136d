import { staffScreen } from '../../../ui/AdminFrame';
import { SceneDebugScreen } from './SceneDebugScreen';

/** /debug/globaledges: the 3D view's internals, for staff only. */
export default staffScreen('debug.globaledges', function GlobalEdgesDebugScreen() {
  return <SceneDebugScreen mode="globaledges" />;
});

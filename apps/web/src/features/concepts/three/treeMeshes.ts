// Trees as simple shapes: a trunk (cylinder) and a crown (cone) per tree, all trees in two instanced meshes so a
// park of hundreds costs two draw calls. Sizes follow the tree's height; the crown starts at 30 % of it.
import * as THREE from 'three';
import type { MaterialStyle } from '../shared/renderView';
import type { SceneTree } from './sceneTypes';

type Material = (colour: number, styles: Partial<Record<MaterialStyle, number>>) => THREE.Material;

const CROWN_START = 0.3;

/** The trees as a group of two instanced meshes (trunks, crowns) in the scene's local metres (z up). */
export function treeMeshes(
  trees: readonly SceneTree[],
  origin: { x: number; y: number },
  material: Material,
): THREE.Group {
  const group = new THREE.Group();
  group.name = 'trees';
  if (!trees.length) return group;
  // unit shapes standing on z = 0, scaled per tree (three's cylinder and cone stand along y: turned to z)
  const trunk = new THREE.CylinderGeometry(1, 1, 1, 6).rotateX(Math.PI / 2).translate(0, 0, 0.5);
  const crown = new THREE.ConeGeometry(1, 1, 8).rotateX(Math.PI / 2).translate(0, 0, 0.5);
  const trunks = new THREE.InstancedMesh(
    trunk,
    material(0x7a5c3e, { realistic: 0x5e4630, sketch: 0xdddddd }),
    trees.length,
  );
  const crowns = new THREE.InstancedMesh(
    crown,
    material(0x5f9a4a, { realistic: 0x3f7a34, sketch: 0xeeeeee }),
    trees.length,
  );
  trunks.name = 'tree trunks';
  crowns.name = 'tree crowns';
  const m = new THREE.Matrix4();
  const q = new THREE.Quaternion();
  trees.forEach((t, i) => {
    const h = t.heightMeters;
    const x = t.at.x - origin.x;
    const y = t.at.y - origin.y;
    const trunkRadius = Math.max(0.12, h * 0.02);
    m.compose(
      new THREE.Vector3(x, y, 0),
      q,
      new THREE.Vector3(trunkRadius, trunkRadius, h * (CROWN_START + 0.05)),
    );
    trunks.setMatrixAt(i, m);
    const crownRadius = Math.min(6, h * 0.28);
    m.compose(
      new THREE.Vector3(x, y, h * CROWN_START),
      q,
      new THREE.Vector3(crownRadius, crownRadius, h * (1 - CROWN_START)),
    );
    crowns.setMatrixAt(i, m);
  });
  for (const mesh of [trunks, crowns]) {
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    mesh.computeBoundingSphere();
    group.add(mesh);
  }
  return group;
}

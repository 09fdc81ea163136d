// The three.js scene of a concept: its buildings from the generated model (each floor layout extruded by its
// storeys), site functions, the buildable area, a ground plane and the surrounding buildings, in a local frame
// of metres with its origin at the site's centre (x east, y north, z up, like RD New). Needs no WebGL, so the
// benchmark builds it in Node.
import type { BuildingModel } from '@plotwise/core/generator/index';
import { localToRd } from '@plotwise/core/geometry/transform';
import { footprintPrism, modelPrisms, type Prism } from '@plotwise/core/sun/index';
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { SceneSite, SurroundingBuilding } from './sceneTypes';

/** Block colours of the 3D view (kept close to the top view's). */
const BLOCK_COLOURS: Record<string, number> = {
  gallery_flats: 0xe0a458,
  corridor_flats: 0xd9895b,
  tower: 0xc46b5c,
  street_housing: 0xc9a27e,
  house: 0xc9a27e,
  parking: 0x8d99ae,
  office: 0x6c8ebf,
  industrial: 0x9aa5b1,
  distribution_centre: 0xa3b18a,
};
const SITE_COLOURS: Record<string, number> = { green: 0x8fbf6f, water: 0x6fa8dc, parking: 0xb8b8b8 };

export interface ConceptScene {
  scene: THREE.Scene;
  concept: THREE.Group;
  /** the neighbours, merged into one mesh (one draw call instead of hundreds) */
  surroundings: THREE.Group;
  /** how many neighbours are drawn (demolished ones left out) */
  neighbourCount: number;
  edges: THREE.Group;
  sun: THREE.DirectionalLight;
  /** radius around the origin that holds everything (metres) */
  radius: number;
  /** the prisms in RD metres, as the sun-hours study needs them */
  prisms: Prism[];
  materials: THREE.Material[];
  /** Points the sun along a unit vector east-north-up (from core's sunDirection). */
  setSun(direction: { x: number; y: number; z: number }): void;
  dispose(): void;
}

export interface SceneOptions {
  /** BAG identificaties the concept demolishes: they leave the view */
  demolished?: readonly string[];
}

function prismMesh(p: Prism, origin: { x: number; y: number }, material: THREE.Material): THREE.Mesh {
  const shape = new THREE.Shape(p.ring.map((v) => new THREE.Vector2(v.x - origin.x, v.y - origin.y)));
  const geometry = new THREE.ExtrudeGeometry(shape, { depth: p.top - p.bottom, bevelEnabled: false });
  geometry.translate(0, 0, p.bottom);
  const mesh = new THREE.Mesh(geometry, material);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  mesh.name = p.owner;
  mesh.userData = { owner: p.owner };
  return mesh;
}

function flat(
  ring: readonly { x: number; y: number }[],
  origin: { x: number; y: number },
  z: number,
  material: THREE.Material,
): THREE.Mesh {
  const geometry = new THREE.ShapeGeometry(
    new THREE.Shape(ring.map((v) => new THREE.Vector2(v.x - origin.x, v.y - origin.y))),
  );
  geometry.translate(0, 0, z);
  const mesh = new THREE.Mesh(geometry, material);
  mesh.receiveShadow = true;
  return mesh;
}

/** Builds the scene of a concept with its surroundings (no renderer involved). */
export function buildConceptScene(
  models: readonly BuildingModel[],
  surroundings: readonly SurroundingBuilding[],
  site: SceneSite,
  options: SceneOptions = {},
): ConceptScene {
  const origin = site.centre;
  const scene = new THREE.Scene();
  scene.name = 'concept';
  scene.background = new THREE.Color(0xdfe9f3);
  const materials: THREE.Material[] = [];
  const material = (colour: number, extra: THREE.MeshStandardMaterialParameters = {}) => {
    const m = new THREE.MeshStandardMaterial({ color: colour, roughness: 0.85, metalness: 0, ...extra });
    materials.push(m);
    return m;
  };
  const blockMaterials = new Map<string, THREE.Material>();
  const blockMaterial = (blocktype: string) => {
    let m = blockMaterials.get(blocktype);
    if (!m) {
      m = material(BLOCK_COLOURS[blocktype] ?? 0xbfbfbf);
      m.name = blocktype;
      blockMaterials.set(blocktype, m);
    }
    return m;
  };

  const concept = new THREE.Group();
  concept.name = 'buildings';
  const edges = new THREE.Group();
  edges.name = 'edges';
  const edgeMaterial = new THREE.LineBasicMaterial({ color: 0x333333 });
  materials.push(edgeMaterial);
  const prisms: Prism[] = [];
  for (const model of models) {
    const owner = String(model.building_id);
    const building = new THREE.Group();
    building.name = `building ${owner}`;
    building.userData = { owner, blocktype: model.blocktype };
    for (const p of modelPrisms(model, owner)) {
      prisms.push(p);
      const mesh = prismMesh(p, origin, blockMaterial(model.blocktype));
      building.add(mesh);
      const lines = new THREE.LineSegments(new THREE.EdgesGeometry(mesh.geometry, 20), edgeMaterial);
      lines.name = `edges ${owner}`;
      edges.add(lines);
    }
    for (const inst of model.shape.instances)
      for (const s of model.children.functions) {
        const ring = s.polygon.map((v) => localToRd(model.frame, { x: v.x + inst.x, y: v.y + inst.y }));
        const colour = SITE_COLOURS[s.functiontype] ?? 0xcfcfcf;
        building.add(flat(ring, origin, 0.03, material(colour)));
      }
    concept.add(building);
  }

  const gone = new Set(options.demolished ?? []);
  const surrounding = new THREE.Group();
  surrounding.name = 'surroundings';
  const neighbourMaterial = material(0xe8e4dc);
  neighbourMaterial.name = 'surroundings';
  const pieces: THREE.BufferGeometry[] = [];
  for (const b of surroundings) {
    if (gone.has(b.identificatie) || b.ring.length < 3) continue;
    const p = footprintPrism(b.ring, b.heightMeters, b.identificatie);
    prisms.push(p);
    const mesh = prismMesh(p, origin, neighbourMaterial);
    pieces.push(mesh.geometry);
  }
  if (pieces.length) {
    const merged = mergeGeometries(pieces, false);
    for (const g of pieces) g.dispose();
    const mesh = new THREE.Mesh(merged, neighbourMaterial);
    mesh.name = 'surrounding buildings';
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    surrounding.add(mesh);
  }

  // How far everything reaches, for the ground, the camera and the shadow camera.
  let radius = 50;
  for (const p of prisms)
    for (const v of p.ring) radius = Math.max(radius, Math.hypot(v.x - origin.x, v.y - origin.y));
  for (const v of site.buildableArea) radius = Math.max(radius, Math.hypot(v.x - origin.x, v.y - origin.y));

  const groundMaterial = material(0xf3f1ea);
  groundMaterial.name = 'ground';
  const ground = new THREE.Mesh(new THREE.PlaneGeometry(radius * 2.6, radius * 2.6), groundMaterial);
  ground.name = 'ground';
  ground.receiveShadow = true;
  scene.add(ground);

  if (site.buildableArea.length >= 3) {
    const areaMaterial = material(0x4c9be8, { transparent: true, opacity: 0.18 });
    areaMaterial.name = 'buildable area';
    const area = flat(site.buildableArea, origin, 0.02, areaMaterial);
    area.name = 'buildable area';
    scene.add(area);
    const outline = new THREE.LineLoop(
      new THREE.BufferGeometry().setFromPoints(
        site.buildableArea.map((v) => new THREE.Vector3(v.x - origin.x, v.y - origin.y, 0.05)),
      ),
      new THREE.LineBasicMaterial({ color: 0x1c6fd1 }),
    );
    outline.name = 'buildable area outline';
    materials.push(outline.material);
    scene.add(outline);
  }
  scene.add(concept, surrounding, edges);

  scene.add(new THREE.HemisphereLight(0xffffff, 0xb0a890, 1.2));
  const sun = new THREE.DirectionalLight(0xffffff, 2.2);
  sun.name = 'sun';
  sun.castShadow = true;
  sun.shadow.mapSize.set(2048, 2048);
  const cam = sun.shadow.camera;
  cam.left = cam.bottom = -radius;
  cam.right = cam.top = radius;
  cam.near = 1;
  cam.far = radius * 4;
  sun.shadow.bias = -0.0005;
  sun.shadow.normalBias = 0.3;
  scene.add(sun, sun.target);

  const setSun = (d: { x: number; y: number; z: number }) => {
    sun.position.set(d.x * radius * 2, d.y * radius * 2, d.z * radius * 2);
    sun.visible = d.z > 0;
    sun.shadow.camera.updateProjectionMatrix();
  };
  setSun({ x: 0, y: -0.6, z: 0.8 });

  return {
    scene,
    concept,
    surroundings: surrounding,
    neighbourCount: pieces.length,
    edges,
    sun,
    radius,
    prisms,
    materials,
    setSun,
    dispose: () => {
      scene.traverse((o) => {
        if (o instanceof THREE.Mesh || o instanceof THREE.LineSegments || o instanceof THREE.LineLoop)
          o.geometry.dispose();
      });
      for (const m of materials) m.dispose();
      sun.shadow.map?.dispose();
    },
  };
}

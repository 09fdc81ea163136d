// The three.js scene of a concept: its buildings from the generated model (each floor layout extruded by its
// storeys), site functions, the buildable area, a ground plane and the surrounding buildings, in a local frame
// of metres with its origin at the site's centre (x east, y north, z up, like RD New). Needs no WebGL, so the
// benchmark builds it in Node.
import type { BuildingModel } from '@plotwise/core/generator/index';
import { localToRd } from '@plotwise/core/geometry/transform';
import { footprintPrism, modelPrisms, type Prism } from '@plotwise/core/sun/index';
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { pointInPolygon } from '@plotwise/core/geometry/pointInPolygon';
import type { MaterialStyle } from '../shared/renderView';
import type { SceneSite, SceneTree, SurroundingBuilding } from './sceneTypes';
import { treeMeshes } from './treeMeshes';

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
/** The render mode "realistic": brick, glass and concrete tones instead of the analysis colours per block type. */
const REALISTIC_COLOURS: Record<string, number> = {
  gallery_flats: 0x9c5a3c,
  corridor_flats: 0xa86a4a,
  tower: 0x8f6a58,
  street_housing: 0xa65e46,
  house: 0xa65e46,
  parking: 0x7d7d7d,
  office: 0x9fb4c7,
  industrial: 0xa0a4a8,
  distribution_centre: 0xb0b3b5,
};
const BACKGROUNDS: Record<MaterialStyle, number> = {
  analysis: 0xdfe9f3,
  realistic: 0xaecde8,
  sketch: 0xffffff,
};
/** A material's colour per render style (kept in its userData, so a style change needs no rebuild). */
type StyleColours = Record<MaterialStyle, number>;

export interface ConceptScene {
  scene: THREE.Scene;
  concept: THREE.Group;
  /** the neighbours, merged into one mesh (one draw call instead of hundreds) */
  surroundings: THREE.Group;
  /** the BAG buildings standing on the site (centre on a parcel or in the buildable area), merged likewise */
  plotBuildings: THREE.Group;
  /** how many neighbours are drawn, on the site or around it (demolished ones left out) */
  neighbourCount: number;
  /** how many of them stand on the site */
  plotBuildingCount: number;
  /** the trees near the site: trunks and crowns as two instanced meshes */
  trees: THREE.Group;
  treeCount: number;
  /** the parcels as ground (hidden until the render settings show it) */
  plot: THREE.Group;
  /** the buildable area: its fill and outline */
  buildableArea: THREE.Group;
  edges: THREE.Group;
  sun: THREE.DirectionalLight;
  /** radius around the origin that holds everything (metres) */
  radius: number;
  /** the prisms in RD metres, as the sun-hours study needs them */
  prisms: Prism[];
  /** owners of the prisms in the `surroundings` and `plotBuildings` groups (BAG identificaties) */
  prismGroups: { surroundings: ReadonlySet<string>; plotBuildings: ReadonlySet<string> };
  materials: THREE.Material[];
  /** Points the sun along a unit vector east-north-up (from core's sunDirection). */
  setSun(direction: { x: number; y: number; z: number }): void;
  /** Colours every surface for a render style: analysis, realistic or sketch. */
  setStyle(style: MaterialStyle): void;
  dispose(): void;
}

export interface SceneOptions {
  /** BAG identificaties the concept demolishes: they leave the view */
  demolished?: readonly string[];
  /** trees near the site */
  trees?: readonly SceneTree[];
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
  const material = (
    colour: number,
    extra: THREE.MeshStandardMaterialParameters = {},
    styles: Partial<StyleColours> = {},
  ) => {
    const m = new THREE.MeshStandardMaterial({ color: colour, roughness: 0.85, metalness: 0, ...extra });
    m.userData.colours = {
      analysis: colour,
      realistic: colour,
      sketch: 0xffffff,
      ...styles,
    } satisfies StyleColours;
    materials.push(m);
    return m;
  };
  const blockMaterials = new Map<string, THREE.Material>();
  const blockMaterial = (blocktype: string) => {
    let m = blockMaterials.get(blocktype);
    if (!m) {
      m = material(
        BLOCK_COLOURS[blocktype] ?? 0xbfbfbf,
        {},
        { realistic: REALISTIC_COLOURS[blocktype] ?? 0xa88a74 },
      );
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

  // A BAG building whose middle stands on the site is the plot's own (often to be replaced): a group of its own,
  // so the render settings show it or not apart from the neighbours around.
  const siteRings = [...(site.parcels ?? []), site.buildableArea].filter((r) => r.length >= 3);
  const onSite = (ring: readonly { x: number; y: number }[]) => {
    const c = { x: 0, y: 0 };
    for (const v of ring) {
      c.x += v.x / ring.length;
      c.y += v.y / ring.length;
    }
    return siteRings.some((r) => pointInPolygon(c, r));
  };
  const gone = new Set(options.demolished ?? []);
  const neighbourMaterial = material(0xe8e4dc, {}, { realistic: 0xc9b9a6, sketch: 0xf4f4f4 });
  neighbourMaterial.name = 'surroundings';
  const pieces = { around: [] as THREE.BufferGeometry[], site: [] as THREE.BufferGeometry[] };
  const prismGroups = { surroundings: new Set<string>(), plotBuildings: new Set<string>() };
  for (const b of surroundings) {
    if (gone.has(b.identificatie) || b.ring.length < 3) continue;
    const p = footprintPrism(b.ring, b.heightMeters, b.identificatie);
    prisms.push(p);
    const mesh = prismMesh(p, origin, neighbourMaterial);
    const mine = onSite(b.ring);
    (mine ? pieces.site : pieces.around).push(mesh.geometry);
    (mine ? prismGroups.plotBuildings : prismGroups.surroundings).add(b.identificatie);
  }
  const mergedGroup = (name: string, meshName: string, list: THREE.BufferGeometry[]) => {
    const group = new THREE.Group();
    group.name = name;
    if (!list.length) return group;
    const merged = mergeGeometries(list, false);
    for (const g of list) g.dispose();
    const mesh = new THREE.Mesh(merged, neighbourMaterial);
    mesh.name = meshName;
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    group.add(mesh);
    return group;
  };
  const surrounding = mergedGroup('surroundings', 'surrounding buildings', pieces.around);
  const plotBuildings = mergedGroup('plot buildings', 'buildings on the plot', pieces.site);

  // How far everything reaches, for the ground, the camera and the shadow camera.
  let radius = 50;
  for (const p of prisms)
    for (const v of p.ring) radius = Math.max(radius, Math.hypot(v.x - origin.x, v.y - origin.y));
  for (const v of site.buildableArea) radius = Math.max(radius, Math.hypot(v.x - origin.x, v.y - origin.y));

  const groundMaterial = material(0xf3f1ea, {}, { realistic: 0xb9c99a, sketch: 0xfafafa });
  groundMaterial.name = 'ground';
  const ground = new THREE.Mesh(new THREE.PlaneGeometry(radius * 2.6, radius * 2.6), groundMaterial);
  ground.name = 'ground';
  ground.receiveShadow = true;
  scene.add(ground);

  // The parcels as ground, their opacity from the render settings (applied by the runtime).
  const plot = new THREE.Group();
  plot.name = 'plot';
  plot.visible = false;
  const plotMaterial = material(
    0xdfe8d2,
    { transparent: true, opacity: 1, depthWrite: false },
    { realistic: 0x9fb982, sketch: 0xf0f0f0 },
  );
  plotMaterial.name = 'plot';
  const plotRings = site.parcels?.length ? site.parcels : [site.buildableArea];
  for (const ring of plotRings.filter((r) => r.length >= 3)) plot.add(flat(ring, origin, 0.01, plotMaterial));
  scene.add(plot);

  const buildableArea = new THREE.Group();
  buildableArea.name = 'buildable area';
  if (site.buildableArea.length >= 3) {
    const areaMaterial = material(
      0x4c9be8,
      { transparent: true, opacity: 0.18, depthWrite: false },
      { realistic: 0x4c9be8, sketch: 0x4c9be8 },
    );
    areaMaterial.name = 'buildable area';
    const area = flat(site.buildableArea, origin, 0.02, areaMaterial);
    area.name = 'buildable area';
    buildableArea.add(area);
    const outline = new THREE.LineLoop(
      new THREE.BufferGeometry().setFromPoints(
        site.buildableArea.map((v) => new THREE.Vector3(v.x - origin.x, v.y - origin.y, 0.05)),
      ),
      new THREE.LineBasicMaterial({ color: 0x1c6fd1 }),
    );
    outline.name = 'buildable area outline';
    materials.push(outline.material);
    buildableArea.add(outline);
  }
  scene.add(buildableArea);

  const trees = treeMeshes(options.trees ?? [], origin, (colour, styles) => material(colour, {}, styles));
  scene.add(concept, surrounding, plotBuildings, trees, edges);

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
    plotBuildings,
    neighbourCount: pieces.around.length + pieces.site.length,
    plotBuildingCount: pieces.site.length,
    trees,
    treeCount: options.trees?.length ?? 0,
    plot,
    buildableArea,
    edges,
    sun,
    radius,
    prisms,
    prismGroups,
    materials,
    setSun,
    setStyle: (style) => {
      for (const m of materials) {
        const colours = m.userData.colours as StyleColours | undefined;
        if (colours && m instanceof THREE.MeshStandardMaterial) m.color.setHex(colours[style]);
      }
      edgeMaterial.color.setHex(style === 'sketch' ? 0x222222 : 0x333333);
      scene.background = new THREE.Color(BACKGROUNDS[style]);
    },
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

// The stages of buildConceptScene: each builds one group of the scene in the local frame (metres around the
// site's centre, z up) and adds its materials to the scene's list in the order the stages run.
import type { BuildingModel } from '@plotwise/core/generator/index';
import { localToRd } from '@plotwise/core/geometry/transform';
import { pointInPolygon } from '@plotwise/core/geometry/pointInPolygon';
import { footprintPrism, modelPrisms, type Prism } from '@plotwise/core/sun/index';
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { SceneMaterials } from './sceneMaterials';
import type { SceneSite, SurroundingBuilding } from './sceneTypes';

type Pt = { x: number; y: number };

const SITE_COLOURS: Record<string, number> = { green: 0x8fbf6f, water: 0x6fa8dc, parking: 0xb8b8b8 };

function prismMesh(p: Prism, origin: Pt, material: THREE.Material): THREE.Mesh {
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

function flat(ring: readonly Pt[], origin: Pt, z: number, material: THREE.Material): THREE.Mesh {
  const geometry = new THREE.ShapeGeometry(
    new THREE.Shape(ring.map((v) => new THREE.Vector2(v.x - origin.x, v.y - origin.y))),
  );
  geometry.translate(0, 0, z);
  const mesh = new THREE.Mesh(geometry, material);
  mesh.receiveShadow = true;
  return mesh;
}

/**
 * The concept's buildings: per model a group of its extruded floor layouts and its site functions, their edges
 * in a group of their own, and their prisms (RD metres) for the sun-hours study.
 */
export function conceptBuildings(models: readonly BuildingModel[], origin: Pt, materials: SceneMaterials) {
  const concept = new THREE.Group();
  concept.name = 'buildings';
  const edges = new THREE.Group();
  edges.name = 'edges';
  const edgeMaterial = new THREE.LineBasicMaterial({ color: 0x333333 });
  materials.list.push(edgeMaterial);
  const prisms: Prism[] = [];
  for (const model of models) {
    const owner = String(model.building_id);
    const building = new THREE.Group();
    building.name = `building ${owner}`;
    building.userData = { owner, blocktype: model.blocktype };
    for (const p of modelPrisms(model, owner)) {
      prisms.push(p);
      const mesh = prismMesh(p, origin, materials.block(model.blocktype));
      building.add(mesh);
      const lines = new THREE.LineSegments(new THREE.EdgesGeometry(mesh.geometry, 20), edgeMaterial);
      lines.name = `edges ${owner}`;
      edges.add(lines);
    }
    for (const inst of model.shape.instances)
      for (const s of model.children.functions) {
        const ring = s.polygon.map((v) => localToRd(model.frame, { x: v.x + inst.x, y: v.y + inst.y }));
        const colour = SITE_COLOURS[s.functiontype] ?? 0xcfcfcf;
        building.add(flat(ring, origin, 0.03, materials.standard(colour)));
      }
    concept.add(building);
  }
  return { concept, edges, edgeMaterial, prisms };
}

function mergedGroup(name: string, meshName: string, list: THREE.BufferGeometry[], material: THREE.Material) {
  const group = new THREE.Group();
  group.name = name;
  if (!list.length) return group;
  const merged = mergeGeometries(list, false);
  for (const g of list) g.dispose();
  const mesh = new THREE.Mesh(merged, material);
  mesh.name = meshName;
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  group.add(mesh);
  return group;
}

/**
 * The BAG buildings, demolished ones left out, as two merged meshes: those around the site and those whose middle
 * stands on it (the plot's own, often to be replaced), so the render settings show them apart. Their prisms are
 * added to `prisms`.
 */
export function neighbourBuildings(
  surroundings: readonly SurroundingBuilding[],
  site: SceneSite,
  demolished: readonly string[],
  origin: Pt,
  materials: SceneMaterials,
  prisms: Prism[],
) {
  const siteRings = [...(site.parcels ?? []), site.buildableArea].filter((r) => r.length >= 3);
  const onSite = (ring: readonly Pt[]) => {
    const c = { x: 0, y: 0 };
    for (const v of ring) {
      c.x += v.x / ring.length;
      c.y += v.y / ring.length;
    }
    return siteRings.some((r) => pointInPolygon(c, r));
  };
  const gone = new Set(demolished);
  const neighbourMaterial = materials.standard(0xe8e4dc, {}, { realistic: 0xc9b9a6, sketch: 0xf4f4f4 });
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
  return {
    surroundings: mergedGroup('surroundings', 'surrounding buildings', pieces.around, neighbourMaterial),
    plotBuildings: mergedGroup('plot buildings', 'buildings on the plot', pieces.site, neighbourMaterial),
    neighbourCount: pieces.around.length + pieces.site.length,
    plotBuildingCount: pieces.site.length,
    prismGroups,
  };
}

/** How far everything reaches from the origin (at least 50 m), for the ground, the camera and the shadow camera. */
export function sceneRadius(prisms: readonly Prism[], buildableArea: readonly Pt[], origin: Pt): number {
  let radius = 50;
  for (const p of prisms)
    for (const v of p.ring) radius = Math.max(radius, Math.hypot(v.x - origin.x, v.y - origin.y));
  for (const v of buildableArea) radius = Math.max(radius, Math.hypot(v.x - origin.x, v.y - origin.y));
  return radius;
}

/** The ground plane, a square reaching past everything. */
export function groundPlane(radius: number, materials: SceneMaterials): THREE.Mesh {
  const groundMaterial = materials.standard(0xf3f1ea, {}, { realistic: 0xb9c99a, sketch: 0xfafafa });
  groundMaterial.name = 'ground';
  const ground = new THREE.Mesh(new THREE.PlaneGeometry(radius * 2.6, radius * 2.6), groundMaterial);
  ground.name = 'ground';
  ground.receiveShadow = true;
  return ground;
}

/** The parcels (else the buildable area) as ground, hidden; their opacity from the render settings (applied by the runtime). */
export function plotGround(site: SceneSite, origin: Pt, materials: SceneMaterials): THREE.Group {
  const plot = new THREE.Group();
  plot.name = 'plot';
  plot.visible = false;
  const plotMaterial = materials.standard(
    0xdfe8d2,
    { transparent: true, opacity: 1, depthWrite: false },
    { realistic: 0x9fb982, sketch: 0xf0f0f0 },
  );
  plotMaterial.name = 'plot';
  const plotRings = site.parcels?.length ? site.parcels : [site.buildableArea];
  for (const ring of plotRings.filter((r) => r.length >= 3)) plot.add(flat(ring, origin, 0.01, plotMaterial));
  return plot;
}

/** The buildable area: a translucent fill and its outline (empty without an area). */
export function buildableAreaGroup(site: SceneSite, origin: Pt, materials: SceneMaterials): THREE.Group {
  const buildableArea = new THREE.Group();
  buildableArea.name = 'buildable area';
  if (site.buildableArea.length < 3) return buildableArea;
  const areaMaterial = materials.standard(
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
  materials.list.push(outline.material);
  buildableArea.add(outline);
  return buildableArea;
}

/** The sun: a directional light casting shadows over the whole radius, and how to point it. */
export function sunLight(radius: number) {
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
  const setSun = (d: { x: number; y: number; z: number }) => {
    sun.position.set(d.x * radius * 2, d.y * radius * 2, d.z * radius * 2);
    sun.visible = d.z > 0;
    sun.shadow.camera.updateProjectionMatrix();
  };
  return { sun, setSun };
}

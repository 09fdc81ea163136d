// The three.js scene of a concept: its buildings from the generated model (each floor layout extruded by its
// storeys), site functions, the buildable area, a ground plane and the surrounding buildings, in a local frame
// of metres with its origin at the site's centre (x east, y north, z up, like RD New). Needs no WebGL, so the
// benchmark builds it in Node.
import type { BuildingModel } from '@plotwise/core/generator/index';
import type { Prism } from '@plotwise/core/sun/index';
import * as THREE from 'three';
import type { MaterialStyle } from '../shared/renderView';
import {
  buildableAreaGroup,
  conceptBuildings,
  groundPlane,
  neighbourBuildings,
  plotGround,
  sceneRadius,
  sunLight,
} from './sceneStages';
import { applyStyle, sceneMaterials } from './sceneMaterials';
import type { SceneSite, SceneTree, SurroundingBuilding } from './sceneTypes';
import { treeMeshes } from './treeMeshes';

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
  // the stages run in this order so the materials and objects are made in it too (three.js sorts by their ids)
  const materials = sceneMaterials();
  const { concept, edges, edgeMaterial, prisms } = conceptBuildings(models, origin, materials);
  const neighbours = neighbourBuildings(
    surroundings,
    site,
    options.demolished ?? [],
    origin,
    materials,
    prisms,
  );
  const radius = sceneRadius(prisms, site.buildableArea, origin);
  scene.add(groundPlane(radius, materials));
  const plot = plotGround(site, origin, materials);
  scene.add(plot);
  const buildableArea = buildableAreaGroup(site, origin, materials);
  scene.add(buildableArea);

  const trees = treeMeshes(options.trees ?? [], origin, (colour, styles) =>
    materials.standard(colour, {}, styles),
  );
  scene.add(concept, neighbours.surroundings, neighbours.plotBuildings, trees, edges);

  scene.add(new THREE.HemisphereLight(0xffffff, 0xb0a890, 1.2));
  const { sun, setSun } = sunLight(radius);
  scene.add(sun, sun.target);
  setSun({ x: 0, y: -0.6, z: 0.8 });

  return {
    scene,
    concept,
    surroundings: neighbours.surroundings,
    plotBuildings: neighbours.plotBuildings,
    neighbourCount: neighbours.neighbourCount,
    plotBuildingCount: neighbours.plotBuildingCount,
    trees,
    treeCount: options.trees?.length ?? 0,
    plot,
    buildableArea,
    edges,
    sun,
    radius,
    prisms,
    prismGroups: neighbours.prismGroups,
    materials: materials.list,
    setSun,
    setStyle: (style) => applyStyle(scene, materials.list, edgeMaterial, style),
    dispose: () => {
      scene.traverse((o) => {
        if (o instanceof THREE.Mesh || o instanceof THREE.LineSegments || o instanceof THREE.LineLoop)
          o.geometry.dispose();
      });
      for (const m of materials.list) m.dispose();
      sun.shadow.map?.dispose();
    },
  };
}

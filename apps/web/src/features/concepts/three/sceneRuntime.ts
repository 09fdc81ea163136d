// The live 3D view: renderer, orbit and walk cameras, the sun with real-time shadows, the sun-hours colour map
// and the glTF export. Reached only through a dynamic import (ConceptView3D), so three.js stays out of the
// initial JavaScript. It renders on demand (a change, a camera move), not in a loop: two cores, six tabs.
import type { BuildingModel } from '@plotwise/core/generator/index';
import type { Prism } from '@plotwise/core/sun/index';
import { solarPosition, sunDirection, type SolarPosition } from '@plotwise/core/sun/index';
import * as THREE from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { RenderView } from '../shared/renderView';
import { buildConceptScene, type ConceptScene } from './buildConceptScene';
import type { SceneSite, SceneTree, SurroundingBuilding } from './sceneTypes';
import { sunHoursColour } from './sunHoursColour';
import { studyPrisms } from './studyOwners';

export type CameraMode = 'orbit' | 'walk';

const EYE = 1.7;
const WALK_STEP = 2;
const TURN_STEP = Math.PI / 24;

/** Can this browser draw WebGL at all? */
export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

export class SceneRuntime {
  readonly renderer: THREE.WebGLRenderer;
  /** the camera in use: the perspective one, or the orthographic one the render settings may choose */
  camera: THREE.PerspectiveCamera | THREE.OrthographicCamera;
  private readonly perspective: THREE.PerspectiveCamera;
  private readonly orthographic: THREE.OrthographicCamera;
  readonly controls: OrbitControls;
  /** the render settings' view last applied (applyView), for describe() */
  private view: RenderView | null = null;
  built: ConceptScene;
  /** how long building the scene took (ms) */
  buildMs: number;
  /** the last frames' render times (ms), shadows included */
  private frameTimes: number[] = [];
  private overlay: THREE.Points | null = null;
  private mode: CameraMode = 'orbit';
  private heading = 0;
  private frameRequested = false;
  private readonly onKey = (e: KeyboardEvent) => this.walkKey(e);

  constructor(
    private readonly host: HTMLElement,
    models: readonly BuildingModel[],
    surroundings: readonly SurroundingBuilding[],
    private readonly site: SceneSite,
    demolished: readonly string[] = [],
    trees: readonly SceneTree[] = [],
  ) {
    const started = performance.now();
    this.built = buildConceptScene(models, surroundings, site, { demolished, trees });
    this.buildMs = performance.now() - started;
    this.renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    this.renderer.shadowMap.enabled = true;
    this.renderer.shadowMap.type = THREE.PCFSoftShadowMap;
    this.renderer.domElement.tabIndex = 0;
    this.renderer.domElement.dataset.testid = 'scene-canvas';
    host.appendChild(this.renderer.domElement);
    this.perspective = new THREE.PerspectiveCamera(45, 1, 0.5, this.built.radius * 10);
    this.perspective.up.set(0, 0, 1);
    this.orthographic = new THREE.OrthographicCamera(
      -1,
      1,
      1,
      -1,
      -this.built.radius * 10,
      this.built.radius * 10,
    );
    this.orthographic.up.set(0, 0, 1);
    this.camera = this.perspective;
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.maxPolarAngle = Math.PI / 2 - 0.02;
    this.controls.addEventListener('change', () => this.requestFrame());
    this.renderer.domElement.addEventListener('keydown', this.onKey);
    this.resetOrbit();
    this.resize();
  }

  /** The site's centre in WGS84 (sun position). */
  get centreLngLat() {
    return this.site.centreLngLat;
  }

  /** Fits the canvas to its host. */
  resize(): void {
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    this.renderer.setSize(w, h);
    this.perspective.aspect = w / h;
    this.perspective.updateProjectionMatrix();
    this.fitOrthographic();
    this.requestFrame();
  }

  /** The orthographic frustum shows at the target what the perspective camera shows there (same framing). */
  private fitOrthographic(): void {
    const distance = this.perspective.position.distanceTo(this.controls.target);
    const half = distance * Math.tan(((this.perspective.fov / 2) * Math.PI) / 180);
    const aspect = this.perspective.aspect;
    Object.assign(this.orthographic, {
      left: -half * aspect,
      right: half * aspect,
      top: half,
      bottom: -half,
    });
    this.orthographic.updateProjectionMatrix();
  }

  /** Switches between the perspective and the orthographic camera, keeping where it stands and looks. */
  setProjection(kind: RenderView['camera']): void {
    const next = kind === 'orthographic' ? this.orthographic : this.perspective;
    if (next === this.camera) return;
    if (next === this.orthographic) this.fitOrthographic();
    next.position.copy(this.camera.position);
    next.quaternion.copy(this.camera.quaternion);
    next.zoom = 1;
    next.updateProjectionMatrix();
    this.camera = next;
    this.controls.object = next;
    this.controls.update();
    this.requestFrame();
  }

  /**
   * Shows the scene as the location's render settings say (shared/renderView.ts): which groups are drawn, the
   * plot's and buildable area's opacity, shadows, edges, the material style and the camera.
   */
  applyView(view: RenderView): void {
    const b = this.built;
    this.view = view;
    b.surroundings.visible = view.surroundingBuildings;
    b.plotBuildings.visible = view.plotBuildings;
    b.trees.visible = view.trees;
    b.plot.visible = view.plot.visible;
    b.buildableArea.visible = view.buildableArea.visible;
    const opacity = (group: THREE.Group, value: number) =>
      group.traverse((o) => {
        if (o instanceof THREE.Mesh && o.material instanceof THREE.MeshStandardMaterial)
          o.material.opacity = value;
      });
    opacity(b.plot, view.plot.opacity);
    opacity(b.buildableArea, view.buildableArea.opacity);
    b.edges.visible = view.edges;
    b.setStyle(view.materials);
    this.setShadows(view.shadows);
    this.setProjection(view.camera);
    // what the scene now shows, read back from its objects, on the host element for the browser tests
    this.host.dataset.shown = JSON.stringify(this.describe());
    this.requestFrame();
  }

  /**
   * The prisms the sun-hours study shades and studies: what the scene shows. Buildings on the plot are hidden by
   * default (usually to be replaced), and a hidden group must not cast shadow on the concept's facades either.
   */
  shownPrisms(): Prism[] {
    const b = this.built;
    // the groups' visibility, which applyView set from the render settings: exactly what is on screen
    return studyPrisms(b.prisms, b.prismGroups, {
      surroundingBuildings: b.surroundings.visible,
      plotBuildings: b.plotBuildings.visible,
    });
  }

  /** What the scene shows now, read from its objects (the editor writes it on the page for the browser tests). */
  describe() {
    const b = this.built;
    return {
      surroundings: b.surroundings.visible,
      plotBuildings: b.plotBuildings.visible,
      neighbourCount: b.neighbourCount,
      plotBuildingCount: b.plotBuildingCount,
      trees: b.trees.visible,
      treeCount: b.treeCount,
      plot: b.plot.visible,
      buildableArea: b.buildableArea.visible,
      edges: b.edges.visible,
      shadows: this.renderer.shadowMap.enabled,
      camera: this.camera.type,
      materials: this.view?.materials ?? 'analysis',
    };
  }

  /** Places the sun for an instant (UTC ms) at the site; answers where it stands. */
  setSunAt(utcMillis: number): SolarPosition {
    const pos = solarPosition(this.site.centreLngLat.lat, this.site.centreLngLat.lng, utcMillis);
    this.built.setSun(sunDirection(pos));
    this.requestFrame();
    return pos;
  }

  setShadows(on: boolean): void {
    this.renderer.shadowMap.enabled = on;
    this.built.scene.traverse((o) => {
      if (o instanceof THREE.Mesh) o.material.needsUpdate = true;
    });
    this.requestFrame();
  }

  setEdges(on: boolean): void {
    this.built.edges.visible = on;
    this.requestFrame();
  }

  setSurroundingsVisible(on: boolean): void {
    this.built.surroundings.visible = on;
    this.requestFrame();
  }

  setCameraMode(mode: CameraMode): void {
    this.mode = mode;
    if (mode === 'orbit') {
      this.controls.enabled = true;
      this.resetOrbit();
      return;
    }
    // Walk: stand at the south edge of the site at eye height, looking north; arrows move and turn.
    this.controls.enabled = false;
    this.heading = Math.PI / 2;
    this.camera.position.set(0, -Math.min(this.built.radius * 0.6, 120), EYE);
    this.lookAhead();
    this.renderer.domElement.focus();
  }

  private resetOrbit(): void {
    const r = Math.min(this.built.radius, 400);
    this.camera.position.set(-r * 0.7, -r * 1.1, r * 0.9);
    this.controls.target.set(0, 0, 0);
    this.controls.update();
    this.requestFrame();
  }

  private lookAhead(): void {
    const p = this.camera.position;
    this.camera.lookAt(p.x + Math.cos(this.heading), p.y + Math.sin(this.heading), EYE);
    this.requestFrame();
  }

  private walkKey(e: KeyboardEvent): void {
    if (this.mode !== 'walk') return;
    const forward = { ArrowUp: 1, w: 1, ArrowDown: -1, s: -1 }[e.key];
    const turn = { ArrowLeft: 1, a: 1, ArrowRight: -1, d: -1 }[e.key];
    if (forward)
      this.camera.position.add(
        new THREE.Vector3(Math.cos(this.heading), Math.sin(this.heading), 0).multiplyScalar(
          forward * WALK_STEP,
        ),
      );
    else if (turn) this.heading += turn * TURN_STEP;
    else return;
    e.preventDefault();
    this.lookAhead();
  }

  /**
   * Shows a sun-hours study as coloured points on the facades (points: x, y, z, nx, ny in RD metres).
   * null removes it.
   */
  showSunHours(study: { points: Float64Array; hours: Float32Array; thresholdHours: number } | null): void {
    if (this.overlay) {
      this.built.scene.remove(this.overlay);
      this.overlay.geometry.dispose();
      (this.overlay.material as THREE.Material).dispose();
      this.overlay = null;
    }
    if (study) {
      const n = study.hours.length;
      const position = new Float32Array(n * 3);
      const colour = new Float32Array(n * 3);
      const { x: ox, y: oy } = this.site.centre;
      for (let i = 0; i < n; i++) {
        position[i * 3] = study.points[i * 5]! + study.points[i * 5 + 3]! * 0.1 - ox;
        position[i * 3 + 1] = study.points[i * 5 + 1]! + study.points[i * 5 + 4]! * 0.1 - oy;
        position[i * 3 + 2] = study.points[i * 5 + 2]!;
        colour.set(sunHoursColour(study.hours[i]!, study.thresholdHours), i * 3);
      }
      const geometry = new THREE.BufferGeometry();
      geometry.setAttribute('position', new THREE.BufferAttribute(position, 3));
      geometry.setAttribute('color', new THREE.BufferAttribute(colour, 3));
      this.overlay = new THREE.Points(
        geometry,
        new THREE.PointsMaterial({ size: 0.9, vertexColors: true, sizeAttenuation: true }),
      );
      this.overlay.name = 'sun hours';
      this.built.scene.add(this.overlay);
    }
    this.requestFrame();
  }

  /** The concept with its surroundings as binary glTF (.glb). */
  async exportGlb(): Promise<ArrayBuffer> {
    const exporter = new GLTFExporter();
    const scene = new THREE.Scene();
    scene.name = 'concept';
    // Y up is glTF's convention: turn our z-up world a quarter round x.
    const root = new THREE.Group();
    root.name = 'site';
    root.rotation.x = -Math.PI / 2;
    root.add(this.built.concept.clone());
    // what the view shows around the concept goes along: neighbours, buildings on the plot, trees
    for (const g of [this.built.surroundings, this.built.plotBuildings, this.built.trees])
      if (g.visible && g.children.length) root.add(g.clone());
    scene.add(root);
    const out = await exporter.parseAsync(scene, { binary: true });
    return out as ArrayBuffer;
  }

  // ---- internals for the debug screens ----

  /** What the renderer holds: draw calls, triangles, geometries, textures and shader programs. */
  stats() {
    const info = this.renderer.info;
    return {
      calls: info.render.calls,
      triangles: info.render.triangles,
      lines: info.render.lines,
      geometries: info.memory.geometries,
      textures: info.memory.textures,
      programs: (info.programs ?? []).map((p) => ({ name: p.name, id: p.id, cacheKey: p.cacheKey })),
      shadowMapSize: this.built.sun.shadow.mapSize.x,
      shadowCamera: { ...this.shadowBounds() },
      edgeSegments: this.built.edges.children.reduce(
        (n, o) => n + ((o as THREE.LineSegments).geometry.getAttribute('position')?.count ?? 0) / 2,
        0,
      ),
    };
  }

  private shadowBounds() {
    const c = this.built.sun.shadow.camera;
    return { left: c.left, right: c.right, top: c.top, bottom: c.bottom, near: c.near, far: c.far };
  }

  /** Draws every surface with one debug material: normals, depth or wireframe (null: the real materials). */
  setOverride(kind: 'normals' | 'depth' | 'wireframe' | null): void {
    const old = this.built.scene.overrideMaterial;
    old?.dispose();
    this.built.scene.overrideMaterial =
      kind === 'normals'
        ? new THREE.MeshNormalMaterial()
        : kind === 'depth'
          ? new THREE.MeshDepthMaterial()
          : kind === 'wireframe'
            ? new THREE.MeshBasicMaterial({ wireframe: true, color: 0x222222 })
            : null;
    this.requestFrame();
  }

  private shadowHelper: THREE.CameraHelper | null = null;
  /** Shows the sun's shadow camera (the box the shadow map covers). */
  setShadowHelper(on: boolean): void {
    if (on && !this.shadowHelper) {
      this.shadowHelper = new THREE.CameraHelper(this.built.sun.shadow.camera);
      this.built.scene.add(this.shadowHelper);
    } else if (!on && this.shadowHelper) {
      this.built.scene.remove(this.shadowHelper);
      this.shadowHelper.dispose();
      this.shadowHelper = null;
    }
    this.requestFrame();
  }

  /** Looks from the sun along its light: what the shadow map sees (false: back to the orbit camera). */
  setViewFromSun(on: boolean): void {
    if (!on) return this.setCameraMode(this.mode);
    this.controls.enabled = false;
    const sun = this.built.sun.position;
    this.camera.position.copy(sun);
    this.camera.lookAt(0, 0, 0);
    this.requestFrame();
  }

  /** Hides the faces so only the edges show (globaledges). */
  setFacesVisible(on: boolean): void {
    this.built.concept.traverse((o) => {
      if (o instanceof THREE.Mesh) o.visible = on;
    });
    this.built.surroundings.visible = on;
    this.requestFrame();
  }

  /** The scene's materials: name, kind and colour. */
  materialList(): { name: string; type: string; colour: string; transparent: boolean }[] {
    return this.built.materials.map((m) => ({
      name: m.name,
      type: m.type,
      colour: 'color' in m && m.color instanceof THREE.Color ? `#${m.color.getHexString()}` : '',
      transparent: m.transparent,
    }));
  }

  /** Mean render time (ms) of the last frames, and how many were measured. */
  frameTime(): { meanMs: number; frames: number } {
    const n = this.frameTimes.length;
    return { meanMs: n ? this.frameTimes.reduce((s, t) => s + t, 0) / n : 0, frames: n };
  }

  /** Renders a few frames in a row to measure (shadows on), as the debug screens report. */
  measureFrames(count = 10): { meanMs: number; frames: number } {
    this.frameTimes = [];
    for (let i = 0; i < count; i++) this.render();
    return this.frameTime();
  }

  requestFrame(): void {
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(() => {
      this.frameRequested = false;
      this.render();
    });
  }

  private render(): void {
    const started = performance.now();
    this.renderer.render(this.built.scene, this.camera);
    // Reading one pixel waits for the GPU, so the time covers the shadow pass and the frame, not just the calls.
    const gl = this.renderer.getContext();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    this.frameTimes.push(performance.now() - started);
    if (this.frameTimes.length > 30) this.frameTimes.shift();
  }

  dispose(): void {
    this.renderer.domElement.removeEventListener('keydown', this.onKey);
    this.setShadowHelper(false);
    this.setOverride(null);
    this.controls.dispose();
    this.showSunHours(null);
    this.built.dispose();
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }
}

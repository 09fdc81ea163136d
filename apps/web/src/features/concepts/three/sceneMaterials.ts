// The materials of the concept scene, with their colour per render style kept in their userData, so a style
// change recolours them in place and needs no rebuild.
import * as THREE from 'three';
import type { MaterialStyle } from '../shared/renderView';

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
/** A material's colour per render style. */
type StyleColours = Record<MaterialStyle, number>;

/** Every material of one scene, in the order made (all disposed with the scene), and the makers that add to it. */
export interface SceneMaterials {
  list: THREE.Material[];
  /** a standard material of a colour, with other colours for the realistic and sketch styles (sketch: white) */
  standard(
    colour: number,
    extra?: THREE.MeshStandardMaterialParameters,
    styles?: Partial<StyleColours>,
  ): THREE.MeshStandardMaterial;
  /** the one material of a block type (made at its first use) */
  block(blocktype: string): THREE.Material;
}

/** An empty set of scene materials. */
export function sceneMaterials(): SceneMaterials {
  const list: THREE.Material[] = [];
  const standard: SceneMaterials['standard'] = (colour, extra = {}, styles = {}) => {
    const m = new THREE.MeshStandardMaterial({ color: colour, roughness: 0.85, metalness: 0, ...extra });
    m.userData.colours = {
      analysis: colour,
      realistic: colour,
      sketch: 0xffffff,
      ...styles,
    } satisfies StyleColours;
    list.push(m);
    return m;
  };
  const blocks = new Map<string, THREE.Material>();
  const block = (blocktype: string) => {
    let m = blocks.get(blocktype);
    if (!m) {
      m = standard(
        BLOCK_COLOURS[blocktype] ?? 0xbfbfbf,
        {},
        { realistic: REALISTIC_COLOURS[blocktype] ?? 0xa88a74 },
      );
      m.name = blocktype;
      blocks.set(blocktype, m);
    }
    return m;
  };
  return { list, standard, block };
}

/** Colours every surface of the scene for a render style: analysis, realistic or sketch. */
export function applyStyle(
  scene: THREE.Scene,
  materials: readonly THREE.Material[],
  edgeMaterial: THREE.LineBasicMaterial,
  style: MaterialStyle,
) {
  for (const m of materials) {
    const colours = m.userData.colours as StyleColours | undefined;
    if (colours && m instanceof THREE.MeshStandardMaterial) m.color.setHex(colours[style]);
  }
  edgeMaterial.color.setHex(style === 'sketch' ? 0x222222 : 0x333333);
  scene.background = new THREE.Color(BACKGROUNDS[style]);
}

import { generate } from '@plotwise/core/generator/index';
import { exampleNeighbours, standardConceptOnSite } from '@plotwise/core/sun/index';
import { rdToLngLat } from '@plotwise/core/geometry/rdWgs84';
import { rdPoint } from '@plotwise/core/units/units';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { renderView } from '../shared/renderView';
import { buildConceptScene } from './buildConceptScene';
import { studyOwners, studyPrisms } from './studyOwners';
import { handleSunHoursRequest } from './sunHoursProtocol';

const centre = rdPoint(155_000, 463_000);
const site = {
  buildableArea: [...standardConceptOnSite()[0]!.site.buildable_area],
  centre,
  centreLngLat: rdToLngLat(centre),
};
const models = standardConceptOnSite().map((i) => generate(i).model);
const neighbours = exampleNeighbours(300).map((n) => ({ ...n, heightSource: '3dbag' as const }));

describe('buildConceptScene', () => {
  it('extrudes every floor layout of the concept and every neighbour, in metres around the site centre', () => {
    const s = buildConceptScene(models, neighbours, site);
    expect(s.concept.children.map((g) => g.userData.owner)).toEqual([
      'gallery',
      'tower',
      'houses',
      'parking',
      'dc',
    ]);
    expect(s.neighbourCount).toBe(300);
    expect(s.surroundings.children).toHaveLength(1); // merged: one draw call
    const box = new THREE.Box3().setFromObject(s.concept.children[0]!);
    // The gallery block: 60 x 12 m, 8 storeys of 3 m, 140 m west and 60 m north of the centre.
    expect(box.max.z).toBeGreaterThanOrEqual(24);
    expect(box.max.z).toBeLessThanOrEqual(27.5); // the lift machine room stands on the roof
    expect((box.min.x + box.max.x) / 2).toBeCloseTo(-140, 0);
    expect((box.min.y + box.max.y) / 2).toBeGreaterThan(50);
    expect(s.prisms.length).toBeGreaterThan(300);
    expect(s.sun.castShadow).toBe(true);
    s.dispose();
  });

  it('leaves demolished neighbours out and points the sun light from the sun', () => {
    const s = buildConceptScene(models, neighbours, site, { demolished: ['example.0', 'example.1'] });
    expect(s.neighbourCount).toBe(298);
    s.setSun({ x: 0, y: -0.6, z: 0.8 });
    expect(s.sun.position.y).toBeLessThan(0);
    expect(s.sun.position.z).toBeGreaterThan(0);
    s.setSun({ x: 0, y: 1, z: -0.1 });
    expect(s.sun.visible).toBe(false);
    s.dispose();
  });
});

describe('buildConceptScene and the render settings', () => {
  it('tells the buildings on the plot from the neighbours around it', () => {
    // a pand in the middle of the site, and the first example neighbour outside it
    const onPlot = {
      identificatie: 'on.plot',
      ring: [rdPoint(155_000, 463_000), rdPoint(155_010, 463_000), rdPoint(155_010, 463_010), rdPoint(155_000, 463_010)],
      heightMeters: 6,
      heightSource: '3dbag' as const,
    };
    const s = buildConceptScene(models, [onPlot, neighbours[0]!], site);
    expect(s.neighbourCount).toBe(2);
    expect(s.plotBuildingCount).toBe(1);
    expect(s.plotBuildings.children).toHaveLength(1);
    expect(s.surroundings.children).toHaveLength(1);
    const box = new THREE.Box3().setFromObject(s.plotBuildings);
    expect(box.max.z).toBeCloseTo(6, 5);
    // the sun-hours study leaves out the prisms of a hidden group by these owners (SceneRuntime.shownPrisms)
    expect([...s.prismGroups.plotBuildings]).toEqual(['on.plot']);
    expect([...s.prismGroups.surroundings]).toEqual([neighbours[0]!.identificatie]);
    s.dispose();
  });

  it('leaves out of the sun-hours study what the render settings hide and what the concept demolishes', () => {
    const onPlot = {
      identificatie: 'on.plot',
      ring: [rdPoint(155_000, 463_000), rdPoint(155_010, 463_000), rdPoint(155_010, 463_010), rdPoint(155_000, 463_010)],
      heightMeters: 6,
      heightSource: '3dbag' as const,
    };
    const [kept, gone] = neighbours;
    const s = buildConceptScene(models, [onPlot, kept!, gone!], site, { demolished: [gone!.identificatie] });
    const owners = (view: ReturnType<typeof renderView>) => new Set(studyPrisms(s.prisms, s.prismGroups, view).map((p) => p.owner));
    // by default the plot's own buildings are hidden in 3D: they neither shade nor are studied
    const byDefault = owners(renderView(null));
    expect(byDefault.has('on.plot')).toBe(false);
    expect(byDefault.has(kept!.identificatie)).toBe(true);
    expect(byDefault.has(gone!.identificatie)).toBe(false);
    expect(byDefault.has('gallery')).toBe(true);
    const studied = studyOwners(studyPrisms(s.prisms, s.prismGroups, renderView(null)), new Set(['gallery']));
    expect(studied).not.toContain('on.plot');
    // shown, they count; the surroundings hidden, only the plot's and the concept's remain
    expect(owners(renderView({ show_plot_buildings: true })).has('on.plot')).toBe(true);
    const noSurroundings = owners(renderView({ show_plot_buildings: true, show_surrounding_buildings: false }));
    expect([noSurroundings.has('on.plot'), noSurroundings.has(kept!.identificatie)]).toEqual([true, false]);
    // a demolished building is never in the study, whatever is shown
    expect(owners(renderView({ show_plot_buildings: true })).has(gone!.identificatie)).toBe(false);
    s.dispose();
  });

  it('draws each tree as a trunk and a crown as tall as the tree, two draw calls for all', () => {
    const trees = [
      { at: rdPoint(155_020, 463_020), heightMeters: 12 },
      { at: rdPoint(155_040, 463_020), heightMeters: 20 },
    ];
    const s = buildConceptScene(models, [], site, { trees });
    expect(s.treeCount).toBe(2);
    expect(s.trees.children.map((c) => (c as THREE.InstancedMesh).count)).toEqual([2, 2]);
    const crowns = s.trees.children[1] as THREE.InstancedMesh;
    const m = new THREE.Matrix4();
    crowns.getMatrixAt(1, m);
    const top = new THREE.Vector3(0, 0, 1).applyMatrix4(m);
    expect(top.z).toBeCloseTo(20, 5);
    expect(top.x).toBeCloseTo(40, 5);
    expect(buildConceptScene(models, [], site).trees.children).toHaveLength(0);
    s.dispose();
  });

  it('colours the surfaces per render style, and keeps the plot hidden until asked', () => {
    const s = buildConceptScene(models, neighbours.slice(0, 3), site);
    expect(s.plot.visible).toBe(false);
    expect(s.plot.children.length).toBeGreaterThan(0);
    const gallery = s.materials.find((m) => m.name === 'gallery_flats') as THREE.MeshStandardMaterial;
    const analysis = gallery.color.getHex();
    s.setStyle('sketch');
    expect(gallery.color.getHex()).toBe(0xffffff);
    expect((s.scene.background as THREE.Color).getHex()).toBe(0xffffff);
    s.setStyle('realistic');
    expect(gallery.color.getHex()).not.toBe(analysis);
    expect(gallery.color.getHex()).not.toBe(0xffffff);
    s.setStyle('analysis');
    expect(gallery.color.getHex()).toBe(analysis);
    s.dispose();
  });
});

describe('handleSunHoursRequest', () => {
  it('answers a study with points, hours and facades, and an error answer for bad input', () => {
    const s = buildConceptScene(models.slice(0, 2), [], site);
    const answer = handleSunHoursRequest(
      {
        prisms: s.prisms,
        studyOwners: ['gallery', 'tower'],
        latitude: site.centreLngLat.lat,
        longitude: site.centreLngLat.lng,
        year: 2026,
        month: 2,
        day: 19,
      },
      () => 0,
    );
    if (answer.type !== 'result') throw new Error(answer.message);
    expect(answer.hours.length * 5).toBe(answer.points.length);
    expect(answer.facades.length).toBeGreaterThan(4);
    const broken = handleSunHoursRequest(
      { prisms: null as never, studyOwners: [], latitude: 52, longitude: 5, year: 2026, month: 2, day: 19 },
      () => 0,
    );
    expect(broken.type).toBe('error');
  });
});

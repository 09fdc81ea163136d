import { join } from 'node:path';
import { DEMO_LAYERS, type DemoLayer } from './model';
import { DEMO } from './region';
import { Sink } from './sink';
import { bagFileName, bagHead, type BagType } from './writeBag';
import { BRK_PAND_HEAD, BRK_PERCEEL_HEAD } from './writeBrk';
import { BAG3D_FILE } from './writeBag3d';
import { geoJsonHead } from './writeGeoJson';
import { imroHead } from './writeImro';

/** The files of a demo region folder, open and headed, that the cells are streamed into. */
export type DemoSinks = ReturnType<typeof openSinks>;

/** Open every file of the demo region in `dir` and write its head. */
export function openSinks(dir: string) {
  const bagSink = (t: BagType) => {
    const s = new Sink(join(dir, 'bag', bagFileName(DEMO.gemeenteCode, t, DEMO.standDatum)));
    s.write(bagHead(t, DEMO.gemeenteCode, DEMO.standDatum));
    return s;
  };
  const head = (s: Sink, text: string) => (s.write(text), s);
  const layers = Object.fromEntries(DEMO_LAYERS.map((l) => [l, head(new Sink(join(dir, 'layers', `${l}.geojson`)), geoJsonHead(l))])) as Record<DemoLayer, Sink>;
  return {
    brkPerceel: head(new Sink(join(dir, 'brk', 'kadastralekaart_perceel.gml')), BRK_PERCEEL_HEAD),
    brkPand: head(new Sink(join(dir, 'brk', 'kadastralekaart_pand.gml')), BRK_PAND_HEAD),
    bag: { WPL: bagSink('WPL'), OPR: bagSink('OPR'), NUM: bagSink('NUM'), PND: bagSink('PND'), VBO: bagSink('VBO') },
    bag3d: head(new Sink(join(dir, '3dbag', BAG3D_FILE)), geoJsonHead('pand')),
    imro: head(new Sink(join(dir, 'imro', `${DEMO.planId}.gml`)), imroHead()),
    cbsAreas: head(new Sink(join(dir, 'cbs', `wijkenbuurten_${DEMO.cbsYear}.geojson`)), geoJsonHead(`wijkenbuurten_${DEMO.cbsYear}`)),
    cbsFigures: new Sink(join(dir, 'cbs', `kwb-${DEMO.cbsYear}.csv`)),
    // CBS publishes its population cores as a data set of their own (Bevolkingskernen, 2021 the latest edition)
    cbsKernen: head(new Sink(join(dir, 'cbs', 'bevolkingskernen_2021.geojson')), geoJsonHead('bevolkingskernen_2021')),
    layers,
  };
}

/** Every sink, to drain or abort them all. */
export function allSinks(sinks: DemoSinks): Sink[] {
  return [sinks.brkPerceel, sinks.brkPand, ...Object.values(sinks.bag), sinks.bag3d, sinks.imro, sinks.cbsAreas, sinks.cbsFigures, sinks.cbsKernen, ...Object.values(sinks.layers)];
}

// npm run check:layers
// Checks every remote entry of the layer catalogue (PDOK WMTS/WMS, OpenStreetMap) against its live service:
// layer names, tile matrix sets, zoom levels and tile URL templates from GetCapabilities; PDOK's Omgevingswet tiles
// (reprojected by our server) against their tileset at PDOK_OMGEVINGSWET_URL or PDOK. Offline it skips.
import { LAYER_CATALOGUE } from '@plotwise/contracts';
import { checkRemoteLayers } from '../apps/server/src/geodata/pdok/checkLayers';

async function main() {
  const { results, offline } = await checkRemoteLayers(LAYER_CATALOGUE, {}, { omgevingswetUrl: process.env.PDOK_OMGEVINGSWET_URL });
  const width = Math.max(...results.map((r) => r.id.length));
  for (const r of results.sort((a, b) => a.id.localeCompare(b.id))) console.log(`${r.status.toUpperCase().padEnd(5)} ${r.id.padEnd(width)}  ${r.detail}`);
  const failed = results.filter((r) => r.status === 'fail').length;
  if (offline) console.log(`\nNo service answered: offline, ${results.length} layers skipped.`);
  else console.log(`\n${results.length - failed} of ${results.length} remote layers match their services${failed ? `, ${failed} do not` : ''}.`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);

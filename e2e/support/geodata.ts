import { bagFile, bagNum, bagOpr, bagPand, bagVbo, bagWpl, brkParcelFile, gridParcels, rect } from '../../apps/server/src/geodata/testing/fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from './server';

/** Where the browser tests' little town lies (RD New, metres): a 10 x 10 grid of 20 m parcels. */
export const TOWN = { x: 160000, y: 490000, parcels: 100, step: 20 } as const;
const PLAN = 'NL.IMRO.0200.bpE2eDorp-0001';

const poly = (r: [number, number][]) =>
  `<gml:Polygon srsName="urn:ogc:def:crs:EPSG::28992"><gml:exterior><gml:LinearRing><gml:posList>${r.map(([x, y]) => `${x} ${y}`).join(' ')}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon>`;
const imroObject = (type: string, id: string, inner: string, r: [number, number][]) =>
  `<imro:featureMember><imro:${type} gml:id="${id}"><imro:identificatie>${id}</imro:identificatie>${inner}<imro:geometrie>${poly(r)}</imro:geometrie><imro:plangebied xlink:href="#${PLAN}"/></imro:${type}></imro:featureMember>\n`;

/** The files of the town in the official formats, with the import format of each. */
function townFiles(): { name: string; format: string; content: string }[] {
  const { x: X, y: Y } = TOWN;
  const panden: string[] = [];
  const vbos: string[] = [];
  const nums: string[] = [];
  for (let i = 0; i < TOWN.parcels; i++) {
    const x = X + (i % 10) * TOWN.step;
    const y = Y + Math.floor(i / 10) * TOWN.step;
    const pand = `02001000000${String(10000 + i)}`;
    const num = `02002000000${String(10000 + i)}`;
    panden.push(bagPand(pand, 1950 + (i % 60), rect(x + 3, y + 3, 10, 8)));
    nums.push(bagNum(num, 1 + i, '1234AB', '0200300000000001'));
    vbos.push(bagVbo({ id: `02000100000${String(10000 + i)}`, pand, num, doel: ['woonfunctie'], oppervlakte: 90 + (i % 40), x: x + 6, y: y + 6 }));
  }
  const imro = `<?xml version="1.0" encoding="UTF-8"?>
<imro:FeatureCollectionIMRO xmlns:imro="http://www.geonovum.nl/imro/2012/1.1" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:xlink="http://www.w3.org/1999/xlink">
${imroObject('Enkelbestemming', 'NL.IMRO.e1', '<imro:naam>Wonen</imro:naam><imro:bestemmingshoofdgroep>wonen</imro:bestemmingshoofdgroep>', rect(X - 10, Y - 10, 220, 220))}
${imroObject('Maatvoering', 'NL.IMRO.m1', '<imro:naam>maximum bouwhoogte (m)</imro:naam><imro:maatvoeringInfo><imro:WaardeEnType><imro:waarde>10</imro:waarde><imro:waardeType>maximum bouwhoogte (m)</imro:waardeType></imro:WaardeEnType></imro:maatvoeringInfo>', rect(X - 10, Y - 10, 220, 220))}
<imro:featureMember><imro:Bestemmingsplangebied gml:id="${PLAN}"><imro:identificatie>${PLAN}</imro:identificatie><imro:typePlan>bestemmingsplan</imro:typePlan><imro:naam>E2e Dorp</imro:naam><imro:overheidsCode>0200</imro:overheidsCode><imro:planstatusInfo><imro:PlanstatusEnDatum><imro:planstatus>vastgesteld</imro:planstatus><imro:datum>2021-03-01</imro:datum></imro:PlanstatusEnDatum></imro:planstatusInfo><imro:geometrie>${poly(rect(X - 10, Y - 10, 220, 220))}</imro:geometrie></imro:Bestemmingsplangebied></imro:featureMember>
</imro:FeatureCollectionIMRO>
`;
  return [
    { name: 'perceel.gml', format: 'brk-gml', content: brkParcelFile([...gridParcels(TOWN.parcels, X, Y)]) },
    { name: '0200WPL.xml', format: 'bag', content: bagFile('WPL', [bagWpl('3555', 'Nieuwdorp', rect(X - 500, Y - 500, 1200, 1200))], '0200') },
    { name: '0200OPR.xml', format: 'bag', content: bagFile('OPR', [bagOpr('0200300000000001', 'Polderweg', '3555')], '0200') },
    { name: '0200NUM.xml', format: 'bag', content: bagFile('NUM', nums, '0200') },
    { name: '0200PND.xml', format: 'bag', content: bagFile('PND', panden, '0200') },
    { name: '0200VBO.xml', format: 'bag', content: bagFile('VBO', vbos, '0200') },
    { name: 'plan.gml', format: 'imro', content: imro },
  ];
}

/** A file for the staff import API: its name, the importer's format and its bytes. */
export interface StaffImportFile {
  name: string;
  format: string;
  content: string | Uint8Array;
}

/** Signs in as the demo staff user and imports `files` through the staff import API (one job each, awaited), as an administrator would. */
export async function importAsStaff(baseUrl: string, files: readonly StaffImportFile[]): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'e2e' },
    body: JSON.stringify({ email: DEMO_USERS.staff, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`staff login failed: ${login.status}`);
  const cookie = String(login.headers.get('set-cookie')).split(';')[0]!;
  for (const f of files) {
    const form = new FormData();
    form.set('format', f.format);
    form.set('file', new Blob([typeof f.content === 'string' ? f.content : new Uint8Array(f.content)]), f.name);
    const res = await fetch(`${baseUrl}/api/admin/import`, { method: 'POST', headers: { cookie, 'x-requested-with': 'e2e' }, body: form });
    if (res.status !== 202) throw new Error(`import ${f.name}: ${res.status} ${await res.text()}`);
    const { jobId } = (await res.json()) as { jobId: number };
    for (let i = 0; ; i++) {
      const job = (await (await fetch(`${baseUrl}/api/admin/import/${jobId}`, { headers: { cookie } })).json()) as { status: string; error?: string };
      if (job.status === 'succeeded') break;
      if (job.status === 'failed' || i > 600) throw new Error(`import ${f.name}: ${job.status} ${job.error ?? ''}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Loads the town through the staff import API. */
export const loadTown = (baseUrl: string): Promise<void> => importAsStaff(baseUrl, townFiles());

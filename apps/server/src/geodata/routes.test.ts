import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, type TestCompany } from '../test/testApp';
import { brkParcelFile, gridParcels, type FixtureParcel } from './testing/fixtures';

let t: TestApp;
let staff: TestCompany;
let other: TestCompany;
beforeAll(async () => {
  // the server's default threshold of rejected features (IMPORT_MAX_REJECTED_PERCENT), raised from 50 to 70
  t = await TestApp.start({ IMPORT_MAX_REJECTED_PERCENT: '70' });
  staff = await t.company('Plotwise Staff', { staff: true });
  other = await t.company('Bouwbedrijf');
});
afterAll(async () => t?.stop());

const multipart = (fields: Record<string, string>, file?: { name: string; content: string }) => {
  const b = '----plotwise';
  const parts = Object.entries(fields).map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  if (file) parts.push(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n${file.content}\r\n`);
  return { rawBody: parts.join('') + `--${b}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
};

/** Polls the job as the /admin/import screen does (the answers come from memory while it runs) until it ends. */
async function finished(jobId: number): Promise<any> {
  let job: any;
  for (let i = 0; i < 200; i++) {
    job = (await t.request('GET', `/api/admin/import/${jobId}`, { as: staff.admin })).json();
    if (job.status !== 'running') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return job;
}

describe('admin import API', () => {
  it('runs an upload as a job with progress and a report, for staff only', async () => {
    const content = brkParcelFile([...gridParcels(25)]);
    const body = multipart({ format: 'brk-gml', area: 'upload' }, { name: 'kadastralekaart_perceel.gml', content });
    expect((await t.request('POST', '/api/admin/import', { as: other.admin, ...body })).statusCode).toBe(403);
    const res = await t.request('POST', '/api/admin/import', { as: staff.admin, ...body });
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json() as { jobId: number };
    const job = await finished(jobId);
    expect(job).toMatchObject({ jobId, status: 'succeeded', report: { read: 25, written: 25, rejected: 0, datasets: [{ dataset: 'brk.percelen', area: 'upload', features: 25 }] } });
    const list = (await t.request('GET', '/api/admin/import', { as: staff.admin })).json() as any[];
    expect(list[0]).toMatchObject({ jobId, status: 'succeeded', written: 25, rejected: 0, durationMs: job.report.durationMs });
    // the run's times span the import (its row is finished inside the import's transaction, where now() is
    // the transaction's start); the report's clock starts a moment before the row is inserted
    expect(Date.parse(list[0].finishedAt) - Date.parse(list[0].startedAt)).toBeGreaterThanOrEqual(job.report.durationMs - 50);
  });

  it('a file with more rejected features than allowed (the maxRejectedPercent field, else the server default) fails and changes nothing', async () => {
    // 2 good parcels and 3 whose rings collapse: 60 % rejected
    const collapsed: FixtureParcel[] = [0, 1, 2].map((i) => ({ id: String(84940000000000 + i), perceelnummer: 4000 + i, ring: [[187000 + 50 * i, 459000], [187010 + 50 * i, 459000], [187020 + 50 * i, 459000], [187000 + 50 * i, 459000]], grootte: 0 }));
    const content = brkParcelFile([...gridParcels(2, 187000, 460000), ...collapsed]);
    const count = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM geo_plots WHERE area = 'threshold'`))[0]!.n;
    const upload = async (fields: Record<string, string>) => {
      const res = await t.request('POST', '/api/admin/import', { as: staff.admin, ...multipart({ format: 'brk-gml', area: 'threshold', ...fields }, { name: 'mostly-broken.gml', content }) });
      expect(res.statusCode).toBe(202);
      return finished((res.json() as { jobId: number }).jobId);
    };
    expect(await upload({ maxRejectedPercent: '50' })).toMatchObject({ status: 'failed', error: expect.stringMatching(/3 of 5 features \(60\.0 %\) were rejected, more than the allowed 50 %/), report: { errorCode: 'import_rejected', rejected: 3 } });
    expect(await count()).toBe(0);
    expect(await upload({})).toMatchObject({ status: 'succeeded', report: { written: 2, rejected: 3 } });
    expect(await count()).toBe(2);
    const bad = await t.request('POST', '/api/admin/import', { as: staff.admin, ...multipart({ format: 'brk-gml', maxRejectedPercent: '120' }, { name: 'x.gml', content }) });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses unknown formats before starting a job and reports a broken file on the job', async () => {
    const bad = await t.request('POST', '/api/admin/import', { as: staff.admin, ...multipart({ format: 'dxf' }, { name: 'x.dxf', content: 'x' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Unknown import format "dxf"/);
    const res = await t.request('POST', '/api/admin/import', { as: staff.admin, ...multipart({ format: 'brk-gml' }, { name: 'cut.gml', content: brkParcelFile([...gridParcels(3)]).slice(0, 900) }) });
    const { jobId } = res.json() as { jobId: number };
    const job = await finished(jobId);
    expect(job).toMatchObject({ status: 'failed', error: expect.stringMatching(/cut\.gml: line \d+: broken XML/) });
  });
});

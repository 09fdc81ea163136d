import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminFrame, staffScreen } from '../../ui/AdminFrame';
import { DemoRegionPanel } from './import/DemoRegionPanel';
import { importKeys, useImportRuns, type ImportJob } from './import/importApi';
import { ImportForm } from './import/ImportForm';
import { ImportHistory } from './import/ImportHistory';
import { ImportJobPanel } from './import/ImportJobPanel';
import { RefreshSources } from './import/RefreshSources';

/** The run shown below the form: `?run=<jobId>`, so a report can be linked and the back button works. */
function useSelectedRun(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('run'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  return [id, (next) => setParams(next === null ? {} : { run: String(next) })];
}

/**
 * /admin/import: staff load national reference data from files (docs/geodata.md), follow an import while it
 * runs and read its report; the recent runs, the demo region's first-start loading and the sources the nightly
 * data refresh re-imports are here too.
 */
function ImportScreen() {
  const { t } = useTranslation();
  const [selected, select] = useSelectedRun();
  const runs = useImportRuns();
  const qc = useQueryClient();
  // a job just accepted is running: shown at once, even while the server is still busy with its first answer
  const started = (jobId: number) => {
    qc.setQueryData<ImportJob>(importKeys.job(jobId), { jobId, status: 'running', progress: null, report: null });
    select(jobId);
  };
  return (
    <AdminFrame screen="admin.import" intro={t('adminImport.intro')}>
      <DemoRegionPanel />
      <ImportForm onStarted={started} />
      {selected !== null && <ImportJobPanel key={selected} jobId={selected} run={runs.data?.find((r) => r.jobId === selected)} onClose={() => select(null)} />}
      <ImportHistory runs={runs} selected={selected} />
      <RefreshSources />
    </AdminFrame>
  );
}

export default staffScreen('admin.import', ImportScreen);

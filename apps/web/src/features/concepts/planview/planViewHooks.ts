import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ConceptGeneration, GeneratedConceptBuilding } from '../shared/useConceptGeneration';
import { fitScale, planLevels, storeySvgs, type PlanLevel } from './planDrawing';

/** The chosen building's storey levels, the one asked in ?floor (else the lowest) and its drawings as SVG. */
export function usePlanLevel(generation: ConceptGeneration, chosen: GeneratedConceptBuilding | undefined) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const levels = useMemo(() => (chosen ? planLevels(chosen.result.model) : []), [chosen]);
  const askedLevel = Number(search.get('floor') ?? 0);
  const level: PlanLevel | undefined = levels.find((l) => l.level === askedLevel) ?? levels[0];
  const unitOrder = useMemo(() => generation.units.map((u) => u.id), [generation.units]);
  const svgs = useMemo(
    () =>
      chosen && level
        ? storeySvgs(
            chosen.result.model,
            level,
            unitOrder,
            { lang: i18n.language, stair: t('conceptPlanview.stair'), lift: t('conceptPlanview.lift') },
            fitScale(chosen.result.model),
          )
        : [],
    [chosen, level, unitOrder, i18n.language, t],
  );
  const setFloor = (v: string | null) =>
    setSearch(
      (s) => {
        s.set('floor', v ?? '0');
        return s;
      },
      { replace: true },
    );
  return { levels, level, svgs, setFloor };
}

/** A download that takes a while (PDF, IFC): which one runs, and why the last one failed. */
export function useDownloadRun() {
  const [busy, setBusy] = useState<'pdf' | 'ifc' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const run = async (kind: 'pdf' | 'ifc', work: () => Promise<void>) => {
    setBusy(kind);
    setFailed(null);
    try {
      await work();
    } catch (e) {
      setFailed(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };
  return { busy, failed, run };
}

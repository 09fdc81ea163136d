import type { GeneratorMessage } from '@plotwise/core/generator/index';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ConceptGeneration, GeneratedConceptBuilding } from '../shared/useConceptGeneration';
import { messageText } from '../shared/generatorMessageText';
import { floorMarks, messageLevel } from './messageMarks';
import { planLabelWords } from '../../generator/planSpaceWords';
import { fitScale, planLevels, storeySvgs, type PlanLevel } from './planDrawing';

/**
 * The chosen building's storey levels, the one asked in ?floor (else the lowest) and its drawings as SVG, the
 * spaces its generator messages are about marked (`selected`, the one picked in the list, heavier).
 */
export function usePlanLevel(
  generation: ConceptGeneration,
  chosen: GeneratedConceptBuilding | undefined,
  selected: string | null = null,
) {
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
            { lang: i18n.language, spaces: planLabelWords(t) },
            fitScale(chosen.result.model),
            (floor) =>
              floorMarks(
                chosen.result.model,
                floor,
                chosen.result.messages,
                (m) => messageText(t, m),
                selected,
              ),
          )
        : [],
    [chosen, level, unitOrder, i18n.language, t, selected],
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

/**
 * The space of the message picked in the list (kept per building: space ids repeat between buildings), and
 * picking one: its storey is drawn with the space marked heavier.
 */
export function usePickedMessage(chosen: GeneratedConceptBuilding | undefined) {
  const [picked, setPicked] = useState<{ building: number; space: string } | null>(null);
  const selected = chosen && picked?.building === chosen.row.id ? picked.space : null;
  const pick = (message: GeneratorMessage, levels: readonly PlanLevel[], setFloor: (v: string) => void) => {
    if (!chosen) return;
    const level = messageLevel(chosen.result.model, levels, message);
    if (level === null) return;
    setFloor(String(level));
    setPicked({ building: chosen.row.id, space: message.target });
  };
  return { selected, pick };
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

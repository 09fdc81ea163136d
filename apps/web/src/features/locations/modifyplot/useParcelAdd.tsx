import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArea } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { useSiteEdits } from './useSiteEdits';

/** A cadastral parcel clicked beside the site: its id, number and area from the map's plot tiles. */
interface ClickedParcel {
  id: number;
  plotnr: string;
  areaSquareMeters: number | null;
}

/**
 * A click beside the site asks before the parcel joins it (one stray click added a 64 ha road parcel), naming the
 * parcel and the site's area before and after. `ask` takes the clicked plot; `dialog(siteArea)` goes into the screen.
 */
export function useParcelAdd(edits: ReturnType<typeof useSiteEdits>): {
  ask: (plot: { id: number; properties: Record<string, unknown> }) => void;
  dialog: (siteAreaSquareMeters: number) => ReactNode;
} {
  const { t, i18n } = useTranslation();
  const [parcel, setParcel] = useState<ClickedParcel | null>(null);
  const area = (m2: number) => formatArea(m2, i18n.language, { hectares: m2 >= 10_000 });
  const ask = (plot: { id: number; properties: Record<string, unknown> }) => {
    const m2 = Number(plot.properties.area_m2);
    setParcel({ id: plot.id, plotnr: String(plot.properties.plotnr ?? plot.id), areaSquareMeters: Number.isFinite(m2) ? m2 : null });
  };
  const dialog = (siteAreaSquareMeters: number) => (
    <ConfirmDialog
      opened={!!parcel}
      title={t('modifyPlot.addParcel.title', { plot: parcel?.plotnr ?? '' })}
      body={
        !parcel || parcel.areaSquareMeters === null
          ? t('modifyPlot.addParcel.bodyUnknown', { before: area(siteAreaSquareMeters) })
          : t('modifyPlot.addParcel.body', { plot: parcel.plotnr, parcel: area(parcel.areaSquareMeters), before: area(siteAreaSquareMeters), after: area(siteAreaSquareMeters + parcel.areaSquareMeters) })
      }
      confirmLabel={t('modifyPlot.addParcel.confirm')}
      onConfirm={() => {
        if (parcel) edits.addParcels.mutate([parcel.id]);
        setParcel(null);
      }}
      onClose={() => setParcel(null)}
      testId="add-parcel-dialog"
    />
  );
  return { ask, dialog };
}

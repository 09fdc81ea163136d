import { useTranslation } from 'react-i18next';
import { useDeleteConfirm } from '../../../ui/useDeleteConfirm';
import type { geometryFields } from './fieldShapes';
import type { siteFacts } from './siteShapes';
import type { useSiteEdits } from './useSiteEdits';

/**
 * The site screen's removals, each confirmed first: a parcel (letting it go when selected), the buildable area,
 * and a geometry field's shape. `ask` opens a question; the dialogs go into the screen.
 */
export function useSiteRemovals({
  facts,
  fields,
  edits,
  selectedId,
  setSelectedId,
}: {
  facts: ReturnType<typeof siteFacts>;
  fields: ReturnType<typeof geometryFields>;
  edits: ReturnType<typeof useSiteEdits>;
  selectedId: number | null;
  setSelectedId: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const removal = useDeleteConfirm<number>((id) => facts.parcels.find((p) => p.id === id)?.plotnr ?? t('modifyPlot.type.drawn'), (id) => {
    edits.removeParcel.mutate(id);
    if (id === selectedId) setSelectedId(null);
  });
  const buildableRemoval = useDeleteConfirm<null>(
    () => t('modifyPlot.buildable'),
    () => edits.saveBuildable.mutate(null),
  );
  const fieldRemoval = useDeleteConfirm<number>(
    (id) => fields.find((f) => f.id === id)?.name ?? '',
    (fieldId) => edits.saveField.mutate({ fieldId, geometry: null }),
  );
  return { removal, buildableRemoval, fieldRemoval };
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EditTarget } from '../../map/editShape';
import type { geometryFields } from './fieldShapes';

/**
 * The location editor's link: ?field=<id> opens that geometry field, to edit when drawn, else to draw (once, as
 * soon as the location and the fields are known, `ready`: state set while rendering, as React advises for this).
 */
export function useFieldLink({
  ready,
  fields,
  beginEdit,
  drawField,
}: {
  ready: boolean;
  fields: ReturnType<typeof geometryFields>;
  beginEdit: (target: EditTarget) => void;
  drawField: (fieldId: number) => void;
}) {
  const [params] = useSearchParams();
  const fieldParam = Number(params.get('field'));
  const [fieldOpened, setFieldOpened] = useState(false);
  if (!fieldOpened && fieldParam && ready) {
    setFieldOpened(true);
    const f = fields.find((x) => x.id === fieldParam);
    if (f?.editable) {
      if (f.geometry) beginEdit({ kind: 'field', fieldId: f.id });
      else drawField(f.id);
    }
  }
}

import { useTranslation } from 'react-i18next';
import type { PublicLocationDetails } from '@plotwise/contracts';
import { formatNumber } from '../../../lib/format';
import { SectionFrame, paramText } from './SectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/** A custom field's value as the page writes it: numbers in the page's format, a checkbox as yes or no. */
function customValueText(f: PublicLocationDetails['customFields'][number], lang: string, t: (key: string) => string): string {
  if (f.kind === 'number') return formatNumber(Number(f.value), lang);
  if (f.kind === 'checkbox') return t(f.value === 'true' ? 'publications.figures.yes' : 'publications.figures.no');
  return f.value;
}

/** The location's custom fields that the company marked public (the server sends only those: locationDetails.ts). */
export default function LocationCustomfields({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const title = paramText(section.param1) || t('publications.sectionTypes.location_customfields');
  const fields = page.location ? (page.locationDetails?.customFields ?? []) : [];
  const empty = !page.location ? t('publications.sections.noLocation') : !fields.length && t('publications.sections.noCustomFields');
  return (
    <SectionFrame type={section.type} title={title} empty={empty}>
      <SectionTable minWidth={300} testId="pub-customfields">
        <tbody>
          {fields.map((f, i) => (
            <tr key={i}>
              <th scope="row">{f.name}</th>
              <td>{customValueText(f, i18n.language, t)}</td>
            </tr>
          ))}
        </tbody>
      </SectionTable>
    </SectionFrame>
  );
}

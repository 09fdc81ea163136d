import { useTranslation } from 'react-i18next';
import { SectionFrame, paramText } from './SectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/** The location's custom fields that the company marked public (the server sends only those: locationDetails.ts). */
export default function LocationCustomfields({ section, page }: SectionProps) {
  const { t } = useTranslation();
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
              <td>{f.value}</td>
            </tr>
          ))}
        </tbody>
      </SectionTable>
    </SectionFrame>
  );
}

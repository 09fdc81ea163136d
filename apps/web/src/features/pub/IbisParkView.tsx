import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IbisParkPage } from '@plotwise/contracts';
import { formatDate } from '../../lib/format';
import { paramText } from '../publications/sections/SectionFrame';
import { SectionTable } from '../publications/sections/SectionTable';
import { SurveyForm } from '../publications/sections/SurveyForm';
import { asNumberQuestions, figureText, IBIS_FIGURES, parkFigure } from './ibisFigures';
import { companyColors } from '../publications/PublicHeader';
import { useSendIbisAnswers } from './ibisApi';

/** The park's figures: what the survey reported last over the registered one (with its date), else the registered one. */
function ParkFigures({ page }: { page: IbisParkPage }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <SectionTable minWidth={320} testId="ibis-figures">
      <tbody>
        <tr>
          <th>{t('pub.ibis.fields.rin')}</th>
          <td>{page.park.rin}</td>
        </tr>
        <tr>
          <th>{t('pub.ibis.fields.municipality')}</th>
          <td>{page.park.municipality}</td>
        </tr>
        {IBIS_FIGURES.map((field) => {
          const { registered, reported } = parkFigure(page.park, page.reported, field);
          return (
            <tr key={field} data-testid={`ibis-figure-${field}`}>
              <th>{t(`pub.ibis.fields.${field}`)}</th>
              <td>
                {reported ? (
                  <>
                    <Text span fw={600} data-testid="ibis-reported">
                      {figureText(field, reported.value, lang)}
                    </Text>{' '}
                    <Text span size="xs" c="dimmed">
                      {t('pub.ibis.reportedOn', { date: formatDate(reported.answeredAt, lang) })};{' '}
                      {t('pub.ibis.registered', { value: figureText(field, registered, lang) })}
                    </Text>
                  </>
                ) : (
                  figureText(field, registered, lang)
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </SectionTable>
  );
}

/** Step 3: one park, its figures and the survey about it; after sending, a confirmation and the figures as reported. */
export function IbisParkView({ page, surveyKey }: { page: IbisParkPage; surveyKey: string }) {
  const { t } = useTranslation();
  const send = useSendIbisAnswers(surveyKey, page.park.municipality, page.park.rin);
  const surveys = [...page.sections].sort((a, b) => a.order - b.order || a.id - b.id);
  const color = companyColors(page.company).primaryColor;
  return (
    <>
      <section className="pub-section" data-testid="ibis-park">
        <Title order={2} size="h3" my="md" data-testid="ibis-park-name">
          {page.park.name}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t('pub.ibis.figuresIntro')}
        </Text>
        <ParkFigures page={page} />
      </section>
      {!surveys.some((s) => s.questions.length) && (
        <Text c="dimmed" py="md" data-testid="ibis-no-survey">
          {t('pub.ibis.noSurvey')}
        </Text>
      )}
      {surveys
        .filter((s) => s.questions.length)
        .map((s) => (
          <section className="pub-section" key={s.id} data-testid="ibis-survey">
            <Title order={2} size="h3" my="md">
              {paramText(s.param1) || t('pub.ibis.surveyTitle')}
            </Title>
            <SurveyForm
              questions={asNumberQuestions(s.questions)}
              intro={paramText(s.param2)}
              disabled={false}
              color={color}
              send={(answers) => send.mutateAsync(answers)}
              thanks={t('pub.ibis.thanks', { park: page.park.name })}
            />
          </section>
        ))}
    </>
  );
}

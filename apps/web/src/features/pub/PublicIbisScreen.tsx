import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound } from '../../api/ApiError';
import { IbisFrame, type Crumb } from './IbisFrame';
import { IbisParkView } from './IbisParkView';
import { IbisMap, IbisMunicipalityList, IbisParkList } from './IbisSteps';
import { ibisPath, useIbisIndex, useIbisMunicipality, useIbisPark } from './ibisApi';
import { PublicScreenFrame } from './PublicScreenFrame';
import { usePageMeta } from './usePageMeta';

/**
 * /pub/ibis/{key}/{municipality?}/{rin_nummer?}: a published IBIS survey, signed out. Step 1 the municipalities with
 * business parks, step 2 the parks of one, step 3 one park with its registered figures and the survey; the answers
 * update the figures the survey asks about (docs/publications.md, "IBIS survey").
 */
export default function PublicIbisScreen() {
  const { t } = useTranslation();
  const { publication_key: key = '', municipality, rin_nummer: rin } = useParams();
  const index = useIbisIndex(key);
  const parks = useIbisMunicipality(key, municipality);
  const park = useIbisPark(key, municipality, rin);
  const step = rin ? park : municipality ? parks : index;
  const head = step.data ?? (index.data && { publication: index.data.publication, company: index.data.company });
  const heading = park.data?.park.name ?? parks.data?.municipality;
  usePageMeta(head, heading);
  // the survey itself missing says so; a municipality or park outside it says which (so a step's 404 waits for the
  // survey's own answer: which of the two is missing is known only then)
  const missing =
    index.data && step !== index && isNotFound(step.error)
      ? t(rin ? 'pub.ibis.parkNotFound' : 'pub.ibis.municipalityNotFound')
      : undefined;
  const place = parks.data?.municipality ?? park.data?.park.municipality ?? municipality;
  const trail: Crumb[] = [
    { label: t('pub.ibis.allMunicipalities'), to: ibisPath(key) },
    ...(municipality && place ? [{ label: place, to: ibisPath(key, municipality) }] : []),
    ...(rin ? [{ label: park.data?.park.name ?? rin }] : []),
  ];
  // the current step is the last crumb, without a link
  const crumbs = trail.map((c, i) => (i === trail.length - 1 ? { label: c.label } : c));
  return (
    <PublicScreenFrame screen="pub.ibis" pending={step.isPending || (step.isError && step !== index && index.isPending)} failed={step.isError} notFound={missing}>
      {head && (
        <IbisFrame head={head} crumbs={crumbs}>
          {rin && park.data ? (
            <IbisParkView page={park.data} surveyKey={key} />
          ) : municipality && parks.data ? (
            <>
              <IbisParkList surveyKey={key} municipality={parks.data.municipality} parks={parks.data.parks} />
              {parks.data.parks.length > 0 && <IbisMap surveyKey={key} municipality={parks.data.municipality} color={head.company.style.primaryColor} />}
            </>
          ) : (
            index.data && (
              <>
                <IbisMunicipalityList surveyKey={key} municipalities={index.data.municipalities} />
                {index.data.municipalities.length > 0 && <IbisMap surveyKey={key} color={head.company.style.primaryColor} />}
              </>
            )
          )}
        </IbisFrame>
      )}
    </PublicScreenFrame>
  );
}

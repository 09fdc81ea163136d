import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OpportunityWorkspace } from './OpportunityWorkspace';

/** /opportunities/queries/:query_id/:zoom?/:lat?/:lon?: a saved query, run, in the builder. */
export default function QueryScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().query_id);
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Stack data-screen="opportunities.query" p="xs">
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{t('opportunities.builder.notFound')}</Text>
          <Anchor component={Link} to="/opportunities" size="sm">
            {t('opportunities.builder.toList')}
          </Anchor>
        </Alert>
      </Stack>
    );
  // a new workspace per query: its filters, selection and map tools start over
  return <OpportunityWorkspace key={id} screen="opportunities.query" queryId={id} />;
}

import {
  Alert,
  Anchor,
  Badge,
  Box,
  Center,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useEntityDetail } from '../../api/queries';
import { useCapabilities } from '../../app/useCapabilities';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { useDerivedState } from '../../ui/useDerivedState';
import { PublicPageView } from './PublicPageView';
import { editorSections, previewPage } from './editorModel';
import { usePublicationPreview } from './publicationApi';
import { PublicationSettings } from './PublicationSettings';
import { STATUS_COLOR, statusName } from './publicationStatus';
import { SectionsEditor } from './SectionsEditor';
import { SurveyAnswersPanel } from './SurveyAnswersPanel';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

/**
 * /publications/modify/{publication_id}: sections, settings and survey answers on the left; on the right the
 * public page component itself, following every change before it is saved.
 */
export default function PublicationModifyScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().publication_id);
  const detail = useEntityDetail('publications', Number.isInteger(id) && id > 0 ? id : undefined, 3);
  const preview = usePublicationPreview(Number.isInteger(id) ? id : 0);
  const caps = useCapabilities();
  const [sections, setSections] = useDerivedState(detail.data?.sections, editorSections);
  const readOnly = caps ? !caps.write : true;
  const p = detail.data;

  if (detail.isPending)
    return (
      <Center mih="40vh" data-screen="publications.modify">
        <LoadingIndicator label={t('common.loading')} />
      </Center>
    );
  if (!p)
    return (
      <Stack p="lg" data-screen="publications.modify">
        <Alert color="yellow" role="alert">
          {t('publications.editor.notFound')}
        </Alert>
        <Anchor component={Link} to="/publications/overview">
          {t('publications.backToOverview')}
        </Anchor>
      </Stack>
    );

  const page = preview.data
    ? previewPage(preview.data, sections, {
        name: p.name ?? '',
        description: p.description ?? null,
        reference: p.cfg?.reference ?? null,
        allowAcceptReject: p.cfg?.allowAcceptReject ?? false,
      })
    : null;
  return (
    <Stack p="lg" gap="md" data-screen="publications.modify">
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Anchor component={Link} to="/publications/overview" size="sm">
            {t('publications.backToOverview')}
          </Anchor>
          <ScreenTitle title={p.name || t('publications.untitled')} />
          <Group gap="xs">
            <Badge variant="light">{t(`publications.types.${p.type}`)}</Badge>
            <Badge variant="outline" color={STATUS_COLOR[statusName(p.status)]} data-testid="editor-status">
              {t(`publications.status.${statusName(p.status)}`)}
            </Badge>
          </Group>
        </Stack>
      </Group>
      {readOnly && caps && <Alert color="yellow">{t('publications.editor.readOnly')}</Alert>}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <div>
          <Tabs defaultValue="sections" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="sections">{t('publications.editor.sections')}</Tabs.Tab>
              <Tabs.Tab value="settings">{t('publications.editor.settings')}</Tabs.Tab>
              <Tabs.Tab value="answers" data-testid="answers-tab">
                {t('publications.answers.title')}
              </Tabs.Tab>
            </Tabs.List>
            <Box pt="md">
              <Tabs.Panel value="sections">
                <SectionsEditor
                  publicationId={p.id}
                  publicationType={p.type ?? 'location'}
                  sections={sections}
                  onChange={setSections}
                  disabled={readOnly}
                />
              </Tabs.Panel>
              <Tabs.Panel value="settings">
                <PublicationSettings publication={p} disabled={readOnly} />
              </Tabs.Panel>
              <Tabs.Panel value="answers">
                <SurveyAnswersPanel publicationId={p.id} />
              </Tabs.Panel>
            </Box>
          </Tabs>
        </div>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('publications.editor.preview')}
          </Text>
          <Paper
            withBorder
            radius="md"
            style={{ overflow: 'hidden', position: 'sticky', top: 8 }}
            data-testid="publication-preview"
          >
            {page ? (
              <PublicPageView page={page} mode="preview" />
            ) : preview.isError ? (
              <Text p="md">{t('publications.loadFailed')}</Text>
            ) : (
              <LoadingIndicator m="md" label={t('common.loading')} />
            )}
          </Paper>
        </div>
      </SimpleGrid>
    </Stack>
  );
}

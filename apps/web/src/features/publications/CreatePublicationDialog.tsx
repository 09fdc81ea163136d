import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { publicationAreaFields, publicationSources, type CreatePublication, type PublicationSource } from '@plotwise/contracts';
import { useEntityList } from '../../api/queries';
import { checkCreatePublication, createPublicationBody, isArea, type CreatePublicationForm as Form } from './createPublicationForm';
import { useIbisMunicipalityChoices, useIbisParkChoices, usePublicationActions } from './publicationApi';
import { RegisterParksHint, registerParkChoices } from './RegisterParksHint';

// what the picker lists per source (an IBIS survey lists the register's municipalities instead: ibisChoices)
const ENTITY = { location: 'locations', concept: 'concepts', searchquery: 'searchqueries', business_park: 'locations', population_core: 'locations', municipality: 'locations', ibis_survey: 'locations', survey: 'locations', state_index: 'locations' } as const;

/** The choices of the record picker: the records by id, or the distinct area names of the locations. */
function choices(source: PublicationSource, records: readonly Record<string, unknown>[]) {
  if (!isArea(source)) return records.map((r) => ({ value: String(r.id), label: String(r.name || `#${String(r.id)}`) }));
  const names = new Set(records.map((r) => r[publicationAreaFields[source]]).filter((v): v is string => typeof v === 'string' && !!v.trim()));
  return [...names].sort((a, b) => a.localeCompare(b)).map((n) => ({ value: n, label: n }));
}

/** Choose what to publish (a location, a concept, a saved search query, a business park, a population core, a municipality, an IBIS or a plain survey) and open the new draft in the editor. */
export function CreatePublicationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<Form>({ initialValues: { source: 'location', id: null, name: '' }, validate: checkCreatePublication(t) });
  const { source, id } = form.values;
  const ibis = source === 'ibis_survey';
  // a plain survey and a state index are made from nothing (the index shows the company's published publications): no picker
  const blank = source === 'survey' || source === 'state_index';
  const records = useEntityList(ENTITY[source], { limit: 500, order: 'name' }, opened && !ibis && !blank);
  const municipalities = useIbisMunicipalityChoices(opened && ibis);
  const areaChoices = choices(source, (records.data?.items ?? []) as readonly Record<string, unknown>[]);
  // no location names a business park yet: explain how a park is found and offer the parks of the IBIS register
  const parkless = source === 'business_park' && records.isSuccess && !areaChoices.length;
  const registerParks = useIbisParkChoices(opened && parkless);
  const { create } = usePublicationActions();
  // the body has passed createPublicationSchema (checkCreatePublication) by the time it is sent
  // a survey has no record to be named after: a blank name becomes "Survey" in the author's language
  const named = (v: Form): Form => (blank && !v.name.trim() ? { ...v, name: t('publications.create.sources.survey') } : v);
  const submit = (v: Form) => create.mutate(createPublicationBody(named(v)) as CreatePublication, { onSuccess: (c) => void navigate(`/publications/modify/${c.id}`) });
  return (
    <Modal opened={opened} onClose={onClose} title={t('publications.create.title')} size="lg" data-testid="create-publication">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <SegmentedControl
            value={source}
            onChange={(v) => form.setValues({ source: v as PublicationSource, id: null })}
            data={publicationSources.map((s) => ({ value: s, label: t(`publications.create.sources.${s}`) }))}
            aria-label={t('publications.create.source')}
            fullWidth
            data-testid="create-source"
          />
          {parkless && <RegisterParksHint parks={registerParks.data?.length} />}
          {source === 'state_index' ? (
            <Text size="sm" c="dimmed" data-testid="create-index-hint">
              {t('publications.create.pick.state_index')}
            </Text>
          ) : (
            !blank && <Select
              label={t(parkless ? 'publications.create.pick.business_park_register' : `publications.create.pick.${source}`)}
              data={ibis ? (municipalities.data ?? []).map((m) => ({ value: m.name, label: m.name })) : parkless ? registerParkChoices(registerParks.data ?? []) : areaChoices}
              clearable={ibis}
              // the register holds thousands of parks: the picker draws the first ones, typing finds the rest
              limit={parkless ? 200 : undefined}
              {...form.getInputProps('id')}
              searchable
              nothingFoundMessage={t('publications.create.nothing')}
              data-testid="create-source-record"
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <TextInput label={t('publications.create.name')} description={t('publications.create.nameHint')} {...form.getInputProps('name')} />
          {create.isError && (
            <Text c="red.8" role="alert">
              {t('publications.create.failed')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('publications.cancel')}
            </Button>
            <Button type="submit" disabled={!id && !ibis && !blank} loading={create.isPending} data-testid="create-publication-submit">
              {t('publications.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

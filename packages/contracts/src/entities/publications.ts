import { z } from 'zod';
import { defineEntity } from '../model/entity';
import { f, readOnly, required } from '../model/field';
import {
  indicatorTypes,
  publicationStatuses,
  publicationTypes,
  ratingModes,
  sectionTypes,
  surveyQuestionStatuses,
  surveyQuestionTypes,
} from '../enums/publicationEnums';
import { filterParamSchema } from './searchqueries';

export const publications = defineEntity({
  name: 'publications',
  fields: {
    name: f.text(''),
    description: f.text(),
    key: readOnly(f.text()),
    type: f.enum(publicationTypes, 'business_park'),
    status: f.code(publicationStatuses, publicationStatuses.draft),
    filterPhase: f.json(z.array(z.number().int()), () => []),
    filterStatus: f.json(z.array(z.number().int()), () => []),
    filterBusinessPark: f.text(),
    filterMunicipality: f.text(),
    filterState: f.text(),
    filterSearchQueryId: f.fk('searchqueries', 'set null'),
    createdAt: f.timestamp(),
    updatedAt: f.timestamp(),
    /** who made it, for the location's activity timeline (migration 0044; set by the server) */
    createdByUserId: readOnly(f.fk('users', 'set null')),
  },
  ones: [{ name: 'cfg', entity: 'publication_cfgs', foreignKey: 'publicationId' }],
  children: [
    { name: 'sections', entity: 'sections', foreignKey: 'publicationId' },
    { name: 'locations', entity: 'locations', foreignKey: 'publicationId' },
  ],
  uniques: [['key']],
});

export const publication_cfgs = defineEntity({
  name: 'publication_cfgs',
  exposed: false,
  fields: {
    publicationId: required(f.fk('publications', 'cascade')),
    reference: f.text(),
    allowAcceptReject: f.bool(false),
    searchQueryKey: f.text(),
    searchQueryOpenStatus: f.int(),
    searchQueryAcceptStatus: f.int(),
    searchQueryRejectStatus: f.int(),
    locationKey: f.text(),
    conceptKey: f.text(),
    geodataKey: f.text(),
    ibisKey: f.text(),
    ratingMode: f.enum(ratingModes, 'view'),
  },
  uniques: [['publicationId']],
});

export const sections = defineEntity({
  name: 'sections',
  fields: {
    type: f.enum(sectionTypes, 'custom_text'),
    order: f.int(0),
    pageType: f.text(),
    publicationId: required(f.fk('publications', 'cascade')),
  },
  ones: [{ name: 'cfg', entity: 'section_cfgs', foreignKey: 'sectionId' }],
});

export const section_cfgs = defineEntity({
  name: 'section_cfgs',
  exposed: false,
  fields: {
    sectionId: required(f.fk('sections', 'cascade')),
    param1: f.json(filterParamSchema),
    param2: f.json(filterParamSchema),
  },
  children: [
    { name: 'indicators', entity: 'indicators', foreignKey: 'sectionCfgId' },
    { name: 'questions', entity: 'survey_questions', foreignKey: 'sectionCfgId' },
    { name: 'filters', entity: 'section_filters', foreignKey: 'sectionCfgId' },
    { name: 'featurefilters', entity: 'feature_filters', foreignKey: 'sectionCfgId' },
  ],
  uniques: [['sectionId']],
});

const sectionOwned = { sectionCfgId: required(f.fk('section_cfgs', 'cascade')) };

export const indicators = defineEntity({
  name: 'indicators',
  exposed: false,
  fields: {
    ...sectionOwned,
    name: f.text(''),
    description: f.text(),
    key: f.text(),
    score: f.float(),
    type: f.enum(indicatorTypes, 'custom'),
    order: f.int(0),
  },
});

export const survey_questions = defineEntity({
  name: 'survey_questions',
  exposed: false,
  fields: {
    ...sectionOwned,
    name: f.text(''),
    description: f.text(),
    field: f.text(),
    type: f.enum(surveyQuestionTypes, 'text'),
    status: f.enum(surveyQuestionStatuses, 'published'),
    folded: f.bool(false),
    dependsOnQuestionField: f.text(),
    dependsOnQuestionValue: f.text(),
    order: f.int(0),
  },
  children: [
    { name: 'values', entity: 'survey_values', foreignKey: 'surveyquestionId' },
    { name: 'answers', entity: 'survey_answers', foreignKey: 'surveyquestionId' },
  ],
});

const questionOwned = { surveyquestionId: required(f.fk('survey_questions', 'cascade')) };
export const survey_values = defineEntity({
  name: 'survey_values',
  exposed: false,
  fields: { ...questionOwned, name: f.text(''), value: f.text() },
});
export const survey_answers = defineEntity({
  name: 'survey_answers',
  exposed: false,
  // rin: the business park (its IBIS number) an answer of an IBIS survey is about; null on other publications.
  // respondentKey: the private link's key shared by the answers of one sending (migration 0046)
  fields: { ...questionOwned, name: f.text(''), value: f.text(), rin: f.text(), respondentKey: f.text(), createdAt: f.timestamp() },
});

/**
 * A business park's figure as an IBIS survey reported it (migration 0043): one row per publication, park (rin) and
 * park property, upserted by every answer to a question whose `field` names that property; the park page shows it
 * over the registered figure. Written by the public IBIS endpoints only, so not in the generic data API.
 */
export const ibis_park_values = defineEntity({
  name: 'ibis_park_values',
  exposed: false,
  fields: {
    publicationId: required(f.fk('publications', 'cascade')),
    rin: required(f.text()),
    field: required(f.text()),
    value: f.text(),
    answeredAt: f.timestamp(),
  },
  uniques: [['publicationId', 'rin', 'field']],
});

export const section_filters = defineEntity({
  name: 'section_filters',
  exposed: false,
  fields: {
    ...sectionOwned,
    key: f.text(''),
    type: f.text(),
    order: f.int(0),
    param1: f.json(filterParamSchema),
    param2: f.json(filterParamSchema),
    param3: f.json(filterParamSchema),
    param4: f.json(filterParamSchema),
    optimal: f.json(filterParamSchema),
  },
});

import { z } from 'zod';
import { defineEntity } from '../model/entity';
import { f, readOnly, required } from '../model/field';
import { searchQueryStatuses, searchQueryTypes } from '../enums/publicationEnums';

export const searchqueries = defineEntity({
  name: 'searchqueries',
  fields: {
    name: f.text(''),
    key: readOnly(f.text()),
    description: f.text(),
    type: f.enum(searchQueryTypes, 'residential'),
    status: f.enum(searchQueryStatuses, 'research'),
    category: f.text(),
    order: f.int(0),
    archived: f.bool(false),
    publicationId: f.fk('publications', 'set null'),
    createdAt: f.timestamp(),
    updatedAt: f.timestamp(),
  },
  ones: [{ name: 'cfg', entity: 'searchquery_cfgs', foreignKey: 'searchQueryId' }],
  children: [
    { name: 'locations', entity: 'locations', foreignKey: 'searchQueryId' },
    { name: 'notes', entity: 'notes', foreignKey: 'searchQueryId' },
  ],
  uniques: [['key']],
});

/** What the last run of a saved query stored (written by the server's run, read by the query list). */
const lastResultsSchema = z
  .object({ runId: z.number().int().nullable(), ranAt: z.string(), count: z.number(), newCount: z.number(), generation: z.number(), top: z.array(z.unknown()) })
  .partial();

export const searchquery_cfgs = defineEntity({
  name: 'searchquery_cfgs',
  exposed: false,
  fields: {
    searchQueryId: required(f.fk('searchqueries', 'cascade')),
    lastResults: f.json(lastResultsSchema),
    publicationId: f.fk('publications', 'set null'),
  },
  children: [{ name: 'filters', entity: 'feature_filters', foreignKey: 'searchQueryCfgId' }],
  uniques: [['searchQueryId']],
});

/** A filter parameter: a bound, a choice or a list of choices. */
export const filterParamSchema = z.union([z.number().finite(), z.string().max(1000), z.array(z.union([z.number(), z.string()])).max(1000)]);

/** Feature filter reference (spec 3): owned by a search query config or a section config; or-choices nest. */
export const feature_filters = defineEntity({
  name: 'feature_filters',
  exposed: false,
  fields: {
    key: f.text(''),
    type: f.text(),
    enabled: f.bool(true),
    editable: f.bool(true),
    order: f.int(0),
    param1: f.json(filterParamSchema),
    param2: f.json(filterParamSchema),
    param3: f.json(filterParamSchema),
    param4: f.json(filterParamSchema),
    optimal: f.json(filterParamSchema),
    weight: f.float(1),
    polygon: f.geometry(),
    searchQueryCfgId: f.fk('searchquery_cfgs', 'cascade'),
    sectionCfgId: f.fk('section_cfgs', 'cascade'),
    parentFilterId: f.fk('feature_filters', 'cascade'),
  },
  children: [{ name: 'children', entity: 'feature_filters', foreignKey: 'parentFilterId' }],
});

import { z } from 'zod';
import { defineEntity } from '../model/entity';
import { f, required } from '../model/field';
import {
  customFieldTypes,
  customFieldVisibilities,
  imageTypes,
  newsKinds,
  newsPriorities,
  noteKinds,
  taskStates,
} from '../enums/companyEnums';

export const notes = defineEntity({
  name: 'notes',
  fields: {
    name: f.text(''),
    type: f.enum(noteKinds, 'note'),
    status: f.enum(taskStates, 'open'),
    description: f.text(),
    createdAt: f.timestamp(),
    targetAt: f.datetime(),
    locationId: f.fk('locations', 'cascade'),
    searchQueryId: f.fk('searchqueries', 'cascade'),
    assignedTo: f.fk('users', 'set null'),
    createdByUserId: { ...f.fk('users', 'set null'), readOnly: true },
  },
  children: [{ name: 'images', entity: 'images', foreignKey: 'noteId' }],
});

export const labels = defineEntity({
  name: 'labels',
  fields: { name: f.text(''), color: f.text('#888888') },
  children: [{ name: 'locations', entity: 'locationslabels', foreignKey: 'labelId' }],
});

export const locationslabels = defineEntity({
  name: 'locationslabels',
  fields: {
    locationId: required(f.fk('locations', 'cascade')),
    labelId: required(f.fk('labels', 'cascade')),
  },
  uniques: [['locationId', 'labelId']],
});

export const customfields = defineEntity({
  name: 'customfields',
  fields: {
    name: f.text(''),
    type: f.code(customFieldTypes, customFieldTypes.select),
    order: f.int(0),
    publish: f.bool(false),
    visibility: f.enum(customFieldVisibilities, 'edit'),
  },
  children: [{ name: 'values', entity: 'customvalues', foreignKey: 'customfieldId' }],
});

export const customvalues = defineEntity({
  name: 'customvalues',
  fields: {
    name: f.text(''),
    type: f.text('value'),
    order: f.int(0),
    color: f.text(),
    default: f.bool(false),
    customfieldId: f.fk('customfields', 'cascade'),
  },
});

export const locationscustomvalues = defineEntity({
  name: 'locationscustomvalues',
  fields: {
    name: f.text(),
    value: f.text(),
    subvalue: f.text(),
    type: f.text(),
    order: f.int(0),
    locationId: required(f.fk('locations', 'cascade')),
    customfieldId: f.fk('customfields', 'cascade'),
    customvalueId: f.fk('customvalues', 'set null'),
  },
});

/** Images: metadata here, bytes stored internally and served by /api/images/binary/{id}/img.png|thumb.png. */
export const images = defineEntity({
  name: 'images',
  fields: {
    name: f.text(''),
    type: f.enum(imageTypes, 'attachment'),
    /** the user's order of a location's images (migration 0016) */
    order: f.int(0),
    mime: { ...f.text(), readOnly: true },
    byteLength: { ...f.int(), readOnly: true },
    width: { ...f.int(), readOnly: true },
    height: { ...f.int(), readOnly: true },
    data: f.bytes(),
    thumb: f.bytes(),
    createdAt: f.timestamp(),
    locationId: f.fk('locations', 'cascade'),
    conceptId: f.fk('concepts', 'cascade'),
    noteId: f.fk('notes', 'cascade'),
    contentitemId: f.fk('contentitems', 'cascade'),
    /** who uploaded it, for the location's activity timeline (migration 0044; set by the server) */
    createdByUserId: { ...f.fk('users', 'set null'), readOnly: true },
  },
});

export const tickets = defineEntity({
  name: 'tickets',
  fields: {
    name: required(f.text('')),
    reference: f.text(),
    createdAt: f.timestamp(),
    updatedAt: f.timestamp(),
    createdByUserId: { ...f.fk('users', 'set null'), readOnly: true },
  },
});

/** Client error entries (spec 8): inserted only if none with the same reference exists. */
export const errors = defineEntity({
  name: 'errors',
  tenancy: 'global',
  fields: {
    name: required(f.text('')),
    reference: required(f.text('')),
    log: f.json(z.unknown()),
    companyId: { ...f.fk('companies', 'cascade'), readOnly: true },
    userId: { ...f.fk('users', 'set null'), readOnly: true },
    createdAt: f.timestamp(),
  },
  uniques: [['reference']],
});

/** News and e-mail content written by staff, read by everyone signed in. */
export const contentitems = defineEntity({
  name: 'contentitems',
  tenancy: 'global',
  fields: {
    name: f.text(''),
    description: f.text(),
    level: f.enum(newsPriorities, 'default'),
    type: f.enum(newsKinds, 'news'),
    /** when readers see it (migration 0036); empty: from its creation */
    publishAt: f.datetime(),
    createdAt: f.timestamp(),
    updatedAt: f.timestamp(),
  },
  children: [{ name: 'images', entity: 'images', foreignKey: 'contentitemId' }],
});

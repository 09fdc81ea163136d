import type { FastifyInstance } from 'fastify';
import {
  companies,
  contactSearchSchema,
  invoiceRunSchema,
  invoicingIdParamsSchema,
  invoicingSettingsSchema,
  linkContactSchema,
  newContactSchema,
  type AccountingContact,
  type InvoicingConnection,
} from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { systemActor } from '../../auth/sessions';
import { parseWrite } from '../../entities/parseWrite';
import { Repository } from '../../entities/repository';
import { access, actorOf } from '../../http/access';
import { AppError } from '../../http/appError';
import { validate } from '../../http/validate';
import { MoneybirdError, type MoneybirdContact } from './moneybirdClient';
import { asAppError, configuredClient, connectionOf, invoicingOverview, readSettings, refreshStates, retryInvoice, runInvoices } from './invoiceRun';
import { companyName } from './companyName';
import { saveInvoicingSettings } from './saveSettings';

const contactOf = (c: MoneybirdContact): AccountingContact => ({
  id: String(c.id),
  companyName: c.company_name || [c.firstname, c.lastname].filter(Boolean).join(' '),
  email: c.send_invoices_to_email || c.email || null,
});

/** Moneybird's answer, or its failure as 502 accounting_unavailable with the reason. */
async function moneybird<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw asAppError(e);
  }
}

/**
 * Link a company to a Moneybird contact: companycfgs.administrationId holds the contact's id (the spec's name for
 * the customer's record in the accounting service), written through the data layer like the customer properties.
 */
async function linkCompany(db: Db, companyId: number, contactId: string): Promise<void> {
  await db.tenant(companyId, (tx) => new Repository(tx).update(companies, systemActor(companyId), companyId, parseWrite(companies, { cfg: { administrationId: contactId } }, 'patch')));
}

/** /admin/moneybird (staff): the connection, the customers' contacts, invoice runs and their states (each change audited). */
export function registerInvoicingRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/admin/invoicing', access('staff'), async () => invoicingOverview(db, new Date()));

  app.put('/api/admin/invoicing/settings', access('staff'), async (req): Promise<InvoicingConnection> => {
    const body = validate(invoicingSettingsSchema, req.body);
    await saveInvoicingSettings(db, body, actorOf(req).userId);
    const detail = { token: body.apiToken === undefined ? 'kept' : body.apiToken === null ? 'removed' : 'changed', administrationId: body.administrationId, baseUrl: body.baseUrl, prices: body.prices };
    await recordAudit(db, { kind: 'invoicing_settings_changed', userId: actorOf(req).userId, detail, ip: req.ip });
    return connectionOf(await readSettings(db));
  });

  app.get('/api/admin/invoicing/contacts', access('staff'), async (req): Promise<AccountingContact[]> => {
    const { query } = validate(contactSearchSchema, req.query, 'query');
    const client = await configuredClient(db);
    return (await moneybird(() => client.searchContacts(query))).map(contactOf);
  });

  app.post('/api/admin/invoicing/companies/:id/contact', access('staff'), async (req) => {
    const { id } = validate(invoicingIdParamsSchema, req.params, 'path');
    const { contactId } = validate(linkContactSchema, req.body);
    const name = await companyName(db, id);
    const client = await configuredClient(db);
    const contact = contactOf(
      await moneybird(() =>
        client.getContact(contactId).catch((e: unknown) => {
          throw e instanceof MoneybirdError && e.status === 404 ? new AppError('not_found', `Moneybird has no contact ${contactId}`) : e;
        }),
      ),
    );
    await linkCompany(db, id, contact.id);
    await recordAudit(db, { kind: 'invoicing_contact_linked', companyId: id, userId: actorOf(req).userId, detail: { name, contactId: contact.id, created: false }, ip: req.ip });
    return { companyId: id, contact };
  });

  /** Create the company as a contact in Moneybird (once: its customer_id is plotwise-{id}) and link it. */
  app.post('/api/admin/invoicing/companies/:id/contact/new', access('staff'), async (req) => {
    const { id } = validate(invoicingIdParamsSchema, req.params, 'path');
    const body = validate(newContactSchema, req.body);
    const name = await companyName(db, id);
    const client = await configuredClient(db);
    const customerId = `plotwise-${id}`;
    const made = await moneybird(async () => (await client.contactByCustomerId(customerId)) ?? client.createContact({ company_name: body.companyName, send_invoices_to_email: body.email, customer_id: customerId }));
    const contact = contactOf(made);
    await linkCompany(db, id, contact.id);
    await recordAudit(db, { kind: 'invoicing_contact_linked', companyId: id, userId: actorOf(req).userId, detail: { name, contactId: contact.id, created: true }, ip: req.ip });
    return { companyId: id, contact };
  });

  app.post('/api/admin/invoicing/run', access('staff'), async (req) => {
    const { period } = validate(invoiceRunSchema, req.body);
    const result = await runInvoices(db, period);
    await recordAudit(db, { kind: 'invoice_run_requested', userId: actorOf(req).userId, detail: { period, sent: result.sent, failed: result.failed }, ip: req.ip });
    return result;
  });

  app.post('/api/admin/invoicing/invoices/:id/retry', access('staff'), async (req) => {
    const { id } = validate(invoicingIdParamsSchema, req.params, 'path');
    const result = await retryInvoice(db, id);
    await recordAudit(db, { kind: 'invoice_run_requested', userId: actorOf(req).userId, detail: { period: result.period, invoiceId: id, sent: result.sent, failed: result.failed }, ip: req.ip });
    return result;
  });

  app.post('/api/admin/invoicing/refresh', access('staff'), async () => refreshStates(db));
}

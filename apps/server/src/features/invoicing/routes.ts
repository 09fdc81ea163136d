import type { FastifyInstance } from 'fastify';
import { companies, invoicingRoutes, type AccountingContact } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { systemActor } from '../../auth/sessions';
import { parseWrite } from '../../entities/parseWrite';
import { Repository } from '../../entities/repository';
import { actorOf } from '../../http/access';
import { AppError } from '../../http/appError';
import { serve } from '../../http/serve';
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
  serve(app, invoicingRoutes.overview, async () => invoicingOverview(db, new Date()));

  serve(app, invoicingRoutes.saveSettings, async ({ body }, req) => {
    await saveInvoicingSettings(db, body, actorOf(req).userId);
    const detail = { token: body.apiToken === undefined ? 'kept' : body.apiToken === null ? 'removed' : 'changed', administrationId: body.administrationId, baseUrl: body.baseUrl, prices: body.prices };
    await recordAudit(db, { kind: 'invoicing_settings_changed', userId: actorOf(req).userId, detail, ip: req.ip });
    return connectionOf(await readSettings(db));
  });

  serve(app, invoicingRoutes.contacts, async ({ query: { query } }) => {
    const client = await configuredClient(db);
    return (await moneybird(() => client.searchContacts(query))).map(contactOf);
  });

  serve(app, invoicingRoutes.linkContact, async ({ params: { id }, body: { contactId } }, req) => {
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
  serve(app, invoicingRoutes.newContact, async ({ params: { id }, body }, req) => {
    const name = await companyName(db, id);
    const client = await configuredClient(db);
    const customerId = `plotwise-${id}`;
    const made = await moneybird(async () => (await client.contactByCustomerId(customerId)) ?? client.createContact({ company_name: body.companyName, send_invoices_to_email: body.email, customer_id: customerId }));
    const contact = contactOf(made);
    await linkCompany(db, id, contact.id);
    await recordAudit(db, { kind: 'invoicing_contact_linked', companyId: id, userId: actorOf(req).userId, detail: { name, contactId: contact.id, created: true }, ip: req.ip });
    return { companyId: id, contact };
  });

  serve(app, invoicingRoutes.run, async ({ body: { period } }, req) => {
    const result = await runInvoices(db, period);
    await recordAudit(db, { kind: 'invoice_run_requested', userId: actorOf(req).userId, detail: { period, sent: result.sent, failed: result.failed }, ip: req.ip });
    return result;
  });

  serve(app, invoicingRoutes.retry, async ({ params: { id } }, req) => {
    const result = await retryInvoice(db, id);
    await recordAudit(db, { kind: 'invoice_run_requested', userId: actorOf(req).userId, detail: { period: result.period, invoiceId: id, sent: result.sent, failed: result.failed }, ip: req.ip });
    return result;
  });

  serve(app, invoicingRoutes.refresh, async () => refreshStates(db));
}

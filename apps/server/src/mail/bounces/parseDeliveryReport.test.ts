import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { autoReply, delayedReport, exchangeReport, postfixReport } from './dsnFixtures';
import { parseDeliveryReport, permanentFailures } from './parseDeliveryReport';

// Pure parsing of delivery reports (RFC 3464) on hand-written reports as Postfix and Exchange write them.
const parse = async (raw: string, keepDeliveryStatus = true) => parseDeliveryReport(await simpleParser(raw, { keepDeliveryStatus }));

describe('parseDeliveryReport', () => {
  it('reads every recipient of a Postfix report: the failed one bounces, the delayed one does not', async () => {
    const recipients = await parse(postfixReport());
    expect(recipients).toEqual([
      { address: 'someone@example.nl', action: 'failed', status: '5.1.1', diagnostic: '550 5.1.1 <someone@example.nl>: Recipient address rejected: User unknown in virtual mailbox table' },
      { address: 'later@example.org', action: 'delayed', status: '4.4.1', diagnostic: 'connect to mx.example.org[192.0.2.20]:25: Connection timed out' },
    ]);
    expect(permanentFailures(recipients!)).toEqual([
      { address: 'someone@example.nl', reason: 'delivery report 5.1.1: 550 5.1.1 <someone@example.nl>: Recipient address rejected: User unknown in virtual mailbox table' },
    ]);
  });

  it('reads an Exchange report: a three-digit detail, the address lower-cased', async () => {
    const recipients = await parse(exchangeReport());
    expect(recipients).toEqual([{ address: 'jan.jansen@contoso.example', action: 'failed', status: '5.1.10', diagnostic: expect.stringContaining('RESOLVER.ADR.RecipientNotFound') }]);
    expect(permanentFailures(recipients!)[0]?.reason).toBe('delivery report 5.1.10: 550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup');
  });

  it('reads the report part when mailparser puts it in the text instead of an attachment', async () => {
    expect(await parse(postfixReport(), false)).toEqual(await parse(postfixReport()));
    expect(await parse(exchangeReport(), false)).toEqual(await parse(exchangeReport()));
  });

  it('a delay warning is a report without a bounce', async () => {
    const recipients = await parse(delayedReport());
    expect(recipients).toEqual([expect.objectContaining({ address: 'later@example.org', action: 'delayed' })]);
    expect(permanentFailures(recipients!)).toEqual([]);
  });

  it('a mail that is not a delivery report is none, even when it quotes report fields', async () => {
    expect(await parse(autoReply())).toBeNull();
    expect(await parse(autoReply(), false)).toBeNull();
  });

  it('only failures with a 5.x.x status bounce; the address we sent to wins over where a forward led', () => {
    const mail = (fields: string) => ({
      headers: new Map(),
      text: '',
      attachments: [{ contentType: 'message/delivery-status', content: Buffer.from(fields.replace(/\n/g, '\r\n')) }],
    });
    const recipients = parseDeliveryReport(
      mail(`Reporting-MTA: dns; mx.example.nl

Original-Recipient: rfc822;alias@example.nl
Final-Recipient: rfc822; <Echt@Elders.example>
Action: failed
Status: 5.2.1 (mailbox disabled)

Final-Recipient: rfc822; vol@example.nl
Action: failed
Status: 4.2.2

Final-Recipient: rfc822; ok@example.nl
Action: delivered
Status: 2.0.0

Final-Recipient: x400; /C=NL/O=Example/
Action: failed
Status: 5.1.1
`) as never,
    );
    expect(recipients?.map((r) => [r.address, r.action, r.status])).toEqual([
      ['alias@example.nl', 'failed', '5.2.1'],
      ['vol@example.nl', 'failed', '4.2.2'],
      ['ok@example.nl', 'delivered', '2.0.0'],
    ]);
    expect(permanentFailures(recipients!)).toEqual([{ address: 'alias@example.nl', reason: 'delivery report 5.2.1' }]);
  });
});

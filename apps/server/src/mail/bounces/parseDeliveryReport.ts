import type { ParsedMail } from 'mailparser';

/** What a delivery report (RFC 3464) says about one recipient. */
export interface RecipientStatus {
  /** lower-cased: the address we sent to (Original-Recipient), else the one the report names (Final-Recipient) */
  address: string;
  /** failed, delayed, delivered, relayed or expanded */
  action: string;
  /** the enhanced status code (RFC 3463), e.g. 5.1.1; empty when the report gives none */
  status: string;
  /** the remote server's own words (Diagnostic-Code without its type), or empty */
  diagnostic: string;
}

/** An address a report says is refused for good, with the reason to keep. */
export interface ReportedBounce {
  address: string;
  reason: string;
}

type ReportMail = Pick<ParsedMail, 'headers' | 'attachments' | 'text'>;

// RFC 6533's global (UTF-8) report has the same fields as RFC 3464's
const STATUS_PARTS = ['message/delivery-status', 'message/global-delivery-status'];

/** The fields of each block of a delivery-status part: header-style lines, folded lines joined, blocks apart at an empty line. */
function fieldBlocks(text: string): Map<string, string>[] {
  const blocks: Map<string, string>[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const fields = new Map<string, string>();
    let last: string | null = null;
    for (const line of chunk.split('\n')) {
      if (last && /^[ \t]/.test(line)) {
        fields.set(last, `${fields.get(last)} ${line.trim()}`);
        continue;
      }
      const m = /^([A-Za-z][A-Za-z0-9-]*)[ \t]*:[ \t]*(.*)$/.exec(line);
      last = m ? m[1]!.toLowerCase() : null;
      if (m) fields.set(last!, m[2]!.trim());
    }
    if (fields.size) blocks.push(fields);
  }
  return blocks;
}

/** The address of "rfc822; someone@example.nl" (or RFC 6533's utf-8 type), lower-cased; null for other types. */
function addressOf(value: string | undefined): string | null {
  if (!value) return null;
  const semicolon = value.indexOf(';');
  const type = semicolon < 0 ? 'rfc822' : value.slice(0, semicolon).trim().toLowerCase();
  const address = value.slice(semicolon + 1).trim().replace(/^<(.*)>$/, '$1').toLowerCase();
  return (type === 'rfc822' || type === 'utf-8') && /^[^@\s]+@[^@\s]+$/.test(address) ? address : null;
}

/** One recipient block, or null for the per-message block and anything else without a recipient and an action. */
function recipientOf(fields: Map<string, string>): RecipientStatus | null {
  // the address we sent to: a forward or an alias on the way can make Final-Recipient another one
  const address = addressOf(fields.get('original-recipient')) ?? addressOf(fields.get('final-recipient'));
  const action = fields.get('action')?.toLowerCase().split(/[\s(]/)[0];
  if (!address || !action) return null;
  const status = /^\s*(\d\.\d{1,3}\.\d{1,3})/.exec(fields.get('status') ?? '')?.[1] ?? '';
  const diagnostic = (fields.get('diagnostic-code') ?? '').replace(/^[\w-]+\s*;\s*/, '');
  return { address, action, status, diagnostic };
}

const isReport = (mail: ReportMail) => {
  const type = mail.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  return type?.value?.toLowerCase() === 'multipart/report' && /^(global-)?delivery-status$/i.test(type.params?.['report-type'] ?? '');
};

/**
 * The recipients of a delivery report parsed by mailparser, or null when the mail is not one (an auto-reply, a
 * person writing to the bounce address). Parsed with `keepDeliveryStatus` the report's machine part is an
 * attachment; without it mailparser appends that part to the text, which is read instead.
 */
export function parseDeliveryReport(mail: ReportMail): RecipientStatus[] | null {
  const part = mail.attachments.find((a) => STATUS_PARTS.includes(a.contentType.toLowerCase()));
  if (!part && !isReport(mail)) return null;
  const text = part ? part.content.toString('utf8') : (mail.text ?? '');
  return fieldBlocks(text).flatMap((fields) => recipientOf(fields) ?? []);
}

/**
 * The recipients refused for good: Action failed with a 5.x.x status. A delay, or a failure with a 4.x.x
 * (temporary) status, is no bounce: the mail may still arrive, or a later mail may.
 */
export function permanentFailures(recipients: readonly RecipientStatus[]): ReportedBounce[] {
  return recipients
    .filter((r) => r.action === 'failed' && r.status.startsWith('5.'))
    .map((r) => ({ address: r.address, reason: `delivery report ${r.status}${r.diagnostic ? `: ${r.diagnostic}` : ''}` }));
}

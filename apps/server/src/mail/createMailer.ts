import { createTransport, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { bounceKey, signedBounceAddress } from './bounces/verp';

/** One outgoing mail: plain text always, HTML optionally (mail clients show the best they can). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string>;
}

/** Sends mail; `close` ends the SMTP connection pool. */
export interface Mailer {
  sendMail(mail: Mail): Promise<void>;
  close(): void;
}

const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

// once per server (its logger), not once per mailer: a server makes a few (reset, users, scheduler)
const warnedLogs = new WeakSet<object>();

/**
 * A mailer over SMTP (nodemailer, `SMTP_URL`), or - when SMTP_URL is unset, for development - one that
 * writes each mail to the server log instead. Logged mails contain their links, so production sets SMTP_URL.
 * With `db` and MAIL_BOUNCE_ADDRESS each mail's envelope sender is signed for its recipient (mail/bounces/verp.ts);
 * without `db` reports to the plain address are read and ignored.
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_BOUNCE_ADDRESS'>, log: FastifyBaseLogger, db?: Db): Mailer {
  const url = config.SMTP_URL;
  if (!url) {
    if (!warnedLogs.has(log)) log.warn('SMTP_URL is not set: mails (including password reset links) are written to this log instead of sent');
    warnedLogs.add(log);
    return {
      async sendMail(mail) {
        log.info({ mail: { from: config.MAIL_FROM, ...mail } }, 'mail (not sent: SMTP_URL is not set)');
      },
      close() {},
    };
  }
  const bounceTo = config.MAIL_BOUNCE_ADDRESS;
  // Created lazily so that a server without mail traffic never opens a connection.
  let transport: Transporter | null = null;
  return {
    async sendMail(mail) {
      // pooled: a job that mails thousands reuses a few connections instead of one per mail
      // bounded waits (nodemailer's defaults are 2 minutes to connect and 10 of silence): a send that hangs is
      // failed and sent again by the next run (productMail.ts resendFailed) instead of holding the job
      transport ??= createTransport({ url, pool: true, ...SMTP_TIMEOUTS }, { from: config.MAIL_FROM });
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        // the envelope sender (Return-Path) is where delivery reports go: our bounce mailbox reads them
        // (mail/bounces), believing a report only for the recipient this address is signed for (verp.ts); the
        // visible From stays MAIL_FROM
        ...(bounceTo ? { envelope: { from: db ? signedBounceAddress(bounceTo, await bounceKey(db), mail.to) : bounceTo, to: mail.to } } : {}),
      });
    },
    close() {
      transport?.close();
    },
  };
}

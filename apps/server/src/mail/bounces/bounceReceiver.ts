import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { markBounced } from './mailBounces';
import { bounceKey, isBounceAddress, signedFor } from './verp';
import { parseDeliveryReport, permanentFailures } from './parseDeliveryReport';

/** Largest message taken: a report with the returned mail's headers is a few kB; larger is not one of ours. */
export const MAX_REPORT_BYTES = 1024 * 1024;

type ReceiverConfig = Pick<Config, 'BOUNCE_SMTP_PORT' | 'BOUNCE_SMTP_HOST' | 'MAIL_BOUNCE_ADDRESS'>;

// an SMTP reply: smtp-server answers an error with its responseCode
const reply = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** The message, kept up to the size cap (the rest is read and dropped: smtp-server then answers 552). */
function readMessage(stream: SMTPServerDataStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REPORT_BYTES) chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks)));
  });
}

/**
 * The inbound SMTP listener for delivery reports (BOUNCE_SMTP_PORT): it takes mail for MAIL_BOUNCE_ADDRESS only
 * and marks an address a report says is refused for good in mail_bounces, as a 5xx at send time does, when the
 * report came to the bounce address signed for that address (verp.ts).
 */
export class BounceReceiver {
  private server: SMTPServer | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: ReceiverConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listen when BOUNCE_SMTP_PORT is set; the port listened on, or null when off. */
  async start(): Promise<number | null> {
    const { BOUNCE_SMTP_PORT: port, BOUNCE_SMTP_HOST: host, MAIL_BOUNCE_ADDRESS: address } = this.config;
    if (port === undefined || !address || this.server) return this.port();
    const server = new SMTPServer({
      // the MTAs that send reports do not sign in; TLS is left to the MX in front (the default host is loopback)
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_REPORT_BYTES,
      rejectOversized: true,
      maxClients: 20,
      // a stop waits this long for open sessions, then ends them: the sender keeps the report and tries again
      closeTimeout: 5_000,
      logger: false,
      onRcptTo: (to, _session, callback) =>
        callback(isBounceAddress(address, to.address) ? null : reply(550, '5.1.1 This address takes delivery reports for Plotwise only')),
      onData: (stream, session, callback) => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        readMessage(stream)
          .then((raw) => (raw ? this.receive(raw, to) : Promise.reject(reply(552, `5.3.4 Message exceeds fixed maximum message size ${MAX_REPORT_BYTES}`))))
          .then(
            () => callback(),
            (err: Error) => callback(err),
          );
      },
    });
    server.on('error', (err) => this.log.warn({ err }, 'bounce mailbox: SMTP session error'));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject); // the port is taken, the host unknown
      server.listen(port, host, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.log.info({ host, port: this.port() }, 'bounce mailbox: listening for delivery reports');
    return this.port();
  }

  private port(): number | null {
    return this.server ? (this.server.server.address() as AddressInfo).port : null;
  }

  /**
   * Read one message sent to `to` (the bounce address, signed or not): a permanent failure of a delivery report is
   * marked when `to` is signed for its address; anything else is taken and ignored.
   */
  private async receive(raw: Buffer, to: string[]): Promise<void> {
    let mail;
    try {
      mail = await simpleParser(raw, { keepDeliveryStatus: true, skipHtmlToText: true, skipTextToHtml: true });
    } catch (err) {
      // a message mailparser cannot read will not read better when sent again: take it, say so
      this.log.warn({ err }, 'bounce mailbox: a message that could not be parsed, ignored');
      return;
    }
    const recipients = parseDeliveryReport(mail);
    if (!recipients) {
      this.log.info({ subject: mail.subject }, 'bounce mailbox: a message that is not a delivery report, ignored');
      return;
    }
    const failures = permanentFailures(recipients);
    const key = failures.length ? await bounceKey(this.db) : null;
    const bounces = failures.filter((b) => to.some((t) => signedFor(this.config.MAIL_BOUNCE_ADDRESS!, key!, t, b.address)));
    if (bounces.length < failures.length)
      // a forged report, or one for a recipient its mail was not sent to: believed for none of them
      this.log.warn({ unsigned: failures.filter((b) => !bounces.includes(b)).map((b) => b.address), to }, 'bounce mailbox: a report not signed for the addresses it names, ignored for them');
    try {
      for (const b of bounces) await markBounced(this.db, b.address, b.reason);
    } catch (err) {
      // not recorded: a temporary refusal makes the sender keep the report and deliver it again later
      this.log.error({ err }, 'bounce mailbox: could not record a delivery report');
      throw reply(451, '4.3.0 Could not record the report now; try again later');
    }
    this.log.info({ bounced: bounces.map((b) => b.address), other: recipients.length - failures.length }, 'bounce mailbox: delivery report read');
  }

  /** Stop listening; open sessions end within closeTimeout. */
  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    return server ? new Promise((resolve) => server.close(() => resolve())) : Promise.resolve();
  }
}

/** The bounce mailbox of this server as `app.bounceReceiver` (main.ts starts it), closed with the app. */
export function registerBounceReceiver(app: FastifyInstance, db: Db, config: ReceiverConfig): void {
  const receiver = new BounceReceiver(db, config, app.log);
  app.decorate('bounceReceiver', receiver);
  app.addHook('onClose', async () => receiver.stop());
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A received mail, decoded: headers (lower-case names), the text and HTML parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

// Quoted-printable: "=\r\n" is a soft line break (the line was only wrapped), "=XX" a byte.
const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeBody = (body: string, encoding: string | undefined) => {
  const e = (encoding ?? '7bit').toLowerCase();
  if (e === 'quoted-printable') return decodeQuotedPrintable(body);
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return Buffer.from(body, 'latin1').toString('utf8'); // 7bit or 8bit: the raw UTF-8 bytes
};

// RFC 2047 encoded words in headers (=?UTF-8?Q?...?= or =?UTF-8?B?...?=).
const decodeWords = (s: string) =>
  s.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_m, _charset, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

function splitHeaders(raw: string): [Record<string, string>, string] {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' '); // unfold continued header lines
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return [headers, raw.slice(at + 4)];
}

/** Decode a raw RFC 5322 message with its MIME parts (enough for what nodemailer writes). */
function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const [headers, body] = splitHeaders(raw);
  const parts: Array<[Record<string, string>, string]> = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      parts.push(splitHeaders(chunk.replace(/^\r\n/, '')));
    }
  } else parts.push([headers, body]);
  const partOf = (type: string) => {
    const p = parts.find(([h]) => (h['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
    return p ? decodeBody(p[1], p[0]['content-transfer-encoding']).replace(/\r\n/g, '\n') : '';
  };
  return { ...envelope, headers, subject: decodeWords(headers.subject ?? ''), text: partOf('text/plain'), html: partOf('text/html') };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests. */
export class TestMailbox {
  readonly mails: ReceivedMail[] = [];
  private waiters: Array<() => void> = [];
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  /** `refuse`: recipients answered 550 (no such mailbox), as a server does for an address that bounces. */
  static async start(opts: { refuse?: (address: string) => boolean } = {}): Promise<TestMailbox> {
    let box: TestMailbox | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // stop() waits this long for clients to hang up (a mailer's pooled connection stays open): smtp-server's
      // default of 30 s was half of some test files' time
      closeTimeout: 200,
      onRcptTo(address, _session, callback) {
        if (opts.refuse?.(address.address)) return callback(Object.assign(new Error('5.1.1 no such mailbox'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          box!.receive(parseMail(Buffer.concat(chunks).toString('latin1'), envelope));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    box = new TestMailbox(server, (server.server.address() as AddressInfo).port);
    return box;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  private receive(mail: ReceivedMail) {
    this.mails.push(mail);
    for (const w of this.waiters.splice(0)) w();
  }

  /** The next mail to `to` not taken yet (waits up to `ms`). */
  async take(to: string, ms = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = this.mails.findIndex((m) => m.to.includes(to));
      if (i >= 0) return this.mails.splice(i, 1)[0]!;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${ms} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

// Delivery reports as mail servers write them (RFC 3464), small and hand-written, for the bounce tests.

/** Mail lines end in CRLF on the wire. */
const crlf = (s: string) => s.replace(/\r?\n/g, '\r\n');

/**
 * A Postfix report about two recipients: `failed` refused for good (5.1.1, user unknown), `delayed` still being
 * tried (4.4.1). Postfix writes the human part, the machine part (message/delivery-status) and the headers of the
 * undelivered mail.
 */
export const postfixReport = (failed = 'someone@example.nl', delayed = 'later@example.org', to = 'bounces@plotwise.example.nl') =>
  crlf(`Return-Path: <>
Date: Mon, 24 Nov 2025 10:00:00 +0100 (CET)
From: MAILER-DAEMON@mail.plotwise.example.nl (Mail Delivery System)
Subject: Undelivered Mail Returned to Sender
To: ${to}
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
\tboundary="4B1A2C3D4E.1764000000/mail.plotwise.example.nl"
Message-Id: <20251124090000.4B1A2C3D4E@mail.plotwise.example.nl>

This is a MIME-encapsulated message.

--4B1A2C3D4E.1764000000/mail.plotwise.example.nl
Content-Description: Notification
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mail.plotwise.example.nl.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients.

<${failed}>: host mx.example.nl[192.0.2.10] said: 550 5.1.1
    <${failed}>: Recipient address rejected: User unknown in virtual mailbox
    table (in reply to RCPT TO command)

--4B1A2C3D4E.1764000000/mail.plotwise.example.nl
Content-Description: Delivery report
Content-Type: message/delivery-status

Reporting-MTA: dns; mail.plotwise.example.nl
X-Postfix-Queue-ID: 4B1A2C3D4E
X-Postfix-Sender: rfc822; ${to}
Arrival-Date: Mon, 24 Nov 2025 09:59:58 +0100 (CET)

Final-Recipient: rfc822; ${failed}
Original-Recipient: rfc822;${failed}
Action: failed
Status: 5.1.1
Remote-MTA: dns; mx.example.nl
Diagnostic-Code: smtp; 550 5.1.1 <${failed}>: Recipient address rejected: User
    unknown in virtual mailbox table

Final-Recipient: rfc822; ${delayed}
Original-Recipient: rfc822;${delayed}
Action: delayed
Status: 4.4.1
Diagnostic-Code: X-Postfix; connect to mx.example.org[192.0.2.20]:25: Connection
    timed out
Will-Retry-Until: Mon, 29 Nov 2025 09:59:58 +0100 (CET)

--4B1A2C3D4E.1764000000/mail.plotwise.example.nl
Content-Description: Undelivered Message Headers
Content-Type: text/rfc822-headers

Return-Path: <${to}>
From: Plotwise <no-reply@plotwise.example.nl>
To: ${failed}
Subject: Je week in Plotwise

--4B1A2C3D4E.1764000000/mail.plotwise.example.nl--
`);

/** A Postfix warning that delivery to `delayed` is late (4.4.1): nothing bounced yet. */
export const delayedReport = (delayed = 'later@example.org', to = 'bounces@plotwise.example.nl') =>
  crlf(`From: MAILER-DAEMON@mail.plotwise.example.nl (Mail Delivery System)
Subject: Delayed Mail (still being retried)
To: ${to}
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="D1"

--D1
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mail.plotwise.example.nl. Your message could not be delivered for 4.0 hours.
It will be retried until it is 5.0 days old.

--D1
Content-Type: message/delivery-status

Reporting-MTA: dns; mail.plotwise.example.nl

Final-Recipient: rfc822; ${delayed}
Action: delayed
Status: 4.4.1
Diagnostic-Code: X-Postfix; connect to mx.example.org[192.0.2.20]:25: Connection timed out

--D1--
`);

/**
 * An Exchange (Microsoft 365) non-delivery report: the human part as text and HTML alternatives, the status with
 * a three-digit detail (5.1.10) and a mixed-case address, and the whole undelivered mail as message/rfc822.
 */
export const exchangeReport = (failed = 'Jan.Jansen@Contoso.example', to = 'bounces@plotwise.example.nl') =>
  crlf(`From: Microsoft Outlook <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@contoso.example>
To: <${to}>
Date: Mon, 24 Nov 2025 09:00:05 +0000
Content-Type: multipart/report; report-type="delivery-status";
\tboundary="_000_AM0PR01MB1234_"
Content-Language: nl-NL
Subject: Onbestelbaar: Je week in Plotwise
Auto-Submitted: auto-replied
MIME-Version: 1.0

--_000_AM0PR01MB1234_
Content-Type: multipart/alternative; boundary="_001_AM0PR01MB1234_"

--_001_AM0PR01MB1234_
Content-Type: text/plain; charset="us-ascii"
Content-Transfer-Encoding: quoted-printable

Uw bericht kon niet worden bezorgd bij ${failed}. Het e-mailadres bestaat n=
iet.

--_001_AM0PR01MB1234_
Content-Type: text/html; charset="us-ascii"

<html><body><p>Uw bericht kon niet worden bezorgd bij ${failed}.</p></body></html>

--_001_AM0PR01MB1234_--

--_000_AM0PR01MB1234_
Content-Type: message/delivery-status

Reporting-MTA: dns;AM0PR01MB1234.eurprd01.prod.exchangelabs.com
Received-From-MTA: dns;mail.plotwise.example.nl
Arrival-Date: Mon, 24 Nov 2025 09:00:00 +0000

Final-Recipient: rfc822;${failed}
Action: failed
Status: 5.1.10
Diagnostic-Code: smtp;550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup
X-Display-Name: Jan Jansen

--_000_AM0PR01MB1234_
Content-Type: message/rfc822

From: Plotwise <no-reply@plotwise.example.nl>
To: ${failed}
Subject: Je week in Plotwise
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Je week in Plotwise.

--_000_AM0PR01MB1234_--
`);

/** An out-of-office reply that quotes report fields: mail to the bounce address that is not a delivery report. */
export const autoReply = (to = 'bounces@plotwise.example.nl') =>
  crlf(`From: Jan Jansen <jan.jansen@example.nl>
To: ${to}
Subject: Automatisch antwoord: Je week in Plotwise
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Ik ben tot en met 1 december afwezig. Een eerdere melding, ter info:

Final-Recipient: rfc822; jan.jansen@example.nl
Action: failed
Status: 5.2.2
`);

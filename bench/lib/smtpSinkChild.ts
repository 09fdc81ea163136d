// A local SMTP server in its own process for the benchmarks (as a real mail server is): prints its port, then on
// each "report" line on stdin the number of mails received and the text of the first.
import { createInterface } from 'node:readline';
import { TestMailbox } from '../../apps/server/src/auth/reset/testMailbox';

const box = await TestMailbox.start();
console.log(JSON.stringify({ port: box.port }));
let count = 0;
let first = '';
const keep = setInterval(() => {
  // keep memory flat: count and drop what arrived
  for (const m of box.mails.splice(0)) {
    if (!count) first = m.text;
    count++;
  }
}, 50);
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== 'report') continue;
  for (const m of box.mails.splice(0)) {
    if (!count) first = m.text;
    count++;
  }
  console.log(JSON.stringify({ count, first }));
}
clearInterval(keep);
await box.stop();

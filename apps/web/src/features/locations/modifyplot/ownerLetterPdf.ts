// The letters to the owners of a site as PDF files, made in the browser: one A4 letter per owner, and all of
// them in one zip when there are several. jsPDF and fflate are imported only when letters are asked for.
import { mergeOwnerLetterText, type OwnerLetter, type OwnerLetterPlaceholder, type OwnerLetterRecipient } from '@plotwise/contracts';

/** What every letter of a run shares; the owner's own values are merged per recipient. */
export interface OwnerLetterRun {
  letter: OwnerLetter;
  values: Omit<Record<OwnerLetterPlaceholder, string>, 'owner' | 'owner_address' | 'parcels'>;
  /** the parcel as the owner knows it ("OTL02 B 1234") from its identificatie */
  parcelLabel: (identificatie: string) => string;
  /** "parcel" or "parcels" in the letter's language */
  parcelWord: (count: number) => string;
  /** the company's primary colour, #rrggbb */
  color: string;
}

const MM = { left: 25, right: 20, top: 22, width: 210, height: 297 };

/** The merged subject and body of one owner's letter. */
export function mergedLetter(run: OwnerLetterRun, r: OwnerLetterRecipient): OwnerLetter {
  const parcels = r.parcels.map(run.parcelLabel);
  const values = {
    ...run.values,
    owner: r.name,
    owner_address: r.address ?? '',
    parcels: `${run.parcelWord(parcels.length)} ${parcels.join(', ')}`.trim(),
  };
  return { subject: mergeOwnerLetterText(run.letter.subject, values), body: mergeOwnerLetterText(run.letter.body, values) };
}

async function letterPdf(run: OwnerLetterRun, r: OwnerLetterRecipient): Promise<Uint8Array> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const { subject, body } = mergedLetter(run, r);
  const textWidth = MM.width - MM.left - MM.right;
  doc.setProperties({ title: subject, creator: 'Plotwise' });
  // the company's colour as a rule over the letterhead
  doc.setFillColor(run.color);
  doc.rect(0, 0, MM.width, 6, 'F');
  doc.setFont('helvetica', 'bold').setFontSize(13).text(run.values.company, MM.left, MM.top);
  doc.setFont('helvetica', 'normal').setFontSize(10.5);
  // the address block where a window envelope shows it
  let y = 50;
  for (const line of [r.name, ...(r.address ?? '').split(',').map((s) => s.trim()).filter(Boolean)]) {
    doc.text(line, MM.left, y);
    y += 5;
  }
  y = Math.max(y + 12, 85);
  doc.text(run.values.date, MM.left, y);
  y += 10;
  doc.setFont('helvetica', 'bold').text(doc.splitTextToSize(subject, textWidth) as string[], MM.left, y);
  y += 12;
  doc.setFont('helvetica', 'normal');
  const lineHeight = 5.2;
  for (const line of doc.splitTextToSize(body, textWidth) as string[]) {
    if (y > MM.height - 25) {
      doc.addPage();
      y = MM.top;
    }
    doc.text(line, MM.left, y);
    y += lineHeight;
  }
  return new Uint8Array(doc.output('arraybuffer'));
}

const fileSafe = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'owner';

/** One PDF per owner: the file itself for one owner, a zip of them for more (names made unique). */
export async function ownerLetterFiles(run: OwnerLetterRun, recipients: readonly OwnerLetterRecipient[], baseName: string): Promise<{ blob: Blob; fileName: string }> {
  const pdfs: [string, Uint8Array][] = [];
  const used = new Set<string>();
  for (const r of recipients) {
    let name = `${fileSafe(baseName)}-${fileSafe(r.name)}`;
    for (let i = 2; used.has(name); i++) name = `${fileSafe(baseName)}-${fileSafe(r.name)}-${i}`;
    used.add(name);
    pdfs.push([`${name}.pdf`, await letterPdf(run, r)]);
  }
  if (pdfs.length === 1) {
    const [fileName, bytes] = pdfs[0]!;
    return { blob: new Blob([bytes as BlobPart], { type: 'application/pdf' }), fileName };
  }
  const { zipSync } = await import('fflate');
  // PDFs are compressed already: stored, not deflated again
  const zip = zipSync(Object.fromEntries(pdfs.map(([n, b]) => [n, [b, { level: 0 }]])));
  return { blob: new Blob([zip as BlobPart], { type: 'application/zip' }), fileName: `${fileSafe(baseName)}.zip` };
}

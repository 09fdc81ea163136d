// Downloads of the plan view: the drawing on screen as SVG or PDF, the concept as IFC. jsPDF and svg2pdf.js
// are imported only when a PDF is asked for, so they stay out of every initial bundle.
import { saveBlob } from '../../../lib/saveBlob';

/** The drawing's size in its own units: width/height attributes, else the viewBox. */
function svgSize(svg: SVGSVGElement): { width: number; height: number } {
  const box = svg.viewBox.baseVal;
  const width = Number(svg.getAttribute('width')) || box?.width || 800;
  const height = Number(svg.getAttribute('height')) || box?.height || 600;
  return { width, height };
}

/** A standalone copy of an SVG on screen with explicit size, so other programs open it the same. */
function standalone(svg: SVGSVGElement): SVGSVGElement {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const { width, height } = svgSize(svg);
  // a percentage width (the top view fills its column) becomes the viewBox size
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  // the marks of generator messages are notes for the screen, not part of the drawing handed on
  for (const mark of copy.querySelectorAll('.message-mark')) mark.remove();
  return copy;
}

/** Saves the SVG element as an .svg file. */
export function downloadSvg(svg: SVGSVGElement, fileName: string) {
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(standalone(svg))}`;
  saveBlob(new Blob([text], { type: 'image/svg+xml' }), fileName);
}

/** Saves the SVG element as a one-page A4 PDF (landscape for wide drawings), the drawing fitted with a title. */
export async function downloadPdf(svg: SVGSVGElement, title: string, fileName: string) {
  const [{ jsPDF }, { svg2pdf }] = await Promise.all([import('jspdf'), import('svg2pdf.js')]);
  const { width, height } = svgSize(svg);
  const landscape = width > height;
  const doc = new jsPDF({ orientation: landscape ? 'landscape' : 'portrait', unit: 'pt', format: 'a4' });
  const pageW = doc.internal.pageSize.getWidth();
  const pageH = doc.internal.pageSize.getHeight();
  const margin = 36;
  doc.setFontSize(12);
  doc.text(title, margin, margin);
  const fit = Math.min((pageW - 2 * margin) / width, (pageH - 3 * margin) / height);
  // svg2pdf reads computed styles: the copy has to be in the document while it is converted
  const copy = standalone(svg);
  copy.style.position = 'absolute';
  copy.style.left = '-10000px';
  document.body.appendChild(copy);
  try {
    await svg2pdf(copy, doc, { x: margin, y: margin * 1.5, width: width * fit, height: height * fit });
  } finally {
    copy.remove();
  }
  saveBlob(doc.output('blob'), fileName);
}

/** A file name from the concept and what is drawn: letters, digits, dashes. */
export function fileNameOf(...parts: (string | number | null | undefined)[]): string {
  return (
    parts
      .filter((p) => p !== null && p !== undefined && String(p).trim() !== '')
      .map((p) =>
        String(p)
          .normalize('NFKD')
          .replace(/[^\w\s-]/g, '')
          .trim()
          .replace(/\s+/g, '-'),
      )
      .join('_') || 'plan'
  );
}

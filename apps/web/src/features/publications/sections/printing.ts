import { useEffect, useState } from 'react';

/**
 * Whether a public page is being printed: the server's PDF printer marks its page with `plotwisePrint` before any
 * script runs; a visitor's print fires `beforeprint` (and `afterprint` when done). Printed sections show what paper
 * cannot scroll to or turn: every image of a carrousel, a map at once.
 */
const printedByServer = () => (globalThis as { plotwisePrint?: boolean }).plotwisePrint === true;

/** True while the page is printed (the server's PDF, or a visitor's print). */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(printedByServer);
  useEffect(() => {
    const on = () => setPrinting(true);
    const off = () => setPrinting(printedByServer());
    window.addEventListener('beforeprint', on);
    window.addEventListener('afterprint', off);
    return () => {
      window.removeEventListener('beforeprint', on);
      window.removeEventListener('afterprint', off);
    };
  }, []);
  return printing;
}

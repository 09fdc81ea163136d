/** How long long work pauses between its statements (ms). */
const BREATHER_MS = 5;

/**
 * A pause between the statements of long work (a plot-features refresh). Embedded PGlite runs each statement on the
 * server's own thread, so a request that arrives meanwhile waits for it; a request that reads a file (the app's
 * pages and assets) then needs several turns of the event loop (stat, open, read a chunk, write it), and with one
 * turn between statements (setImmediate) each of them waited for a whole statement: the sign-in page took 1.4-2.1 s
 * while the demo region's features were computed (bench:first-start). In a few milliseconds of waiting for I/O those
 * steps all run.
 */
export const breather = () => new Promise<void>((resolve) => setTimeout(resolve, BREATHER_MS));

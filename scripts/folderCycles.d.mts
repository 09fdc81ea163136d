// Types of folderCycles.mjs for its test.
/** Per unit, the units it imports, each with one example import (a file of the unit, the file it imports). */
type UnitEdges = Map<string, Map<string, { from: string; to: string }>>;
export function importsOf(source: string): string[];
export function unitOf(file: string, roots: string[]): string | null;
export function checkFolders(repoRoot: string, roots: string[]): { units: Set<string>; edges: UnitEdges; cycles: string[][] };
export function describeCycle(edges: UnitEdges, cycle: string[]): string[];

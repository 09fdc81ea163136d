import type {
  LocationNatura2000Response,
  ParkingNorm,
  ParkingPresence,
  PublicConceptBuilding,
  PublicConceptDetail,
  PublicParkingCheck,
} from '@plotwise/contracts';
import { storedUnitInputs } from '@plotwise/contracts/conceptGeneration/conceptInputs';
import { conceptParkingCheck, parkingZoneOf } from '@plotwise/contracts/conceptGeneration/conceptParking';
import type { ConceptBuildingResult, ConceptRecords } from '@plotwise/contracts/conceptGeneration/conceptResults';
import {
  conceptNoiseChecks,
  facadesAboveStandard,
  isDoubleUse,
  prepareContours,
  type BuildingNoiseCheck,
  type ParkingZone,
  type PreparedContours,
} from '@plotwise/core';
import type { Db } from '../../db/database';
import { nearestNatura2000 } from '../locationNatura2000/nearestNatura2000';
import { noiseNearWkt } from '../locationNoise/noiseAtLocation';
import { locationWkt } from '../locations/locationWkt';
import { listParkingNorms } from '../parkingNorms/parkingNorms';
import { listParkingPresence } from '../parkingNorms/parkingPresence';

// The feasibility pre-checks of a public page's concepts (issue #43): what a page reads once for all its concepts (the
// noise contours near the location, the parking norms of its municipality, the nearest Natura 2000 area), and how each concept's check is shown, by
// the same computations as the concept editor's rules panel (core conceptNoiseChecks, contracts conceptParkingCheck).

/** The noise contours near the page's location, read once for all its concepts. */
export interface PageNoise {
  layer: NonNullable<PublicConceptDetail['noiseLayer']>;
  prepared: PreparedContours | null;
}

/** A building's noise pre-check as the public page shows it: counts, areas and the governing source, no geometry. */
export function publicNoise(check: BuildingNoiseCheck | null): PublicConceptBuilding['noise'] {
  if (!check) return null;
  const l = check.governing;
  return {
    verdict: check.verdict,
    facades: check.facades.length,
    facadesAboveStandard: facadesAboveStandard(check).length,
    areaByVerdict: { ...check.areaByVerdict },
    governing: l && { sourceClass: l.sourceClass, sourceName: l.sourceName, ldenDb: l.ldenDb, standardDb: l.standardDb, limitDb: l.limitDb },
  };
}

/** The parking norms of the page's location's municipality and its chosen area, read once for all its concepts. */
export interface PageParking {
  municipality: string | null;
  norms: ParkingNorm[];
  /** its presence tables (double use), newest year first */
  presence: ParkingPresence[];
  chosenZone: ParkingZone | null;
}

/** A concept's parking check as the public page shows it, with the newest nota it rests on. */
export function publicParking(buildings: readonly ConceptBuildingResult[], units: ConceptRecords['units'], p: PageParking): PublicParkingCheck {
  const check = conceptParkingCheck(buildings, storedUnitInputs(units), p.norms, parkingZoneOf(p.chosenZone, p.norms), p.presence);
  const nota = p.norms[0];
  const table = p.presence[0];
  return {
    ...check,
    municipality: p.municipality,
    source: check.basis === 'municipal' && nota ? { title: nota.sourceTitle, year: nota.year, url: nota.sourceUrl } : null,
    presenceSource: check.doubleUse && isDoubleUse(check.doubleUse) && table ? { title: table.sourceTitle, year: table.year, url: table.sourceUrl } : null,
  };
}

/** What the page's sections ask of the pre-checks, read once: the noise contours, the parking norms, the nearest Natura 2000 area. */
export interface PagePrechecks {
  noise?: PageNoise;
  parking?: PageParking;
  nitrogen?: LocationNatura2000Response;
}

/** Read what the page's pre-check sections need: the noise contours near the location, its municipality's parking norms. */
export async function pagePrechecks(
  db: Db,
  companyId: number,
  location: ConceptRecords['location'],
  needs: { noise: boolean; parking: boolean; nitrogen: boolean },
): Promise<PagePrechecks> {
  const municipality = location.municipality?.trim() || null;
  const wkt = needs.noise || needs.nitrogen ? await locationWkt(db, companyId, location.id) : null;
  const noise = needs.noise ? await noiseNearWkt(db, wkt) : undefined;
  return {
    noise: noise && {
      layer: { imported: noise.layerImported, asOf: noise.asOf, radiusMeters: noise.radiusMeters, contours: noise.contours.length },
      // without a noise layer nothing is checked: the buildings carry no verdict (never a "within" on no data)
      prepared: noise.layerImported ? prepareContours(noise.contours) : null,
    },
    parking: needs.parking
      ? {
          municipality,
          norms: municipality ? await listParkingNorms(db, companyId, municipality) : [],
          presence: municipality ? await listParkingPresence(db, companyId, municipality) : [],
          chosenZone: location.cfg?.parking_zone ?? null,
        }
      : undefined,
    nitrogen: needs.nitrogen ? await nearestNatura2000(db, wkt) : undefined,
  };
}

/**
 * The noise checks of a concept's generated buildings, in their order; null without a noise section or layer, or for
 * stored models the current core cannot read (no verdicts rather than an error).
 */
export function conceptNoise(buildings: readonly ConceptBuildingResult[], noise: PageNoise | undefined): (BuildingNoiseCheck | null)[] | null {
  if (!noise?.prepared) return null;
  try {
    return conceptNoiseChecks(buildings.map((b) => ({ blocktype: b.input.building.cfg.blocktype, model: b.result.model })), noise.prepared);
  } catch {
    return null;
  }
}

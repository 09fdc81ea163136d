import {
  buildings as buildingsDef,
  concepts,
  costs as costsDef,
  locations,
  units as unitsDef,
} from '@plotwise/contracts';
import {
  defaultBuildingCfg,
  defaultUnitInput,
  evaluateFinance,
  financeInputFromConcept,
  generate,
  radians,
  rdPoint,
  type BuildingCfg,
  type FinanceCostLineInput,
  type FinanceSensitivityInput,
  type GeneratorMessage,
  type PriceBasis,
  type UnitInput,
} from '@plotwise/core';
import type { Row } from '../../db/database';
import type { Actor } from '../../auth/sessions';
import { AppError, notFound } from '../../http/appError';
import type { Repository } from '../../entities/repository';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The concept's buildings as generator inputs: stored configuration over the generator's defaults. */
function generatorInputs(buildingRows: Rec[], units: UnitInput[]) {
  return buildingRows.map((b) => {
    const { id: _id, companyId: _c, buildingId: _b, ...cfg } = (b.cfg ?? {}) as Rec;
    const merged = { ...defaultBuildingCfg(), ...Object.fromEntries(Object.entries(cfg).filter(([, v]) => v !== null)) } as BuildingCfg;
    // The finance sheets price what the configuration asks for; clipping to the drawn buildable area is
    // the plan view's work, so the site here is open around the building.
    const reach = Math.max(b.maxwidth ?? 20, b.maxlength ?? 40) + 200;
    return {
      building: {
        id: b.id,
        name: b.name ?? '',
        archetype: b.archetype ?? 0,
        maxwidth: b.maxwidth ?? 20,
        maxlength: b.maxlength ?? 40,
        maxheight: b.maxheight ?? 25,
        x: b.x ?? 0,
        y: b.y ?? 0,
        z: b.z ?? 0,
        rotate_z: radians(b.rotate_z ?? 0),
        version: b.version ?? 3,
        conceptId: b.conceptId,
        cfg: merged,
      },
      units,
      site: {
        buildable_area: [
          rdPoint(b.x - reach, b.y - reach),
          rdPoint(b.x + reach, b.y - reach),
          rdPoint(b.x + reach, b.y + reach),
          rdPoint(b.x - reach, b.y + reach),
        ],
      },
    };
  });
}

/**
 * Evaluate a stored location and concept: generate its buildings with the company's units (the same pure
 * generator the browser runs), then run the finance engine. Everything is read with the actor's rights.
 */
export async function evaluateConcept(repo: Repository, actor: Actor, locationId: number, conceptId: number, sensitivity?: FinanceSensitivityInput) {
  const location = (await repo.detail(locations, actor, locationId, 0)) as Rec | null;
  if (!location) throw notFound('Location');
  const concept = (await repo.detail(concepts, actor, conceptId, 0)) as Rec | null;
  if (!concept || concept.locationId !== locationId) throw notFound('Concept of this location');
  const byLocation = { where: { locationId }, limit: 500, offset: 0, depth: 0 };
  const unitRows = (await repo.list(unitsDef, actor, byLocation)).rows as Rec[];
  const costRows = (await repo.list(costsDef, actor, byLocation)).rows as Rec[];
  const buildingRows = (await repo.list(buildingsDef, actor, { where: { conceptId }, limit: 500, offset: 0, depth: 0 })).rows as Rec[];

  const units = unitRows.map((u) =>
    defaultUnitInput({
      id: u.id,
      name: u.name ?? '',
      order: u.order ?? 1000,
      size: u.size ?? 50,
      size_max: u.size_max ?? 100,
      price: u.price ?? 0,
      income_mode: u.income_mode as PriceBasis,
      programme_goal: u.programme_goal ?? null,
      cfg: { ...(u.cfg ?? {}) },
    }),
  );
  const generated = generatorInputs(buildingRows, units).map((input) => ({ input, result: generate(input) }));
  const messages: GeneratorMessage[] = generated.flatMap((g) => g.result.messages);
  const costs: FinanceCostLineInput[] = costRows.map((c: Row) => ({
    id: c.id as number,
    name: (c.name as string) ?? '',
    kind: c.type as FinanceCostLineInput['kind'],
    group: c.category as FinanceCostLineInput['group'],
    parameter: (c.parameter as number) ?? 0,
    order: c.order as number,
    archived: c.archived as boolean,
    deleted: c.deleted as boolean,
  }));
  const input = financeInputFromConcept({
    plotAreaSquareMeters: location.plotsize ?? 0,
    unitTypes: unitRows.map((u) => ({ id: u.id, name: u.name ?? '', price: u.price ?? 0, income_mode: u.income_mode, parking_ratio: u.cfg?.parking_ratio })),
    buildings: generated.map((g) => ({
      id: g.input.building.id,
      name: g.input.building.name,
      result: g.result,
      housePriceEuros: g.input.building.cfg.house.price,
    })),
    costs,
    parameters: (location.cfg?.finance_parameters as Record<string, number | string | boolean | null>) ?? {},
  });
  const outcome = evaluateFinance(sensitivity ? { ...input, sensitivity } : input);
  if (!outcome.ok)
    throw new AppError('validation_failed', outcome.errors.map((e) => `${e.path}: ${e.message}`).join('; '), { issues: outcome.errors });
  return { sheets: outcome.value, generatorMessages: messages, formFactors: generated.map((g) => ({ buildingId: g.input.building.id, ...g.result.form_factors })) };
}

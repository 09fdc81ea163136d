/**
 * TypeNorm values (the IMOW/TPOD value list "typenorm", as far as the product knows it). Every norm's values are
 * stored whatever its type (#41 item 2: a value dropped is a rule that silently disappears); this list only says which
 * types are known by name (the import warns about a type outside it; the online reads keep those values too).
 */
export const KNOWN_NORM_TYPES: ReadonlySet<string> = new Set([
  'MaximumBouwhoogte', 'MinimumBouwhoogte', 'MaximumGoothoogte', 'MinimumGoothoogte', 'MaximumBebouwingspercentage',
  'MaximumBebouwingspercentageTerrein', 'MaximumBouwlagen', 'MinimumBouwlagen', 'MaximumBouwdiepte', 'MaximumBreedte',
  'MaximumDiepte', 'MaximumInhoud', 'MaximumOppervlakte', 'MinimumOppervlakte', 'MaximumAantalWooneenheden',
  'MaximumVloeroppervlakte', 'MinimumAfstand', 'MaximumAfstand', 'MaximumDakhelling', 'MinimumDakhelling',
  'MaximumGeluidbelasting', 'MaximumGeurbelasting', 'Volume', 'Concentratie', 'Percentage', 'Aantal', 'Oppervlakte',
  // the types of the ILS checks (built area in m² or %, storeys, dwellings) and building-line distances
  'MaximumBebouwdeOppervlakte', 'MaximumAantalBouwlagen', 'MaximumAantalWoningen', 'MinimumAfstandTotBouwgrens',
  'MinimumAfstandTotPerceelsgrens', 'MinimumAfstandTotZijdelingsePerceelsgrens',
]);

/**
 * The types whose values become constraints of a concept: heights, built area and floor space, storeys, dwellings,
 * and the building's form and place (depth, width, volume, area, roof pitch, distances to building and parcel lines).
 * The others (noise, odour, concentrations, a bare volume, percentage, count or area of something else, and every
 * type not in the value list) are listed with their values as "not checked by the product": a limit the concept's
 * figures cannot be held against, which is neither "no limit" nor "unknown".
 */
const CONSTRAINT_NORM_TYPES: ReadonlySet<string> = new Set([
  'MaximumBouwhoogte', 'MinimumBouwhoogte', 'MaximumGoothoogte', 'MinimumGoothoogte', 'MaximumBebouwingspercentage',
  'MaximumBebouwingspercentageTerrein', 'MaximumBebouwdeOppervlakte', 'MaximumVloeroppervlakte', 'MaximumBouwlagen',
  'MinimumBouwlagen', 'MaximumAantalBouwlagen', 'MaximumAantalWoningen', 'MaximumAantalWooneenheden', 'MaximumBouwdiepte',
  'MaximumBreedte', 'MaximumDiepte', 'MaximumInhoud', 'MaximumOppervlakte', 'MinimumOppervlakte', 'MaximumDakhelling',
  'MinimumDakhelling', 'MinimumAfstand', 'MaximumAfstand', 'MinimumAfstandTotBouwgrens', 'MinimumAfstandTotPerceelsgrens',
  'MinimumAfstandTotZijdelingsePerceelsgrens',
]);

/** Whether a norm type's values become constraints (`constraint`) or are listed as not checked by the product. */
export function normTypeUse(type: string | null | undefined): 'constraint' | 'not_checked' {
  return type && CONSTRAINT_NORM_TYPES.has(type) ? 'constraint' : 'not_checked';
}

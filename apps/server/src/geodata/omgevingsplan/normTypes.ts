/**
 * TypeNorm values (the DSO value list) whose normwaarden we read, in the imported deliveries and in the online
 * Presenteren reads alike. A norm of another type keeps its rule and text, but its values are not read (a value of
 * unknown meaning must not show up as a limit): it is listed as not read ("unknown_type").
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

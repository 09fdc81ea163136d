import type { TableSpec } from './tableSpec';

// the delivery an omgevingsplan row came with (first columns of the geo_ow_* tables)
const OW_DELIVERY = [
  { name: 'regeling', type: 'text' },
  { name: 'besluit', type: 'text' },
  { name: 'datum_bekendmaking', type: 'text' },
  { name: 'inwerkingtreding', type: 'text' },
] as const;

/** The national reference tables of migrations 0010, 0012, 0026, 0027 and later ones named at their entries, as the import runner writes them. */
export const tables = {
  plots: {
    table: 'geo_plots',
    geom: 'multipolygon',
    columns: [
      { name: 'identificatie', type: 'text' },
      { name: 'kadastrale_gemeente_code', type: 'text' },
      { name: 'kadastrale_gemeente', type: 'text' },
      { name: 'akr_code', type: 'text' },
      { name: 'sectie', type: 'text' },
      { name: 'perceelnummer', type: 'int' },
      { name: 'kadastrale_grootte', type: 'float' },
      { name: 'soort_grootte', type: 'text' },
      { name: 'label_point', type: 'point' },
    ],
  },
  cadastralBuildings: {
    table: 'geo_cadastral_buildings',
    geom: 'multipolygon',
    columns: [
      { name: 'identificatie', type: 'text' },
      { name: 'bag_pand_id', type: 'text' },
    ],
  },
  // migration 0070: the kadastrale kaart's boundary lines and street/water name labels (one row per label position)
  plotBoundaries: {
    table: 'geo_plot_boundaries',
    geom: 'line',
    columns: [
      { name: 'identificatie', type: 'text' },
      { name: 'type_code', type: 'text' },
      { name: 'type_waarde', type: 'text' },
      { name: 'perceel_links', type: 'text' },
      { name: 'perceel_rechts', type: 'text' },
    ],
  },
  plotLabels: {
    table: 'geo_plot_labels',
    geom: 'point',
    columns: [
      { name: 'identificatie', type: 'text' },
      { name: 'tekst', type: 'text' },
      { name: 'openbare_ruimte_id', type: 'text' },
      { name: 'openbare_ruimte_type', type: 'text' },
      { name: 'hoek', type: 'float' },
    ],
  },
  bagPanden: {
    table: 'geo_bag_panden',
    geom: 'multipolygon',
    columns: [
      { name: 'identificatie', type: 'text' },
      { name: 'oorspronkelijk_bouwjaar', type: 'int' },
      { name: 'status', type: 'text' },
    ],
  },
  bagVerblijfsobjecten: {
    table: 'geo_bag_verblijfsobjecten',
    geom: 'point',
    columns: [
      { name: 'identificatie', type: 'text' },
      { name: 'gebruiksdoelen', type: 'textlist' },
      { name: 'oppervlakte', type: 'int' },
      { name: 'status', type: 'text' },
      { name: 'hoofdadres_id', type: 'text' },
      { name: 'nevenadres_ids', type: 'textlist' },
      { name: 'pand_ids', type: 'textlist' },
    ],
  },
  bagNummeraanduidingen: {
    table: 'geo_bag_nummeraanduidingen',
    columns: [
      { name: 'identificatie', type: 'text' },
      { name: 'huisnummer', type: 'int' },
      { name: 'huisletter', type: 'text' },
      { name: 'toevoeging', type: 'text' },
      { name: 'postcode', type: 'text' },
      { name: 'type_adresseerbaar_object', type: 'text' },
      { name: 'status', type: 'text' },
      { name: 'openbare_ruimte_id', type: 'text' },
      { name: 'woonplaats_id', type: 'text' },
    ],
  },
  bagOpenbareRuimten: {
    table: 'geo_bag_openbare_ruimten',
    columns: [
      { name: 'identificatie', type: 'text' },
      { name: 'naam', type: 'text' },
      { name: 'type', type: 'text' },
      { name: 'status', type: 'text' },
      { name: 'woonplaats_id', type: 'text' },
    ],
  },
  bagWoonplaatsen: {
    table: 'geo_bag_woonplaatsen',
    geom: 'multipolygon',
    columns: [
      { name: 'identificatie', type: 'text' },
      { name: 'naam', type: 'text' },
      { name: 'status', type: 'text' },
    ],
  },
  bagPlaatsen: {
    table: 'geo_bag_plaatsen',
    geom: 'multipolygon',
    columns: [
      { name: 'kind', type: 'text' },
      { name: 'identificatie', type: 'text' },
      { name: 'status', type: 'text' },
      { name: 'hoofdadres_id', type: 'text' },
      { name: 'nevenadres_ids', type: 'textlist' },
    ],
  },
  buildingHeights: {
    table: 'geo_building_heights',
    geom: 'multipolygon',
    columns: [
      { name: 'identificatie', type: 'text' },
      { name: 'h_maaiveld', type: 'float' },
      { name: 'h_dak_min', type: 'float' },
      { name: 'h_dak_50p', type: 'float' },
      { name: 'h_dak_70p', type: 'float' },
      { name: 'h_dak_max', type: 'float' },
      { name: 'bouwlagen', type: 'int' },
      { name: 'dak_type', type: 'text' },
    ],
  },
  zoningPlans: {
    table: 'geo_zoning_plans',
    geom: 'multipolygon',
    columns: [
      { name: 'plan_id', type: 'text' },
      { name: 'naam', type: 'text' },
      { name: 'type_plan', type: 'text' },
      { name: 'planstatus', type: 'text' },
      { name: 'plan_datum', type: 'text' },
      { name: 'overheid_code', type: 'text' },
      { name: 'imro_version', type: 'text' },
    ],
  },
  zoningObjects: {
    table: 'geo_zoning_objects',
    geom: 'multipolygon',
    columns: [
      { name: 'plan_id', type: 'text' },
      { name: 'identificatie', type: 'text' },
      { name: 'object_type', type: 'text' },
      { name: 'naam', type: 'text' },
      { name: 'hoofdgroep', type: 'text' },
      { name: 'category', type: 'text' },
      { name: 'artikelnummer', type: 'text' },
      { name: 'label', type: 'text' },
      { name: 'bestemmingsvlak_ids', type: 'textlist' },
      { name: 'dimensions', type: 'json' },
    ],
  },
  statAreas: {
    table: 'geo_stat_areas',
    geom: 'multipolygon',
    columns: [
      { name: 'code', type: 'text' },
      { name: 'level', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'year', type: 'int' },
    ],
  },
  statFigures: {
    table: 'geo_stat_figures',
    columns: [
      { name: 'code', type: 'text' },
      { name: 'level', type: 'text' },
      { name: 'figures', type: 'json' },
    ],
  },
  gridEnergyAreas: {
    table: 'geo_grid_energy_areas',
    columns: [
      { name: 'short_code', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'kind', type: 'text' },
      { name: 'issued', type: 'text' },
      { name: 'demand_constraint', type: 'text' },
      { name: 'generation_constraint', type: 'text' },
      { name: 'demand_available_mw', type: 'float' },
      { name: 'demand_quoted_mw', type: 'float' },
      { name: 'demand_queue_mw', type: 'float' },
      { name: 'demand_requests_in_queue', type: 'int' },
      { name: 'demand_alleviation_year', type: 'int' },
      { name: 'demand_energy_area', type: 'text' },
      { name: 'generation_available_mw', type: 'float' },
      { name: 'generation_quoted_mw', type: 'float' },
      { name: 'generation_queue_mw', type: 'float' },
      { name: 'generation_requests_in_queue', type: 'int' },
      { name: 'generation_alleviation_year', type: 'int' },
      { name: 'generation_energy_area', type: 'text' },
      { name: 'works', type: 'json' },
    ],
  },
  gridPostcodeAreas: {
    table: 'geo_grid_postcode_areas',
    columns: [
      { name: 'postcode', type: 'text' },
      { name: 'energy_area', type: 'text' },
      { name: 'issued', type: 'text' },
      { name: 'demand_constraint', type: 'text' },
      { name: 'generation_constraint', type: 'text' },
    ],
  },
  // omgevingsplan (migration 0026): every row with the regeling, besluit and dates of the delivery
  owArticles: {
    table: 'geo_ow_articles',
    columns: [
      ...OW_DELIVERY,
      { name: 'wid', type: 'text' },
      { name: 'kind', type: 'text' },
      { name: 'nummer', type: 'text' },
      { name: 'opschrift', type: 'text' },
      { name: 'tekst', type: 'text' },
      // migration 0060: how a RegelingMutatie made the row (null: a whole regeling text)
      { name: 'wijzigactie', type: 'text' },
    ],
  },
  owObjects: {
    table: 'geo_ow_objects',
    columns: [
      ...OW_DELIVERY,
      { name: 'identificatie', type: 'text' },
      { name: 'kind', type: 'text' },
      { name: 'wid', type: 'text' },
      { name: 'naam', type: 'text' },
      { name: 'type', type: 'text' },
      { name: 'groep', type: 'text' },
      { name: 'eenheid', type: 'text' },
      { name: 'geometrie_ref', type: 'text' },
      { name: 'refs', type: 'json' },
      // migration 0060: 'beëindigen' when the object (or its regeling) is withdrawn from this besluit on
      { name: 'status', type: 'text' },
    ],
  },
  owNormwaarden: {
    table: 'geo_ow_normwaarden',
    columns: [
      ...OW_DELIVERY,
      { name: 'identificatie', type: 'text' },
      { name: 'norm_id', type: 'text' },
      { name: 'norm_kind', type: 'text' },
      { name: 'norm_naam', type: 'text' },
      { name: 'norm_type', type: 'text' },
      { name: 'eenheid', type: 'text' },
      { name: 'kwantitatief', type: 'float' },
      { name: 'kwalitatief', type: 'text' },
      { name: 'in_regeltekst', type: 'text' },
      { name: 'locatie_id', type: 'text' },
    ],
  },
  // migration 0065: what a delivery held and lacked (importers/omgevingsplan/deliveryReport.ts)
  owDeliveries: {
    table: 'geo_ow_deliveries',
    columns: [
      ...OW_DELIVERY,
      { name: 'regeling_expression', type: 'text' },
      { name: 'regeling_from', type: 'text' },
      { name: 'doel', type: 'text' },
      { name: 'absent_files', type: 'json' },
      { name: 'unresolved', type: 'json' },
      { name: 'without_geometry', type: 'json' },
    ],
  },
  owDrafts: {
    table: 'geo_ow_drafts',
    columns: [...OW_DELIVERY, { name: 'kind', type: 'text' }, { name: 'identificatie', type: 'text' }, { name: 'locaties', type: 'text' }],
  },
  owGeometries: {
    table: 'geo_ow_geometries',
    // surfaces (Gebied), lines (Lijn) and points (Punt), migration 0060
    geom: 'any',
    columns: [
      { name: 'besluit', type: 'text' },
      { name: 'gio', type: 'text' },
      { name: 'basisgeo_id', type: 'text' },
      { name: 'naam', type: 'text' },
      { name: 'normwaarde', type: 'text' },
    ],
  },
  features: {
    table: 'geo_features',
    geom: 'any',
    columns: [
      { name: 'layer', type: 'text' },
      { name: 'feature_id', type: 'text' },
      { name: 'properties', type: 'json' },
    ],
  },
} as const satisfies Record<string, TableSpec>;

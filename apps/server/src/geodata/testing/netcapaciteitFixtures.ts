/**
 * Small capaciteitskaart deliveries (im-capaciteitskaart v1.3) written by the project for its tests: one DSO file
 * with a supply area and three PC6 postcodes, one TenneT file with a congestion area. Figures are made up.
 */

const head = (issued: string) => ({
  conforms_to: 'http://data.netbeheernederland.nl/capaciteitskaart/v1.3.0',
  creator: 'fixture@example.invalid',
  identifier: 'plotwise_fixture',
  issued,
  updated: [{ date: issued, type: 'KI' }],
});

/** A regional operator's delivery: area "OS Doesburg 10-1" with postcodes 6981AA (red), AB (amber), AC (transparant). */
export function dsoDelivery(issued = '2025-03-01', demandAB = 'amber') {
  return {
    ...head(issued),
    energy_areas: [
      {
        short_code: 'OS Doesburg 10-1',
        demand_available_capacity: 12.5,
        demand_quoted_capacity: 20,
        demand_capacity_in_queue: 4,
        demand_requests_in_queue: 7,
        generation_available_capacity: 0,
        generation_quoted_capacity: 3,
        generation_capacity_in_queue: 9,
        generation_requests_in_queue: 2,
        demand_energy_area_short_code: 'Gelderland Oost',
        works: [{ project_name: 'Verzwaring OS Doesburg', description: 'Nieuwe transformator', time_schedules: [{ schedule_interval: { year: 2027, quarter: 2 } }] }],
        postcode_areas: [
          { postcode: '6981AA', demand_constraint: 'red', generation_constraint: 'red' },
          { postcode: '6981AB', demand_constraint: demandAB, generation_constraint: 'yellow' },
          { postcode: '6981AC', demand_constraint: 'transparant', generation_constraint: 'transparant' },
        ],
      },
    ],
  };
}

/** TenneT's delivery: the congestion area the DSO area depends on, with its colour on the area itself. */
export function tsoDelivery(issued = '2025-03-05') {
  return {
    ...head(issued),
    energy_areas: [
      {
        short_code: 'Gelderland Oost',
        type: 'congestion_area',
        demand_available_capacity: 0,
        demand_capacity_in_queue: 310,
        demand_quoted_capacity: 0,
        demand_requests_in_queue: 41,
        demand_alleviation_year: 2029,
        demand_constraint: 'red',
        generation_constraint: 'amber',
        works: [],
      },
    ],
  };
}

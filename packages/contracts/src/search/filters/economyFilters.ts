import { booleanFilter, categoryFilter, rangeFilter } from '../filterDefinition';

/** Transactions on the plot, the business park it lies in (IBIS) and the companies on it. */
export const economyFilters = [
  categoryFilter('transaction_type', 'transaction', ['Transactietype', 'Transaction type'], ['price_on_request', 'kk', 'von', 'rent']),
  categoryFilter('transaction_status', 'transaction', ['Transactiestatus', 'Transaction status'], ['available', 'under_offer', 'sold']),
  rangeFilter('transaction_value', 'transaction', ['Transactiewaarde (x 1000 euro)', 'Transaction value (x 1000 euro)']),
  booleanFilter('in_business_park', 'business_park', ['Op een bedrijventerrein', 'On a business park']),
  rangeFilter('businesspark_start_year', 'business_park', ['Startjaar bedrijventerrein', 'Business park start year']),
  rangeFilter('businesspark_gross_size', 'business_park', ['Bruto oppervlakte bedrijventerrein (ha)', 'Business park gross size (ha)']),
  rangeFilter('businesspark_net_size', 'business_park', ['Netto oppervlakte bedrijventerrein (ha)', 'Business park net size (ha)']),
  rangeFilter('businesspark_environmental_category', 'business_park', ['Milieucategorie bedrijventerrein', 'Business park environmental category']),
  rangeFilter('company_employee_count', 'company', ['Werkzame personen', 'Employees']),
  rangeFilter('company_employee_delta_2018', 'company', ['Banengroei sinds 2018', 'Job change since 2018']),
];

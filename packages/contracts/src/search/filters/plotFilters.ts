import { rangeFilter } from '../filterDefinition';

/** Plot shape and size, and the neighbouring plots. */
export const plotFilters = [
  rangeFilter('size', 'plot', ['Perceeloppervlakte', 'Plot size']),
  rangeFilter('median_plot_size', 'plot', ['Mediane perceelgrootte in de buurt', 'Median plot size in the neighbourhood']),
  rangeFilter('plot_bbox_ratio', 'plot', ['Rechthoekigheid (oppervlakte / omhullende rechthoek)', 'Rectangularity (area / bounding rectangle)']),
  rangeFilter('plot_length_width_ratio', 'plot', ['Breedte-lengteverhouding', 'Width-to-length ratio']),
  rangeFilter('neighbour_size', 'neighbour_plots', ['Oppervlakte buurpercelen', 'Size of the neighbouring plots']),
  rangeFilter('neighbour_combined_size', 'neighbour_plots', ['Oppervlakte samen met buurpercelen', 'Size together with the neighbouring plots']),
  rangeFilter('neighbour_gfa', 'neighbour_plots', ['BVO op buurpercelen (x 1000 m²)', 'GFA on the neighbouring plots (x 1000 m²)']),
];

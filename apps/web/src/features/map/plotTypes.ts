// What /api/geodata/plots/detail answers (apps/server/src/geodata/plots/plotDetails.ts).
export interface PlotDetail {
  id: number;
  identificatie: string;
  plotnr: string;
  kadastraleGemeente: string | null;
  areaSquareMeters: number | null;
  geometryAreaSquareMeters: number;
  lat: number;
  lon: number;
}

export interface PlotContext {
  zoningPlans: { planId: string; naam: string | null; planstatus: string | null; planDatum: string | null }[];
  zoningObjects: {
    identificatie: string;
    type: string;
    naam: string | null;
    category: string | null;
    zone: string | null;
    dimensions: { waardeType: string; waarde: string }[];
    overlapSquareMeters: number;
  }[];
  buildings: { identificatie: string; year: number | null; use: string | null; units: number; floorAreaSquareMeters: number | null; heightMeters: number | null }[];
  addresses: { road: string | null; houseNumber: string; postcode: string | null; city: string | null }[];
  areas: { level: string; code: string; name: string | null; figures: Record<string, unknown> }[];
}

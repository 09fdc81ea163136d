// Local shapes of what the server sends, until @plotwise/contracts exports them; field names as the spec spells them.
import type { Id } from './apiClient';

export interface UserCfg {
  tabs: Record<string, string>;
  panels: Record<string, boolean>;
  panels_width: Record<string, number>;
  pincolor: string;
  showlocations: boolean;
  clusterlocations: boolean;
  locationsview: string;
  columns: string[];
  formfactors: string[];
  listSize: number;
  staff: string[];
  language: 'nl' | 'en' | null;
  emails: { weekly: 'never' | 'weekly' };
}

export interface User {
  id: Id;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  email: string;
  is_active: boolean;
  is_staff: boolean;
  is_admin: boolean;
  current_location: Id | null;
  current_concept: Id | null;
  current_building: Id | null;
  companyId: Id;
  createdAt: string;
  updatedAt: string;
  cfg: Partial<UserCfg> | null;
}

export interface CompanyStyles {
  hasCustomStyle: boolean;
  textColor: string;
  primaryColor: string;
  secondaryColor: string;
}

export interface PresetUnit {
  id?: Id;
  name: string;
  order: number;
  size: number;
  size_max: number;
  ratio: number;
}

export interface PresetTower {
  id?: Id;
  name: string;
  order: number;
  towertype?: string | number | null;
  blocktype?: string | number | null;
  flip_direction?: string | number | null;
  functiontype?: string | number | null;
  unit_id?: Id | null;
  gridsize?: number | null;
}

export interface Preset {
  id?: Id;
  name: string;
  order: number;
  presetId?: string | number | null;
  maxBuildingWidth: number;
  maxBuildingLength: number;
  maxBuildingHeight: number;
  minGridSize: number;
  gridIncrements: number;
  corridorWidth?: number | null;
  full_length_corridors?: boolean | null;
  units: PresetUnit[];
  towers: PresetTower[];
}

interface CompanyCfg {
  authentications?: { local: boolean; azure: boolean };
  feature_flags?: { unitmix: boolean };
  /** The server's names (contracts): `style` and `parameters`; the spec calls them company_styles and generation_parameters. */
  style?: Partial<CompanyStyles>;
  parameters?: Record<string, string | null>;
  presets?: Preset[];
  [key: string]: unknown;
}

export interface Company {
  id: Id;
  name: string;
  key: string;
  subscription: string;
  archived: boolean;
  cfg: CompanyCfg | null;
}

export interface Session {
  user: User;
  company: Company;
}

export interface Location {
  id: Id;
  name: string | null;
  lat: number | null;
  lon: number | null;
  city?: string | null;
  [key: string]: unknown;
}

export interface CustomField {
  id: Id;
  name: string;
  type: number | string;
  order: number;
  publish: boolean | null;
  visibility?: string | null;
  companyId?: Id;
  values?: CustomValue[];
}

export interface CustomValue {
  id: Id;
  name: string;
  type: string | null;
  order: number;
  color: string | null;
  default: boolean | null;
  customfieldId?: Id | null;
}

export interface Unit {
  id: Id;
  name: string;
  order: number;
  size: number;
  size_max: number;
  price: number;
  [key: string]: unknown;
}

export interface Ticket {
  id: Id;
  name: string;
  reference: string | null;
  createdAt: string;
}

export interface ImageRecord {
  id: Id;
  name?: string | null;
  type?: string | null;
}

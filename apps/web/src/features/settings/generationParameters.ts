import { defaultsOf, generation_parameters } from '@plotwise/contracts';
import { formSchema } from '../../ui/form/formSchema';

type Translate = (key: string) => string;
type ParameterName = Exclude<keyof typeof generation_parameters.fields, 'companyCfgId'>;

const { companyCfgId: _cfg, ...parameterDefaults } = defaultsOf(generation_parameters);
/**
 * Spec section 3 (generation_parameters, all text) with the design-rule defaults of section 9, from the contracts; a
 * parameter without a default (a parking building's maximum depth and length: none) is an empty field.
 */
export const GENERATION_PARAMETERS = Object.fromEntries(Object.entries(parameterDefaults).map(([k, d]) => [k, (d as string | null) ?? ''])) as Record<string, string>;

const NAMES = Object.keys(GENERATION_PARAMETERS) as ParameterName[];
/** The parameters that may stay empty: those without a default. */
const OPTIONAL = new Set<string>(Object.entries(parameterDefaults).filter(([, d]) => d === null).map(([k]) => k));

/** What the server checks of each parameter (contracts): a decimal number of metres, spaces around it aside. */
export const PARAMETERS_SCHEMA = formSchema(generation_parameters.fields, NAMES, NAMES.filter((k) => !OPTIONAL.has(k)));

/** The form paths of the parameters: they are checked while typing, as a number field is. */
export const PARAMETER_PATHS = NAMES.map((k) => `parameters.${k}`);

/** A problem with a parameter, empty or not a number, is told in the one sentence the screens always used. */
export function withParameterTexts(errors: Record<string, string>, t: Translate): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, path.startsWith('parameters.') ? t('settings.parameters.notANumber') : message]));
}

/** The parameters as they are sent: the number alone, as the server's check reads it. */
export const trimmedParameters = (parameters: Record<string, string>) => Object.fromEntries(Object.entries(parameters).map(([k, v]) => [k, v.trim()]));

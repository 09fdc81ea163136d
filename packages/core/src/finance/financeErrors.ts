/** Stable codes of the finance engine's expected failures. */
type FinanceErrorCode =
  | 'invalid_number'
  | 'out_of_range'
  | 'not_integer'
  | 'unknown_code'
  | 'duplicate_id'
  | 'missing_value'
  | 'amount_out_of_range';

/** One problem with the input: a stable code, a sentence for people and the path of the offending field. */
export interface FinanceError {
  readonly code: FinanceErrorCode;
  readonly message: string;
  readonly path: string;
}

/** Success with a value or failure with every problem found. */
export type FinanceOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly FinanceError[] };

/** Which yield capitalises rent: gross initial yield (BAR) or net initial yield (NAR, after operating costs). */
export const yieldKinds = ['gross', 'net'] as const;
export type YieldKind = (typeof yieldKinds)[number];

/** How entered sale prices are meant: v.o.n. (incl. VAT, buyer pays nothing more) or k.k. (excl. VAT and buyer costs). */
export const saleVatRegimes = ['von', 'kk'] as const;
export type SaleVatRegime = (typeof saleVatRegimes)[number];

/** What the required profit and risk margin is a percentage of. */
export const marginBases = ['costs', 'value'] as const;
export type MarginBasis = (typeof marginBases)[number];

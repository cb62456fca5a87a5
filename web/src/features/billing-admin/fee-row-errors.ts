import { ApiRequestError } from '../../lib/api-client.ts';
import { msg } from '../../lib/i18n.ts';

/** The fields of a fee-list row the server may refuse, by the name its errors give them. */
export const FEE_ROW_FIELD_LABELS = {
  name: msg('Name'),
  kind: msg('Kind'),
  price: msg('Price (₹)'),
  effectiveFrom: msg('New price from'),
  includes: msg('Includes (for a package)'),
} as const;
export type FeeRowField = keyof typeof FEE_ROW_FIELD_LABELS;

export interface RefusedField {
  row: number;
  field: FeeRowField | null;
  message: string;
}

/**
 * The rows a refused save names: the server answers a bad item as `items.<index>.<field>`
 * (DESIGN §4), so the screen can mark that row and say which item it was. A field the row has
 * no control for (an item's id) is null: the row is still named.
 */
export function refusedFeeRows(error: unknown): RefusedField[] {
  if (!(error instanceof ApiRequestError)) return [];
  return error.fieldErrors.flatMap(({ field, message }) => {
    const match = /^items\.(\d+)(?:\.(\w+))?/.exec(field);
    if (!match) return [];
    const name = match[2];
    const known = name && name in FEE_ROW_FIELD_LABELS ? (name as FeeRowField) : null;
    return [{ row: Number(match[1]), field: known, message }];
  });
}

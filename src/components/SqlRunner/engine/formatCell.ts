/**
 * How a value of a result set is shown. PostgreSQL's text output is shown as
 * it is (numerics keep their scale, timestamps their zone, arrays and JSON
 * their own notation); NULL is told apart from an empty string; very long
 * values are cut, saying how much is left out.
 */
export type CellView = { kind: 'null' } | { kind: 'value'; text: string; numeric: boolean; omitted: number };

export const maxCellLength = 2_000;

// int8, int2, int4, oid, float4, float8, money, numeric.
const numericTypes = new Set([20, 21, 23, 26, 700, 701, 790, 1700]);

export function isNumericType(typeOid: number): boolean {
  return numericTypes.has(typeOid);
}

export function formatCell(value: string | null, typeOid: number): CellView {
  if (value === null) return { kind: 'null' };
  const characters = [...value];
  const omitted = Math.max(0, characters.length - maxCellLength);
  return {
    kind: 'value',
    text: omitted > 0 ? characters.slice(0, maxCellLength).join('') : value,
    numeric: isNumericType(typeOid),
    omitted,
  };
}

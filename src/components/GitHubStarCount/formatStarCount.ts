/** 987 → "987", 1234 → "1.2k", 15300 → "15.3k", 1200000 → "1.2M" (rounded down). */
export function formatStarCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 1_000_000) return `${(Math.floor(count / 100) / 10).toString()}k`;
  return `${(Math.floor(count / 100_000) / 10).toString()}M`;
}

/** 1234567 → "1,234,567", the same on the server and in every browser. */
export function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

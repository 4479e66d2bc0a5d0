/**
 * What the SE price table shows when the live catalogue cannot be loaded.
 * Only published figures belong here: the starting monthly price and the
 * hourly rate derived from it. Exact per-size prices live in the Console.
 */
import { hoursPerMonth, standardEdition, type InstancePrice } from './pricing';

export type PriceTableSnapshot = {
  /** ISO date of the published figures. */
  asOf: string;
  note: string;
  rows: readonly InstancePrice[];
};

export const priceTableSnapshot: PriceTableSnapshot = {
  asOf: '2025-11-13',
  note: 'Exact prices for every instance size are shown in the Console when you choose a machine.',
  rows: [
    {
      size: 'Smallest supported size',
      vcpus: null,
      ramGiB: null,
      currency: 'USD',
      hourly: standardEdition.startingMonthlyUsd / hoursPerMonth,
      startingFrom: true,
    },
  ],
};

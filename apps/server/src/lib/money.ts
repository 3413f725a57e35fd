/** numerator / denominator rounded to the nearest integer, halves up (amounts are never negative). */
export function roundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * Sales tax on an amount at a rate in parts per million (9.75 % = 97 500), rounded half up to the cent. Pure
 * arithmetic shared by pricing (modules/orders) and the tax provider (providers/tax), which may not import a module.
 */
export function taxAtRate(taxableCents: number, ratePpm: number): number {
  return roundHalfUp(BigInt(taxableCents) * BigInt(ratePpm), 1_000_000n);
}

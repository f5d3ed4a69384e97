// The test oracle for the SQL money path: what bolts_apply_fill (migration 0015) must do to a
// holding, written as plain functions. Production never calls these; the tests compare the
// database's fills with them, so a change to the rounding in one place fails a test in the other.
import { totalMinor } from '#core/trading';

export interface Position {
  quantity: number;
  /** What the shares held cost in total; average cost = totalCostMinor / quantity. */
  totalCostMinor: number;
}

export function applyBuy(position: Position, quantity: number, priceMinor: number): Position {
  return {
    quantity: position.quantity + quantity,
    totalCostMinor: position.totalCostMinor + totalMinor(quantity, priceMinor),
  };
}

/**
 * Sells `quantity` shares at `priceMinor`. The cost basis leaves in proportion to the shares sold,
 * rounded half up, and all of it with the last share, so no cost is ever lost or invented:
 * basisRemoved + remaining.totalCostMinor === position.totalCostMinor, always.
 */
export function applySell(
  position: Position,
  quantity: number,
  priceMinor: number,
): { remaining: Position; proceedsMinor: number; basisRemovedMinor: number; realizedGainMinor: number } {
  if (quantity > position.quantity) throw new RangeError('selling more than is held');
  const basisRemovedMinor =
    quantity === position.quantity
      ? position.totalCostMinor
      : Number(
          (BigInt(position.totalCostMinor) * BigInt(quantity) * 2n + BigInt(position.quantity)) /
            (2n * BigInt(position.quantity)),
        );
  const proceedsMinor = totalMinor(quantity, priceMinor);
  return {
    remaining: { quantity: position.quantity - quantity, totalCostMinor: position.totalCostMinor - basisRemovedMinor },
    proceedsMinor,
    basisRemovedMinor,
    realizedGainMinor: proceedsMinor - basisRemovedMinor,
  };
}

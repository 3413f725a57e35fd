import type { Order } from '@queueless/contracts';
import { useMemo, useRef, useState } from 'react';
import { useOrderRefunds } from './api/get-order-refunds';
import { useRefundQuote } from './api/quote-refund';
import { useRefundLines } from './api/refund-lines';

/** A product of the order that has units left to refund, named as on the order. */
export type RefundableLine = { productId: string; name: string; quantityLeft: number };

type Options = { order: Order; vendorLocationId: string; isOpen: boolean };

/**
 * The partial refund dialog's behaviour (decision 077): the units chosen per line, the reason, the server's quote of
 * what goes back, and one refund at a time — a second tap while it is sent does nothing.
 */
export function usePartialRefund({ order, vendorLocationId, isOpen }: Options) {
  const where = { vendorLocationId, orderId: order.orderId };
  const refunds = useOrderRefunds(where, { enabled: isOpen });
  const [units, setUnits] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const refundLines = useRefundLines(where);
  const isSending = useRef(false);

  const lines: RefundableLine[] = useMemo(
    () =>
      (refunds.data?.lines ?? [])
        .filter((line) => line.quantityLeft > 0)
        .map((line) => {
          const item = order.cartItems.find((candidate) => candidate.productId === line.productId);
          const name = item ? [item.name, item.variantName].filter(Boolean).join(' · ') : 'Item';
          return { productId: line.productId, name, quantityLeft: line.quantityLeft };
        }),
    [refunds.data, order.cartItems],
  );
  const chosen = useMemo(
    () =>
      lines
        .map((line) => ({
          productId: line.productId,
          quantity: Math.min(units[line.productId] ?? 0, line.quantityLeft),
        }))
        .filter((line) => line.quantity > 0),
    [lines, units],
  );
  const quote = useRefundQuote(where, chosen);
  // The amount shown is the one for the lines chosen now: a quote of an earlier choice is only a placeholder.
  const isQuoteCurrent = chosen.length > 0 && quote.isSuccess && !quote.isPlaceholderData;
  const trimmedReason = reason.trim();

  const setUnitsOf = (productId: string, quantity: number) => {
    const line = lines.find((candidate) => candidate.productId === productId);
    if (!line) return;
    setUnits((current) => ({ ...current, [productId]: Math.max(0, Math.min(quantity, line.quantityLeft)) }));
  };

  const reset = () => {
    setUnits({});
    setReason('');
    refundLines.reset();
  };

  /** Sends the refund once; `onDone` runs after it succeeded. */
  const submit = (onDone: (amount: string) => void) => {
    if (isSending.current || refundLines.isPending || !isQuoteCurrent || !trimmedReason) return;
    isSending.current = true;
    refundLines.mutate(
      { lines: chosen, reason: trimmedReason },
      {
        onSuccess: ({ refund }) => {
          reset();
          onDone(refund.amount);
        },
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return {
    refunds,
    lines,
    unitsOf: (productId: string) => units[productId] ?? 0,
    setUnitsOf,
    chosen,
    reason,
    setReason,
    quote,
    isQuoteCurrent,
    canSubmit: isQuoteCurrent && trimmedReason.length > 0 && !refundLines.isPending,
    isRefunding: refundLines.isPending,
    refundError: refundLines.error,
    submit,
    reset,
  };
}

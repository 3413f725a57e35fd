import { msg } from '@lingui/core/macro';
import { translated } from '#web/lib/i18n/translated';

/** The staff order page's words (staff.md section 8). */
export const staffOrderMessages = translated({
  completionFailedTitle: msg`Order Completion Failed`,
  refundedTitle: msg`Order refunded`,
  refundedDescription: msg`Your order has been refunded.`,
  refundFailedTitle: msg`Unable to refund order`,
  refundFailedDescription: msg`We were unable to refund your order. Please try again later.`,
  refreshFailed: msg`An error occurred while refreshing the order details. Please try again.`,
  pickedUpPreviously: msg`Order PICKED UP Previously`,
  /** Under 'IN PROGRESS' for an order whose payment never came through (the completion toast is gone in 3 s). */
  notPaid: msg`Not paid yet. Do not hand it out.`,
  balanceCollectFailedTitle: msg`Balance not recorded`,
  balanceCollectFailedFallback: msg`We could not record the balance as collected. Please try again.`,
  balanceUndone: msg`Balance marked as not collected`,
  balanceUndoFailedTitle: msg`Not undone`,
  balanceUndoFailedFallback: msg`We could not take back the balance. Please try again.`,
});

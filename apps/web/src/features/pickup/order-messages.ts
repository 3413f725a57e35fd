/** The staff order page's words (staff.md section 8). */
export const staffOrderMessages = {
  completionFailedTitle: 'Order Completion Failed',
  refundedTitle: 'Order refunded',
  refundedDescription: 'Your order has been refunded.',
  refundFailedTitle: 'Unable to refund order',
  refundFailedDescription: 'We were unable to refund your order. Please try again later.',
  refreshFailed: 'An error occurred while refreshing the order details. Please try again.',
  pickedUpPreviously: 'Order PICKED UP Previously',
  /** Under 'IN PROGRESS' for an order whose payment never came through (the completion toast is gone in 3 s). */
  notPaid: 'Not paid yet. Do not hand it out.',
  balanceCollectFailedTitle: 'Balance not recorded',
  balanceCollectFailedFallback: 'We could not record the balance as collected. Please try again.',
  balanceUndone: 'Balance marked as not collected',
  balanceUndoFailedTitle: 'Not undone',
  balanceUndoFailedFallback: 'We could not take back the balance. Please try again.',
} as const;

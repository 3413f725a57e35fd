import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { showToast } from '#web/components/ui/toast';
import { isAwaitingPickup, isRefundable } from '#web/features/orders/order-display';
import { needsIdCheck } from '#web/features/orders/order-line-options';
import { IdCheckDialog, IdCheckNotice } from '#web/features/pickup/components/id-check';
import { OrderActionsMenu } from '#web/features/pickup/components/order-actions-menu';
import { OrderItems } from '#web/features/pickup/components/order-items';
import { OrderProblem } from '#web/features/pickup/components/order-problem';
import { OrderReceipt } from '#web/features/pickup/components/order-receipt';
import { OrderStatusSummary } from '#web/features/pickup/components/order-status-summary';
import { ResendReceiptButton } from '#web/features/pickup/components/resend-receipt-button';
import { isOrderAtLocation, type StaffOrderRouteState, useOrderPickup } from '#web/features/pickup/use-order-pickup';
import { OrderRefundsSummary } from '#web/features/refunds/components/order-refunds-summary';
import { PartialRefundDialog } from '#web/features/refunds/components/partial-refund-dialog';
import { RefundDialog } from '#web/features/refunds/components/refund-dialog';
import { isPlausibleOrderId } from '#web/features/scanner/order-code';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { PrintReceiptButton } from '#web/features/stations/components/print-receipt-button';
import { ReprintButton } from '#web/features/stations/components/reprint-button';
import { isApiError } from '#web/lib/api-client';
import { hasBalanceDue } from '#web/lib/deposits';
import { formatAmount } from '#web/lib/money';
import { paths } from '#web/lib/paths';
import { staffPaths } from '#web/lib/staff-paths';

/** /staff/location/{vendorLocationId}/order/{orderId}: the staff order page. */
export function StaffOrderPage() {
  const { t } = useLingui();
  const { vendorLocationId = '', orderId } = useParams();
  if (!isPlausibleOrderId(orderId)) {
    return (
      <OrderProblem
        title={t`Invalid Order ID`}
        message={t`This link or code has no order ID we can read.`}
        linkTo={staffPaths.staffScanOrder(vendorLocationId)}
        linkLabel={t`Scan Again`}
      />
    );
  }
  // A new order is a fresh page: nothing of the last one's state carries over.
  return <StaffOrder key={orderId} vendorLocationId={vendorLocationId} orderId={orderId} />;
}

function StaffOrder({ vendorLocationId, orderId }: { vendorLocationId: string; orderId: string }) {
  const { t } = useLingui();
  const { state } = useLocation();
  const routeState = (state as StaffOrderRouteState | null) ?? null;
  const pickup = useOrderPickup({ orderId, vendorLocationId, routeState });
  const { order, openedStatus, isCompleting, isRefunding } = pickup;
  const [isRefundOpen, setIsRefundOpen] = useState(false);
  const [isPartialRefundOpen, setIsPartialRefundOpen] = useState(false);
  const [isIdCheckOpen, setIsIdCheckOpen] = useState(false);
  const scanPath = staffPaths.staffScanOrder(vendorLocationId);

  if (!order.data) {
    if (order.isPending) return <FullPageSpinner label={t`Loading order`} />;
    const status = isApiError(order.error) ? order.error.status : 0;
    if (status === 404) {
      return (
        <OrderProblem
          title={t`Order Not Found`}
          message={t`There is no order with this code. Ask the customer to show their QR code again.`}
          linkTo={scanPath}
          linkLabel={t`Scan Again`}
        />
      );
    }
    if (status === 400) {
      return (
        <OrderProblem
          title={t`Invalid Order ID`}
          message={t`This code is not an order ID.`}
          linkTo={scanPath}
          linkLabel={t`Scan Again`}
        />
      );
    }
    // The server tells staff of another vendor only that the order is another's (nothing of it): 'Wrong Location'.
    if (isApiError(order.error) && order.error.code === 'ORDER_OTHER_VENDOR')
      return <WrongLocation scanPath={scanPath} />;
    if (status === 403) {
      return (
        <OrderProblem
          title={t`No access`}
          message={t`Your account has no staff role for this order. Ask a manager to add you, then scan the location again.`}
          linkTo={paths.staffLocations()}
          linkLabel={t`Scan Location Code`}
        />
      );
    }
    return (
      <StaffPage title={t`Error occurred`} heading={null}>
        <ErrorState
          title={t`Error occurred`}
          message={t`We couldn't load this order. Check your connection and try again.`}
          onRetry={() => void order.refetch()}
          isRetrying={order.isFetching}
        >
          <Button variant="secondary" size="lg" fullWidth onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </Button>
        </ErrorState>
      </StaffPage>
    );
  }

  const current = order.data;
  // Only access to the order page is checked against the location.
  if (!isOrderAtLocation(current, vendorLocationId)) return <WrongLocation scanPath={scanPath} />;

  const isAwaiting = isAwaitingPickup(current.status);
  // Complete on opening, or completed by another counter between this page's read and its own completion.
  const isPickedUpPreviously =
    current.status === 'COMPLETE' && (openedStatus === 'COMPLETE' || pickup.wasAlreadyComplete);
  // A presale's balance not yet collected stays owed and collectable on every visit (opening completes the order at
  // once, and staff may leave before taking it): only a refund ends it.
  const isCollectingBalance = hasBalanceDue(current) && current.status !== 'REFUNDED';
  // CHECK ID (issue 39): opening never hands it over; Confirm Pickup asks first, and who confirmed is recorded.
  const isIdCheck = needsIdCheck(current);

  return (
    <StaffPage
      title={t`Order #${current.shortOrderId}`}
      heading={t`Order`}
      back={
        routeState?.isFromHistory
          ? { to: staffPaths.staffOrderHistory(vendorLocationId), label: t`Back to order history` }
          : { to: scanPath, label: t`Back to scanner` }
      }
      actions={
        isRefundable(current.status) ? (
          <OrderActionsMenu
            isDisabled={isCompleting || isRefunding}
            onStartRefund={() => setIsRefundOpen(true)}
            onStartPartialRefund={() => setIsPartialRefundOpen(true)}
          />
        ) : undefined
      }
      footer={
        isAwaiting ? (
          <Button
            size="lg"
            fullWidth
            isLoading={isCompleting}
            disabled={isRefunding}
            onClick={() => (isIdCheck ? setIsIdCheckOpen(true) : pickup.completeNow())}
          >
            <Trans>Confirm Pickup</Trans>
          </Button>
        ) : (
          <Link to={scanPath} className={buttonStyles({ size: 'lg', fullWidth: true })}>
            <Trans>Back to Scanner</Trans>
          </Link>
        )
      }
    >
      <div className="mt-4 flex flex-col gap-5">
        <OrderStatusSummary
          order={current}
          isPickedUpPreviously={isPickedUpPreviously}
          isCollectingBalance={isCollectingBalance}
          balanceAction={
            <Button
              size="lg"
              fullWidth
              isLoading={pickup.balanceChange === 'collect'}
              disabled={isRefunding}
              onClick={() => void pickup.collectBalanceNow()}
            >
              <Trans>Balance collected</Trans>
            </Button>
          }
          balanceUndoAction={
            current.status !== 'REFUNDED' && (
              <Button
                variant="secondary"
                size="sm"
                isLoading={pickup.balanceChange === 'undo'}
                disabled={isRefunding}
                onClick={() => void pickup.undoBalanceNow()}
                aria-label={t`Undo: balance not collected from order ${current.shortOrderId}`}
              >
                <Trans>Undo</Trans>
              </Button>
            )
          }
        />
        {isIdCheck && (
          <IdCheckNotice
            isChecked={current.idCheckedBy !== null}
            checkedByName={current.idCheckedByName}
            checkedAt={current.idCheckedAt}
          />
        )}
        <OrderItems items={current.cartItems} isMuted={isPickedUpPreviously} />
        <OrderReceipt order={current} />
        <OrderRefundsSummary order={current} vendorLocationId={vendorLocationId} />
        <ResendReceiptButton order={current} />
        <ReprintButton order={current} />
        <PrintReceiptButton order={current} />
      </div>
      <IdCheckDialog
        open={isIdCheckOpen && isAwaiting}
        isCompleting={isCompleting}
        onClose={() => setIsIdCheckOpen(false)}
        onConfirm={() => pickup.completeNow(true)}
      />
      <RefundDialog
        order={current}
        open={isRefundOpen}
        isRefunding={isRefunding}
        onClose={() => setIsRefundOpen(false)}
        onConfirm={() => pickup.refundNow(() => setIsRefundOpen(false))}
      />
      <PartialRefundDialog
        order={current}
        vendorLocationId={vendorLocationId}
        open={isPartialRefundOpen}
        onClose={() => setIsPartialRefundOpen(false)}
        onRefunded={(amount) => {
          setIsPartialRefundOpen(false);
          showToast({ title: t`${formatAmount(amount)} refunded`, variant: 'success' });
        }}
      />
    </StaffPage>
  );
}

function WrongLocation({ scanPath }: { scanPath: string }) {
  const { t } = useLingui();
  return (
    <OrderProblem
      title={t`Wrong Location`}
      message={t`This order belongs to another location. Send the customer to the right counter.`}
      linkTo={scanPath}
      linkLabel={t`Scan Another Order`}
    />
  );
}

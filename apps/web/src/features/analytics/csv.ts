import { type AnalyticsOrder, type AnalyticsProduct, formatCents, toCsv } from '@queueless/contracts';

/** "2026-11-21 23:30" in the zone. */
export function formatLocalDateTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** One row per order line, so the sheet can be summed by product or by order. */
export function ordersCsv(orders: AnalyticsOrder[], timeZone: string): string {
  const header = [
    'Order ID',
    'Paid at',
    'Location',
    'Status',
    'Customer',
    'Product',
    'Variant',
    'Type',
    'Quantity',
    'Unit price',
    'Line total',
    'Order subtotal',
    'Order tax',
    'Order tip',
    'Order total',
    'Order refunded',
  ];
  const rows = orders.flatMap((order) => {
    const customer = order.customer
      ? [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ')
      : '';
    const lines = order.items.length > 0 ? order.items : [null];
    return lines.map((item) => [
      order.orderId,
      formatLocalDateTime(order.datetimePaid, timeZone),
      order.vendorLocationId,
      order.status,
      customer,
      item?.name ?? '',
      item?.variantName ?? '',
      item?.productType ?? '',
      item?.quantity ?? null,
      item?.price ?? '',
      item?.totalPrice ?? '',
      order.subtotal,
      order.taxAmount,
      order.tipAmount,
      order.totalAmount,
      order.refundedAmount,
    ]);
  });
  return toCsv([header, ...rows]);
}

export function productsCsv(products: AnalyticsProduct[]): string {
  return toCsv([
    ['Rank', 'Product', 'Variant', 'Type', 'Units sold', 'Orders', 'Revenue'],
    ...products.map((product, index) => [
      index + 1,
      product.name,
      product.variantName ?? '',
      product.productType,
      product.quantity,
      product.numOrders,
      formatCents(product.revenueCents),
    ]),
  ]);
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

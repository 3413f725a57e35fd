/** Keyset paging of the order lists (decision 016). */
import { ORDER_LIST_PAGE_SIZE, type OrderListQuery, type OrderListResponse } from '@queueless/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Cursor, decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { toOrder } from './order-view.js';
import type { OrderRecord, OrderRow } from './orders.tables.js';
import { orders } from './orders.tables.js';

/** A page request of an order list: after `cursor` (null for the first page), at most `limit` orders. */
export type ListPage = { cursor: Cursor | null; limit: number };
export type OrderPage = { records: OrderRecord[]; nextCursor: Cursor | null };

/** An order's latest change (paid, completed or refunded): the staff lists' filter and order. */
export const activityAt = sql`greatest(${orders.paidAt}, ${orders.completedAt}, ${orders.refundedAt})`;

/** The sort time printed for the cursor, microseconds kept. */
export const cursorAtOf = (time: SQL) =>
  sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('cursor_at');

/** `limit + 1` rows read tell whether another page follows; the cursor is the last row shown. */
export async function toPage(
  rows: (OrderRow & { cursorAt: string })[],
  limit: number,
  withItems: (rows: OrderRow[]) => Promise<OrderRecord[]>,
): Promise<OrderPage> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    records: await withItems(shown.map(({ cursorAt: _, ...order }) => order)),
    nextCursor: rows.length > limit && last ? { at: last.cursorAt, id: last.orderId } : null,
  };
}

/** The list's answer: the page's orders and the token of the next page (null on the last one). */
export function toOrderList(page: OrderPage): OrderListResponse {
  return {
    items: page.records.map(toOrder),
    nextToken: page.nextCursor ? encodeCursor(page.nextCursor) : null,
  };
}

/** The page a list query asks for: after its token (a 400 when it is not ours), of its size or the default. */
export function pageOf(query: OrderListQuery): ListPage {
  return {
    cursor: query.nextToken ? decodeCursor(query.nextToken) : null,
    limit: query.limit ?? ORDER_LIST_PAGE_SIZE,
  };
}

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { staffOrderMessages } from '#web/features/pickup/order-messages';
import { makeOrder } from '#web/test/factories';
import { OrderStatusSummary } from './order-status-summary';

afterEach(cleanup);

describe('the staff order page: an order that is not paid', () => {
  it("says so for as long as it is shown, under the spec's IN PROGRESS", () => {
    render(<OrderStatusSummary order={makeOrder({ status: 'IN_PROGRESS' })} isPickedUpPreviously={false} />);
    expect(screen.getByTestId('order-status').textContent).toBe('IN PROGRESS');
    expect(screen.getByText(staffOrderMessages.notPaid)).toBeTruthy();
  });

  it('a paid order waiting for pickup has no such note', () => {
    render(<OrderStatusSummary order={makeOrder({ status: 'PAID' })} isPickedUpPreviously={false} />);
    expect(screen.getByTestId('order-status').textContent).toBe('IN PROGRESS');
    expect(screen.queryByText(staffOrderMessages.notPaid)).toBeNull();
  });
});

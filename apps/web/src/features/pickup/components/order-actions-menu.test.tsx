// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderActionsMenu } from './order-actions-menu';

afterEach(cleanup);

describe('OrderActionsMenu', () => {
  it('gives focus back to ⋮ on Escape, so it never falls to the page (decision 083)', () => {
    render(<OrderActionsMenu onStartRefund={() => undefined} onStartPartialRefund={() => undefined} />);
    const trigger = screen.getByRole('button', { name: 'Order actions' });
    fireEvent.click(trigger);
    expect(document.activeElement?.textContent).toBe('Start Refund');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('puts focus on ⋮ before an item opens its dialog, which then hands it back there', () => {
    let focusedAtOpen: string | null | undefined;
    const onStartPartialRefund = vi.fn(() => {
      focusedAtOpen = document.activeElement?.getAttribute('aria-label');
    });
    render(<OrderActionsMenu onStartRefund={() => undefined} onStartPartialRefund={onStartPartialRefund} />);
    fireEvent.click(screen.getByRole('button', { name: 'Order actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Refund Items' }));
    expect(onStartPartialRefund).toHaveBeenCalledTimes(1);
    expect(focusedAtOpen).toBe('Order actions');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const confirmSimulatedPayment = vi.fn();
vi.mock('#web/features/payments/api/confirm-simulated-payment', () => ({
  confirmSimulatedPayment: (...args: unknown[]) => confirmSimulatedPayment(...args),
}));

const { SimulatedPayment } = await import('./simulated-payment');

afterEach(() => {
  cleanup();
  confirmSimulatedPayment.mockReset();
});

function renderPanel() {
  const runPayment = vi.fn(async (pay: () => Promise<unknown>) => Boolean(await pay()));
  render(
    <SimulatedPayment
      clientSecret="pi_1_secret"
      paymentIntentId="pi_1"
      totalCents={1234}
      payLabel="Pay $12.34"
      isProcessing={false}
      isDisabled={false}
      beforePay={() => null}
      runPayment={runPayment}
    />,
  );
  return { runPayment };
}

describe('SimulatedPayment wallet', () => {
  it('opens a sheet with the amount and charges only on its Pay button', async () => {
    confirmSimulatedPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' }, order: null });
    const { runPayment } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /Pay with Apple Pay \/ Google Pay/ }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Your order · $12.34')).toBeTruthy();
    expect(runPayment).not.toHaveBeenCalled();
    expect(confirmSimulatedPayment).not.toHaveBeenCalled();

    fireEvent.click(within(sheet).getByRole('button', { name: 'Pay $12.34' }));
    await waitFor(() => expect(confirmSimulatedPayment).toHaveBeenCalledTimes(1));
    expect(confirmSimulatedPayment.mock.calls[0]?.[1]).toMatchObject({ paymentMethod: { type: 'wallet' } });
  });

  it('cancelling the sheet charges nothing', async () => {
    const { runPayment } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /Pay with Apple Pay \/ Google Pay/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(runPayment).not.toHaveBeenCalled();
  });
});

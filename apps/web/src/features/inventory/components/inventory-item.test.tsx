// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditTapGuardProvider, GHOST_TAP_MS } from '#web/features/inventory/edit-tap-guard';
import { makeTee } from '#web/test/factories';
import { InventoryItem } from './inventory-item';

afterEach(cleanup);

describe('InventoryItem', () => {
  it('shows the size apart from the name, so a long name is cut and the size never is', () => {
    render(<InventoryItem product={makeTee('XL')} isSaving={false} onChange={vi.fn()} />);
    const size = screen.getByText('XL');
    expect(size.className).toContain('shrink-0');
    expect(screen.getByText('Queueless Tour Tee').className).toContain('truncate');
  });

  it('names the size on the switch: one size of a tee goes off the menu', () => {
    const onChange = vi.fn();
    render(<InventoryItem product={makeTee('M')} isSaving={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: /Queueless Tour Tee \(M\)/ }));
    expect(onChange).toHaveBeenCalledWith({ isAvailable: false });
  });

  it('sets a deposit, and refuses one outside 1 to 100 before sending anything', async () => {
    const onChange = vi.fn();
    render(<InventoryItem product={makeTee('M')} isSaving={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit deposit of Queueless Tour Tee (M), now no deposit' }));
    const field = screen.getByLabelText('Deposit of Queueless Tour Tee (M) (% paid when ordering)');
    fireEvent.change(field, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save deposit' }));
    // The form checks on submit (react-hook-form's submit is asynchronous).
    expect(
      await screen.findByText(
        'The deposit must be a whole percent from 1 to 100, or none to take the full price when ordering.',
      ),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save deposit' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ depositPercent: 50 }));
  });
});

describe('InventoryItem, a double tap on Save price', () => {
  /** A pointer tap at (x, y), as a finger's: `detail` counts the taps (a keyboard press has 0). */
  const tap = (element: Element, x: number, y: number) =>
    fireEvent.click(element, { detail: 1, clientX: x, clientY: y });

  it("the second tap, landing on the next item where the editor was, does not open that item's editor", async () => {
    const onChange = vi.fn();
    let now = 10_000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    // The open editor filled the band from y 100 to 200.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 100,
      right: 400,
      bottom: 200,
      x: 0,
      y: 100,
      width: 400,
      height: 100,
    } as DOMRect);
    render(
      <EditTapGuardProvider>
        <ul>
          <InventoryItem product={makeTee('M')} isSaving={false} onChange={onChange} />
          <InventoryItem product={makeTee('L', { productId: 'TEE-L' })} isSaving={false} onChange={vi.fn()} />
        </ul>
      </EditTapGuardProvider>,
    );
    tap(screen.getByRole('button', { name: 'Edit price of Queueless Tour Tee (M), now $30.00' }), 50, 60);
    fireEvent.change(screen.getByLabelText('Price of Queueless Tour Tee (M)'), { target: { value: '32.50' } });
    tap(screen.getByRole('button', { name: 'Save price' }), 100, 180);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ price: '32.50' }));
    expect(screen.queryByRole('button', { name: 'Save price' })).toBeNull();

    // The second tap of the double tap, where the Save button was: now the next item's price.
    now += 150;
    tap(screen.getByRole('button', { name: 'Edit price of Queueless Tour Tee (L), now $30.00' }), 100, 180);
    expect(screen.queryByLabelText('Price of Queueless Tour Tee (L)')).toBeNull();

    // A tap of its own, a moment later, opens it.
    now += GHOST_TAP_MS;
    tap(screen.getByRole('button', { name: 'Edit price of Queueless Tour Tee (L), now $30.00' }), 100, 180);
    expect(screen.getByLabelText('Price of Queueless Tour Tee (L)')).toBeTruthy();
    clock.mockRestore();
    rect.mockRestore();
  });

  it('a tap elsewhere right after saving (the same item’s deposit, above the editor) is not held back', async () => {
    let now = 10_000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 100,
      right: 400,
      bottom: 200,
      x: 0,
      y: 100,
      width: 400,
      height: 100,
    } as DOMRect);
    const onChange = vi.fn();
    render(
      <EditTapGuardProvider>
        <InventoryItem product={makeTee('M')} isSaving={false} onChange={onChange} />
      </EditTapGuardProvider>,
    );
    tap(screen.getByRole('button', { name: 'Edit price of Queueless Tour Tee (M), now $30.00' }), 50, 60);
    fireEvent.change(screen.getByLabelText('Price of Queueless Tour Tee (M)'), { target: { value: '32.50' } });
    tap(screen.getByRole('button', { name: 'Save price' }), 100, 180);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    now += 100;
    tap(screen.getByRole('button', { name: /^Edit deposit of Queueless Tour Tee \(M\)/ }), 120, 60);
    expect(screen.getByLabelText('Deposit of Queueless Tour Tee (M) (% paid when ordering)')).toBeTruthy();
    clock.mockRestore();
    rect.mockRestore();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

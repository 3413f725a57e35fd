// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTee } from '../../../test/factories';
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
});

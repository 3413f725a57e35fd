// @vitest-environment jsdom
import type { OperatorPaymentsReport } from '@queueless/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const vendor = (n: number): OperatorPaymentsReport['vendors'][number] => ({
  vendorId: `V${n}`,
  name: `Venue ${String(n).padStart(2, '0')}`,
  payments: {
    vendorId: `V${n}`,
    model: 'connect',
    feePercent: '5.00',
    feeFixed: '0.25',
    feeRefund: 'proportional',
    account: null,
    takesPayments: false,
    reason: 'This vendor is not taking card payments yet.',
  },
  sales: `${n}.00`,
  salesOnConnectedAccount: `${n}.00`,
  applicationFeesEarned: '0.10',
});
const report: OperatorPaymentsReport = { vendors: Array.from({ length: 23 }, (_, i) => vendor(i + 1)), feesPerDay: [] };

vi.mock('#web/features/connect/api/connect-api', () => ({
  useOperatorPayments: () => ({ isPending: false, isError: false, data: report }),
  useSetVendorPayments: () => ({ mutate: vi.fn(), isPending: false }),
}));

// The staff frame (header, session) is not what is under test: its body is.
vi.mock('#web/features/staff/components/staff-page', () => ({
  StaffPage: ({ children }: { children: ReactNode }) => <main>{children}</main>,
  StaffLoading: () => null,
}));

const { OperatorPaymentsPage } = await import('./operator-payments-page');

afterEach(cleanup);

function renderPage() {
  render(
    <MemoryRouter>
      <OperatorPaymentsPage />
    </MemoryRouter>,
  );
  return within(screen.getByRole('region', { name: 'Venues' }));
}

const rowNames = (venues: ReturnType<typeof renderPage>) =>
  venues.getAllByRole('button', { name: /^Details ?of / }).map((b) => b.textContent?.replace(/^Details ?of /, ''));

describe("the operator's payments page: a summary per venue, paged, details on demand", () => {
  it('adds up every venue, shows 10 summary rows a page and no settings until asked', () => {
    const venues = renderPage();
    // 1 + 2 + … + 23 = 276 dollars of sales; 23 × 10¢ of fees.
    expect(screen.getAllByText('$276.00', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getByText('$2.30', { selector: 'dd' })).toBeTruthy();
    expect(rowNames(venues)).toHaveLength(10);
    expect(venues.getByText('Page 1 of 3')).toBeTruthy();
    expect(venues.queryByLabelText('Payment model')).toBeNull();

    fireEvent.click(venues.getByRole('button', { name: /^Details ?of Venue 02$/ }));
    expect(venues.getByLabelText('Payment model')).toBeTruthy();
    expect(venues.getByRole('button', { name: /^Hide ?of Venue 02$/ }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(venues.getByRole('button', { name: 'Next' }));
    expect(venues.getByText('Page 2 of 3')).toBeTruthy();
    expect(rowNames(venues)[0]).toBe('Venue 11');
    fireEvent.click(venues.getByRole('button', { name: 'Next' }));
    expect(rowNames(venues)).toHaveLength(3);
  });

  it('finds a venue by name, back on the first page', () => {
    const venues = renderPage();
    fireEvent.click(venues.getByRole('button', { name: 'Next' }));
    fireEvent.change(venues.getByLabelText('Find a venue'), { target: { value: 'venue 17' } });
    expect(rowNames(venues)).toEqual(['Venue 17']);
    expect(venues.queryByText(/Page \d of/)).toBeNull();
    fireEvent.change(venues.getByLabelText('Find a venue'), { target: { value: 'nowhere' } });
    expect(venues.getByText('No venue matches “nowhere”.')).toBeTruthy();
  });
});

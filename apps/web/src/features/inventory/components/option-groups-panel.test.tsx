// @vitest-environment jsdom
import type { OptionGroup } from '@queueless/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '#web/test/render-app';
import { OptionGroupsPanel } from './option-groups-panel';

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];

const option = (optionId: string, name: string, available: number | null) => ({
  optionId,
  name,
  priceDelta: '0.00',
  kitchenName: null,
  isDefault: false,
  isAvailable: true,
  maxQuantity: 1,
  trackQuantity: available !== null,
  quantity: { available },
  isSoldOut: false,
  allergens: [],
  dietary: [],
});

const tequila: OptionGroup = {
  optionGroupId: 'G-TEQ',
  vendorLocationId: 'AD708',
  name: 'Tequila',
  minSelections: 1,
  maxSelections: 1,
  allowPreModifiers: false,
  options: [option('O-ESP', 'Espolòn', 10), option('O-DJ', 'Don Julio', null)],
  productIds: ['MARG'],
};

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url: String(url),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      };
      calls.push(call);
      if (call.method === 'GET') return jsonResponse({ items: [tequila] });
      return jsonResponse({ optionGroup: tequila });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the option groups panel (issue 39)', () => {
  it('86es an option by its availability alone, never re-sending the stock it read', async () => {
    renderApp(<OptionGroupsPanel vendorLocationId="AD708" onDone={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: '86 Espolòn' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const [put] = calls.filter((call) => call.method === 'PUT');
    expect(put?.url).toContain('/option-groups/G-TEQ/options/O-ESP/availability');
    // Only the switch: a sale made since the list was read keeps the stock it took.
    expect(put?.body).toEqual({ isAvailable: false });
  });

  it('turns pre-modifiers on for a group in its form', async () => {
    renderApp(<OptionGroupsPanel vendorLocationId="AD708" onDone={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Tequila' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /No, Light or Extra/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save group' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const [put] = calls.filter((call) => call.method === 'PUT');
    expect(put?.url).toMatch(/\/option-groups\/G-TEQ$/);
    expect(put?.body).toMatchObject({ name: 'Tequila', allowPreModifiers: true });
  });
});

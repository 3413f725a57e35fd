// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, jsonResponse, renderApp } from '#web/test/render-app';
import { LusivPage } from './lusiv';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ settings: { supportEmail: null } })),
  );
  renderApp(
    <Routes>
      <Route path="/lusiv" element={<LusivPage />} />
      <Route path="/lusiv/:nfcId" element={<LusivPage />} />
    </Routes>,
    { auth: fakeAuth({ status: 'unauthenticated' }), path },
  );
}

describe('the Lusiv landing reached from a wristband', () => {
  it('names the wristband whose id it was given', () => {
    renderAt('/lusiv/NFC-DEMO-0003');
    expect(screen.getByText('NFC-DEMO-0003')).toBeTruthy();
    expect(screen.getByText(/is ready to pair with your membership/)).toBeTruthy();
  });

  it('does not repeat text from the address that is no wristband id (someone else’s words on our page)', () => {
    renderAt(`/lusiv?nfcId=${encodeURIComponent('CALL 555-0100 TO CLAIM YOUR PRIZE')}`);
    expect(screen.queryByText(/CALL 555-0100/)).toBeNull();
    expect(screen.queryByText(/is ready to pair with your membership/)).toBeNull();
    cleanup();
    renderAt(`/lusiv/${encodeURIComponent('Text HELP to 555-0100')}`);
    expect(screen.queryByText(/Text HELP/)).toBeNull();
  });
});

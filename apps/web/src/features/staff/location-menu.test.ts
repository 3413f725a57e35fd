import { describe, expect, it } from 'vitest';
import { isAnalyticsBetaOn, locationMenuItems } from './location-menu';

describe('locationMenuItems', () => {
  it('gives STAFF at an ordering vendor scanning, inventory and history', () => {
    expect(locationMenuItems({ role: 'STAFF', isGuestlistEnabled: false, isAnalyticsBeta: true })).toEqual([
      'scanOrder',
      'inventory',
      'orderHistory',
      'offlineScanner',
    ]);
  });

  it('adds staff management, events and the printable QR codes for managers and above', () => {
    for (const role of ['MANAGER', 'ADMIN', 'SUPER_ADMIN'] as const) {
      expect(locationMenuItems({ role, isGuestlistEnabled: false, isAnalyticsBeta: false })).toEqual([
        'scanOrder',
        'inventory',
        'orderHistory',
        'staffManagement',
        'events',
        'printQrCodes',
        'offlineScanner',
        'devices',
        ...(role === 'MANAGER' ? [] : ['venueSettings']),
      ]);
    }
  });

  it('shows Analytics & Reporting only to managers and above with analytics_beta=1', () => {
    expect(locationMenuItems({ role: 'MANAGER', isGuestlistEnabled: false, isAnalyticsBeta: true })).toContain(
      'reporting',
    );
    expect(locationMenuItems({ role: 'STAFF', isGuestlistEnabled: false, isAnalyticsBeta: true })).not.toContain(
      'reporting',
    );
    expect(locationMenuItems({ role: 'ADMIN', isGuestlistEnabled: false, isAnalyticsBeta: false })).not.toContain(
      'reporting',
    );
  });

  it('gives a guest-list vendor guest lists instead of scanning, inventory and events', () => {
    expect(locationMenuItems({ role: 'MANAGER', isGuestlistEnabled: true, isAnalyticsBeta: false })).toEqual([
      'guestListEvents',
      'orderHistory',
      'staffManagement',
      'printQrCodes',
      'offlineScanner',
      'devices',
    ]);
    expect(locationMenuItems({ role: 'STAFF', isGuestlistEnabled: true, isAnalyticsBeta: false })).toEqual([
      'guestListEvents',
      'orderHistory',
      'offlineScanner',
    ]);
  });
});

describe('isAnalyticsBetaOn', () => {
  it('is on only for analytics_beta=1', () => {
    expect(isAnalyticsBetaOn(new URLSearchParams('analytics_beta=1'))).toBe(true);
    expect(isAnalyticsBetaOn(new URLSearchParams('analytics_beta=true'))).toBe(false);
    expect(isAnalyticsBetaOn(new URLSearchParams(''))).toBe(false);
  });
});

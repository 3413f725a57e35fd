import { readFileSync } from 'node:fs';
import { endpointPath, getReservationCode, listScanReports, uploadDeviceScans } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createGlevent, reserve, vendorWithRole } from '../../../test/guestlists.js';
import { createTestApp, useTestApp } from '../../../test/harness.js';
import { enrol, scanOf } from '../../../test/offline.js';
import { plainReservationRule } from '../../../test/reservation-policies.js';
import { deviceScans } from '../../db/schema.js';
import { scanReasons, wordScanReason } from './scan-reasons.js';

describe('a scan’s reason in its reader’s language (decisions 092, 097)', () => {
  it('words every reason in Spanish, keeps the English, and leaves a reason it does not know as stored', () => {
    for (const { message } of Object.values(scanReasons)) {
      expect(wordScanReason(message, 'es'), message).not.toBe(message);
      expect(wordScanReason(message, 'en')).toBe(message);
    }
    expect(wordScanReason('Already checked in.', 'es')).toBe('Ya registró su entrada.');
    expect(wordScanReason('Written by an older server.', 'es')).toBe('Written by an older server.');
    expect(wordScanReason(null, 'es')).toBeNull();
  });

  it('the service writes every reason from the table (a new one needs its Spanish)', () => {
    const source = readFileSync(new URL('./offline.service.ts', import.meta.url), 'utf8');
    // 'pending' is the row's state inside its own transaction, settled before anyone reads it.
    const literals = [...source.matchAll(/(?:reason|refusal): ['`"]([^'`"]*)['`"]/g)].map((match) => match[1]);
    expect(literals).toEqual(['pending']);
  });
});

describe('a refused scan through the API', () => {
  const t = useTestApp(() => createTestApp({ overrides: plainReservationRule }));

  it('answers the door and the manager in their language; the row keeps the English', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 2 });
    const guests: { reservationId: string; code: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const guest = await createUser(t.app);
      const { reservationId } = (await reserve(t.app, guest, vendorId, event.gleventId)).json().reservation;
      const url = endpointPath(getReservationCode, { userId: guest.userId, reservationId });
      guests.push({ reservationId, code: (await t.app.inject({ url, headers: guest.auth })).json().code });
    }
    const [first, second] = guests as [(typeof guests)[0], (typeof guests)[0]];
    const device = await enrol(t.app, manager, vendorId, { gleventId: event.gleventId }, 'Puerta norte');
    const send = (code: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(uploadDeviceScans),
        headers: { ...device.auth, 'accept-language': language },
        payload: { scans: [scanOf(code)], waitingCount: 0, offlineSince: null },
      });

    // A forged code (another id put into a signed one), and a second use of a good one.
    const forged = (await send(first.code.replace(first.reservationId, second.reservationId), 'es')).json().results[0];
    expect(forged).toMatchObject({ outcome: 'refused', reason: 'Código falso o alterado.' });
    expect((await send(second.code, 'es')).json().results[0].outcome).toBe('applied');
    const twice = (await send(second.code, 'en-US')).json().results[0];
    expect(twice).toMatchObject({ outcome: 'conflict', reason: 'Already checked in.' });

    const stored = await t.database.db
      .select({ reason: deviceScans.reason })
      .from(deviceScans)
      .where(eq(deviceScans.deviceId, device.deviceId));
    expect(stored.map((row) => row.reason).sort()).toEqual(['Already checked in.', 'Forged or altered code.', null]);

    const reportsIn = async (language: string) =>
      (
        await t.app.inject({
          url: endpointPath(listScanReports, { vendorId }),
          headers: { ...manager.auth, 'accept-language': language },
        })
      )
        .json()
        .reports.map((report: { reason: string }) => report.reason)
        .sort();
    expect(await reportsIn('es-MX,es;q=0.9')).toEqual(['Código falso o alterado.', 'Ya registró su entrada.']);
    expect(await reportsIn('en-US')).toEqual(['Already checked in.', 'Forged or altered code.']);
  });
});

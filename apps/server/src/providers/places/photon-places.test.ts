import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { createPhotonPlaces, photonHints } from './photon-places.js';

/** A Photon row as its /api answers it (GeoJSON, coordinates longitude first). */
const feature = (properties: Record<string, unknown>, coordinates: [number, number] = [-118.3254, 34.1016]) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates },
  properties: { osm_type: 'N', osm_id: 1, countrycode: 'US', ...properties },
});

const hollywood = {
  osm_id: 42,
  housenumber: '6250',
  street: 'Hollywood Boulevard',
  city: 'Los Angeles',
  state: 'California',
  postcode: '90028',
};

/** A local HTTP server standing in for Photon. */
describe('Photon address search (OpenStreetMap)', () => {
  let server: Server;
  let baseUrl: string;
  let seen: string[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { features: [] } };

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.url ?? '');
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
    answer = { status: 200, body: { features: [] } };
  });

  it('asks /api with what was typed, and offers whole US street addresses with their own ZIP and coordinates', async () => {
    answer = {
      status: 200,
      body: {
        type: 'FeatureCollection',
        features: [
          feature(hollywood, [-118.3254, 34.1016]),
          // The same address twice (a node and a building): offered once.
          feature({ ...hollywood, osm_type: 'W', osm_id: 43 }),
          // A street without a house number, a place without a ZIP, one abroad: not a whole address, left out.
          feature({ street: 'Hollywood Boulevard', city: 'Los Angeles', state: 'California', postcode: '90028' }),
          feature({ housenumber: '1', street: 'Main Street', city: 'Los Angeles', state: 'California' }),
          feature({ ...hollywood, countrycode: 'CA', state: 'Ontario', postcode: 'M5V 2T6' }),
        ],
      },
    };
    const found = await createPhotonPlaces({ apiBaseUrl: baseUrl }).autocomplete(' 6250 Hollywood Blvd, Los Angeles ');
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!, baseUrl);
    expect(url.pathname).toBe('/api');
    expect(url.searchParams.get('q')).toBe('6250 Hollywood Blvd, Los Angeles');
    expect(found).toEqual({
      hint: null,
      suggestions: [
        {
          placeId: 'photon:N42',
          description: '6250 Hollywood Boulevard, Los Angeles, CA 90028',
          address: {
            addressLine1: '6250 Hollywood Boulevard',
            city: 'Los Angeles',
            state: 'CA',
            country: 'US',
            zipCode: '90028',
            latitude: 34.1016,
            longitude: -118.3254,
          },
        },
      ],
    });
  });

  it('nothing usable: no suggestion, and what to type', async () => {
    answer = { status: 200, body: { features: [feature({ street: 'Hollywood Boulevard', city: 'Los Angeles' })] } };
    expect(await createPhotonPlaces({ apiBaseUrl: baseUrl }).autocomplete('Hollywood')).toEqual({
      suggestions: [],
      hint: photonHints.none,
    });
  });

  it('a failing Photon is PROVIDER_FAILED, in words for the manager', async () => {
    answer = { status: 500, body: { message: 'boom' } };
    const failure = await createPhotonPlaces({ apiBaseUrl: baseUrl })
      .autocomplete('6250 Hollywood Blvd')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'PROVIDER_FAILED' });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { autocompletePlaces, endpointPath, getPlacesConfig } from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { builtinPlacesHints } from './builtin-places.js';

describe('the address search, as configured', () => {
  it('built-in by default: a street with a city is not given a made-up ZIP; the answer says to type it', async () => {
    const t = await createTestApp();
    try {
      const user = await createUser(t.app);
      const reply = await t.app.inject({
        url: endpointPath(autocompletePlaces, {}, { input: '6250 Hollywood Blvd, Los Angeles' }),
        headers: user.auth,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toEqual({ suggestions: [], hint: builtinPlacesHints.zip });
    } finally {
      await t.close();
    }
  });

  describe('PLACES_PROVIDER=photon (decision 051)', () => {
    let photon: Server;
    let t: TestApp;
    const asked: string[] = [];

    beforeAll(async () => {
      photon = createServer((request, response) => {
        asked.push(request.url ?? '');
        const body = {
          features: [
            {
              geometry: { coordinates: [-118.3254, 34.1016] },
              properties: {
                osm_type: 'N',
                osm_id: 42,
                countrycode: 'US',
                housenumber: '6250',
                street: 'Hollywood Boulevard',
                city: 'Los Angeles',
                state: 'California',
                postcode: '90028',
              },
            },
          ],
        };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
      await new Promise<void>((resolve) => photon.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(photon.address() as AddressInfo).port}`;
      t = await createTestApp({ env: { PLACES_PROVIDER: 'photon', PHOTON_API_BASE_URL: url } });
    });
    afterAll(async () => {
      await t?.close();
      await new Promise<void>((resolve) => photon.close(() => resolve()));
    });

    it('the form is told to use the server, and the server answers Photon’s street addresses', async () => {
      expect((await t.app.inject({ url: getPlacesConfig.path })).json()).toEqual({ provider: 'photon' });
      const user = await createUser(t.app);
      const reply = await t.app.inject({
        url: endpointPath(autocompletePlaces, {}, { input: '6250 Hollywood Blvd' }),
        headers: user.auth,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().suggestions).toMatchObject([
        {
          description: '6250 Hollywood Boulevard, Los Angeles, CA 90028',
          address: { zipCode: '90028', latitude: 34.1016, longitude: -118.3254 },
        },
      ]);
      expect(asked).toHaveLength(1);
      // Anonymous callers do not reach Photon.
      expect((await t.app.inject({ url: endpointPath(autocompletePlaces, {}, { input: 'x y z' }) })).statusCode).toBe(
        401,
      );
      expect(asked).toHaveLength(1);
    });
  });
});

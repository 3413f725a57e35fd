/**
 * The journeys' server (test-server.ts): `npm start`'s boot with the end-to-end fixture route added, which exists only
 * when E2E_FIXTURES=true and never in production (apps/server/test/e2e-fixtures.ts).
 */
import { exitOnStartFailure, startServer } from '../apps/server/src/start.js';
import { registerE2eFixtures } from '../apps/server/test/e2e-fixtures.js';

startServer({ extendApp: (app) => void registerE2eFixtures(app) }).catch(exitOnStartFailure);

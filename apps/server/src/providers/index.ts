import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createLocalMediaStorage } from './media-storage/local-media-storage.js';
import type { MediaStorage } from './media-storage/media-storage.js';
import { createS3MediaStorage } from './media-storage/s3-media-storage.js';
import type { PaymentProvider } from './payments/payments.js';
import { createSimulatedPayments } from './payments/simulated-payments.js';
import { createStripePayments } from './payments/stripe-payments.js';
import { createPhotonPlaces } from './places/photon-places.js';
import type { PlacesProvider } from './places/places.js';
import { createConsoleSms } from './sms/console-sms.js';
import type { SmsProvider } from './sms/sms.js';
import { createTwilioSms } from './sms/twilio-sms.js';
import { createLocationRateTax } from './tax/location-rate-tax.js';
import type { TaxProvider } from './tax/tax.js';

/** Twilio when configured; otherwise the console provider, which keeps what it "sent" for the dev outbox. */
export function createSmsProvider({
  config,
  db,
  log,
}: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
}): SmsProvider {
  return config.sms.provider === 'twilio'
    ? createTwilioSms(config.sms)
    : createConsoleSms({ db, log, logCodes: config.sms.logCodes });
}

/** Stripe when configured; otherwise the simulated provider, backed by our own tables. */
export function createPaymentProvider({
  config,
  db,
  clock,
}: {
  config: Config;
  db: Db;
  clock: Clock;
}): PaymentProvider {
  return config.payments.provider === 'stripe'
    ? createStripePayments({ ...config.payments, clock })
    : createSimulatedPayments({ db, clock });
}

export function createTaxProvider({
  db,
  clock,
  database,
}: {
  db: Db;
  clock: Clock;
  database: Pick<Database, 'listen'>;
}): TaxProvider {
  return createLocationRateTax({ db, clock, database });
}

/** The server-side street geocoder when one is configured (Photon); null for Google (in the browser) or built-in. */
export function createPlacesProvider({ config }: { config: Config }): PlacesProvider | null {
  return config.places.provider === 'photon' ? createPhotonPlaces({ apiBaseUrl: config.places.apiBaseUrl }) : null;
}

/** Product photos: an S3-compatible bucket when MEDIA_S3_BUCKET is set; otherwise files under DATA_DIR/media. */
export function createMediaStorage(config: Config): MediaStorage {
  const { storage, publicBaseUrl } = config.media;
  return storage.kind === 's3'
    ? createS3MediaStorage({ ...storage, publicBaseUrl })
    : createLocalMediaStorage({ root: storage.root, publicBaseUrl });
}

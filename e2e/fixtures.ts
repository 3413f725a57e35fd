import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import type { Order, VerifySignInResponse } from '@queueless/contracts';
import { endpointPath, listSmsOutbox } from '@queueless/contracts';
import {
  createPaidOrder,
  createVenue,
  giveRole,
  type MadeVenue,
  sessionStorageState,
  signInByApi,
  type VenueRequest,
} from './api.js';
import { phone } from './chromium.js';
import { cspViolations, watchCsp } from './csp.js';
import { FakeCamera, type GrayImage } from './fake-camera.js';
import { freshPhoneNumber } from './phones.js';

/**
 * The demo's hand-kept phones (seed.ts). Only the journeys that show the demo works use them ("the demo works" set:
 * its menu, festival pages, drawing, guest lists and weeks of orders); every other journey makes its own people and
 * venue (`newPerson`, `newVenue`).
 */
export const demo = {
  superAdmin: '+12135550101',
  admin: '+12135550102',
  manager: '+12135550103',
  staff: '+12135550104',
  loungeManager: '+12135550105',
  customer: '+12135550120',
} as const;

/** "+12135550120" → "2135550120", what a person types into the phone field. */
export function localDigits(e164: string): string {
  return e164.replace(/^\+1/, '');
}

/** The newest sign-in code the development SMS outbox holds for a phone, waiting for it to arrive. */
export async function readCode(request: APIRequestContext, phoneNumber: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(endpointPath(listSmsOutbox, {}, { phoneNumber }));
        const body = (await response.json()) as { messages: { code: string | null; sentAt: string }[] };
        const fresh = body.messages.find((m) => new Date(m.sentAt).getTime() > after);
        code = fresh?.code ?? undefined;
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

/**
 * Signs in through the real sign-in page (phone, then the code from the outbox). The code step shows
 * only after the server has stored and "sent" the code, so the newest message holds the live code
 * (also when a resend within 60 s was refused and the earlier code still stands).
 */
export async function signInThroughPage(page: Page, phoneNumber: string) {
  await page.getByLabel('Phone number').fill(localDigits(phoneNumber));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  const code = await readCode(page.request, phoneNumber);
  await page.getByLabel('Verification code').fill(code);
}

type KeptSession = { signedIn: VerifySignInResponse; expiresAt: number };

/**
 * Sessions of this run, kept in a file beside its database (the config makes a fresh one per run), so a worker that
 * starts after a failed journey reuses them instead of asking for a second code within the minute.
 */
function openSessionBook() {
  const dataDir = process.env.E2E_DATA_DIR;
  const file = dataDir ? `${dataDir}.sessions.json` : null;
  const load = (): Record<string, KeptSession> =>
    file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, KeptSession>) : {};
  return {
    /**
     * Runs `signIn` for the phone in one worker at a time: another worker asking meanwhile waits for the session it
     * writes instead of asking for a second code within the minute (which the server refuses).
     */
    async once(phoneNumber: string, signIn: () => Promise<VerifySignInResponse>): Promise<VerifySignInResponse> {
      if (!file) return signIn();
      const lock = `${file}.${phoneNumber}.lock`;
      const deadline = Date.now() + 90_000;
      for (;;) {
        try {
          mkdirSync(lock);
          break;
        } catch {
          const kept = this.read(phoneNumber);
          if (kept) return kept;
          if (Date.now() > deadline) return signIn();
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      try {
        return this.read(phoneNumber) ?? this.write(phoneNumber, await signIn());
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    },
    read(phoneNumber: string): VerifySignInResponse | null {
      const kept = load()[phoneNumber];
      const secondsLeft = kept ? Math.floor((kept.expiresAt - Date.now()) / 1_000) : 0;
      // A token close to expiry is not handed out: a journey may take a minute.
      return kept && secondsLeft > 5 * 60 ? { ...kept.signedIn, expiresIn: secondsLeft } : null;
    },
    write(phoneNumber: string, signedIn: VerifySignInResponse): VerifySignInResponse {
      if (file) {
        const kept = { ...load(), [phoneNumber]: { signedIn, expiresAt: Date.now() + signedIn.expiresIn * 1_000 } };
        writeFileSync(file, JSON.stringify(kept));
      }
      return signedIn;
    },
  };
}

type SessionBook = {
  /**
   * The person signed in through the API once per run: a phone may ask for a code only once a minute, so the staff
   * phones that several journeys use are signed in once and their sessions reused.
   */
  signIn: (phoneNumber: string) => Promise<VerifySignInResponse>;
};

/** A venue of the journey's own (newVenue): a vendor, one location, its products and its SUPER_ADMIN, signed in. */
export type Venue = {
  vendorId: string;
  vendorName: string;
  locationId: string;
  /** The location's name as staff and customers see it ('Main Bar' unless told). */
  locationName: string;
  /** A product of the venue by name; its price as the API writes it ("8.00"). */
  product: (name: string) => { productId: string; name: string; price: string };
  superAdmin: VerifySignInResponse;
  /** A fresh person given `role` at the venue by its SUPER_ADMIN through the staff-roles API, signed in. */
  staff: (role: 'STAFF' | 'MANAGER' | 'ADMIN' | 'SUPER_ADMIN', name?: string) => Promise<VerifySignInResponse>;
};

type Fixtures = {
  /** A phone number no one in this run has used (phones.ts), for a journey that signs in through the page. */
  newPhoneNumber: () => string;
  /** A fresh person, signed in through the API with the code from the development SMS outbox. */
  newPerson: () => Promise<VerifySignInResponse>;
  /**
   * A fresh venue (by default 'Main Bar' taxing 9.75 % with a $8.00 House Lager) and its SUPER_ADMIN, signed in.
   * TODO(issue 24): made through `POST /vendor-service/v1/vendors` once it exists, instead of the fixture route.
   */
  newVenue: (options?: Omit<VenueRequest, 'superAdmin'>) => Promise<Venue>;
  /** Fails the journey on any Content-Security-Policy violation a watched browser reported (csp.ts). */
  cspCheck: undefined;
  /** The app's base URL, for the helpers in api.ts. */
  apiBase: string;
  /**
   * Another phone in the test's browser (a customer beside the staff member, say), signed in when given a session; its
   * clock in `timezoneId` when given (a laptop or a traveller elsewhere), else in the machine's zone.
   */
  newPhone: (signedIn?: VerifySignInResponse, options?: { timezoneId?: string }) => Promise<Page>;
  /** A browser of its own whose camera shows `first` (fake-camera.ts); closed after the test. */
  launchCamera: (first: string | GrayImage) => Promise<FakeCamera>;
  /**
   * A fresh customer's paid order of one House Lager (through the API, as createPaidOrder pays it) at `venue`, or at
   * a fresh venue (newVenue's defaults) when none is given.
   */
  newPaidOrder: (venue?: Venue) => Promise<{ venue: Venue; customer: VerifySignInResponse; order: Order }>;
  /**
   * A fresh venue (newVenue's defaults) and a fresh customer's phone at its menu, seeing every request
   * (openMenuSeeingEveryRequest: `onRequest` hears each). The caller closes the context.
   */
  newCustomerAtMenu: (options?: {
    onRequest?: (method: string, pathname: string) => void;
  }) => Promise<{ venue: Venue; customer: VerifySignInResponse; context: BrowserContext; page: Page }>;
};

/** The simulated provider's card form filled as a customer would (4242…, a future expiry, CVC and ZIP). */
export async function fillCard(page: Page, cardNumber = '4242 4242 4242 4242', cardholderName = 'Casey Customer') {
  await page.getByLabel('Cardholder name').fill(cardholderName);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP').fill('90015');
}

/**
 * A signed-in customer's phone at a location's menu, the 21+ warning closed, with no service worker: every request
 * is the page's own, so `page.route` and the page's request events see them all (a worker's requests are invisible
 * to both). The caller closes the context.
 */
export async function openMenuSeeingEveryRequest(
  browser: Browser,
  baseURL: string | undefined,
  customer: VerifySignInResponse,
  { locationId, onRequest }: { locationId: string; onRequest?: (method: string, pathname: string) => void },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...phone,
    baseURL,
    storageState: sessionStorageState(baseURL ?? '', customer),
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  if (onRequest) page.on('request', (request) => onRequest(request.method(), new URL(request.url()).pathname));
  await page.goto(`/location/${locationId}`);
  await page
    .getByRole('dialog', { name: 'Must be 21+ to order alcoholic beverages.' })
    .getByRole('button', { name: 'I understand' })
    .click();
  return { context, page };
}

/** A made venue as the journeys use it. */
function toVenue(made: MadeVenue, superAdmin: VerifySignInResponse, staff: Venue['staff']): Venue {
  return {
    vendorId: made.vendor.vendorId,
    vendorName: made.vendor.name,
    locationId: made.location.vendorLocationId,
    locationName: made.location.description,
    product(name) {
      const found = made.products.find((product) => product.name === name);
      if (!found) throw new Error(`The venue has no product named ${name}.`);
      return { productId: found.productId, name, price: (found.priceCents / 100).toFixed(2) };
    },
    superAdmin,
    staff,
  };
}

export const test = base.extend<Fixtures, { sessions: SessionBook; phoneBook: { next: () => string } }>({
  phoneBook: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      let index = 0;
      await use({ next: () => freshPhoneNumber(workerInfo.workerIndex, index++) });
    },
    { scope: 'worker' },
  ],

  newPhoneNumber: async ({ phoneBook }, use) => {
    await use(() => phoneBook.next());
  },

  newPerson: async ({ phoneBook, apiBase }, use) => {
    await use(() => signInByApi(apiBase, phoneBook.next()));
  },

  newVenue: async ({ phoneBook, apiBase }, use) => {
    await use(async (options = {}) => {
      const phoneNumber = phoneBook.next();
      const made = await createVenue(apiBase, { superAdmin: { phoneNumber, name: 'Sam Super' }, ...options });
      const superAdmin = await signInByApi(apiBase, phoneNumber);
      const staff: Venue['staff'] = async (role, name = `${role[0]}${role.slice(1).toLowerCase()} Person`) => {
        const person = phoneBook.next();
        await giveRole(apiBase, superAdmin, made.vendor.vendorId, { phoneNumber: person, name, role });
        return signInByApi(apiBase, person);
      };
      return toVenue(made, superAdmin, staff);
    });
  },

  newPaidOrder: async ({ apiBase, newPerson, newVenue }, use) => {
    await use(async (at) => {
      const venue = at ?? (await newVenue());
      const customer = await newPerson();
      const order = await createPaidOrder(apiBase, customer, {
        vendorLocationId: venue.locationId,
        cartItems: [{ productId: venue.product('House Lager').productId, quantity: 1 }],
      });
      return { venue, customer, order };
    });
  },

  newCustomerAtMenu: async ({ browser, baseURL, newPerson, newVenue }, use) => {
    await use(async ({ onRequest } = {}) => {
      const venue = await newVenue();
      // A customer of this journey only, so their order history holds only what it made.
      const customer = await newPerson();
      const { context, page } = await openMenuSeeingEveryRequest(browser, baseURL, customer, {
        locationId: venue.locationId,
        onRequest,
      });
      return { venue, customer, context, page };
    });
  },

  sessions: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('The config sets no baseURL.');
      const book = openSessionBook();
      const pending = new Map<string, Promise<VerifySignInResponse>>();
      await use({
        signIn(phoneNumber) {
          const kept = book.read(phoneNumber);
          if (kept) return Promise.resolve(kept);
          let session = pending.get(phoneNumber);
          if (!session) {
            session = book.once(phoneNumber, () => signInByApi(baseURL, phoneNumber));
            pending.set(phoneNumber, session);
            // Kept in the book once signed in; a failure is not kept, so the next journey tries again.
            void session.catch(() => {}).finally(() => pending.delete(phoneNumber));
          }
          return session;
        },
      });
    },
    { scope: 'worker' },
  ],

  cspCheck: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      cspViolations.length = 0;
      await use(undefined);
      expect(cspViolations, 'the browser reported Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  context: async ({ context }, use) => {
    await watchCsp(context);
    await use(context);
  },

  apiBase: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('The config sets no baseURL.');
    await use(baseURL);
  },

  newPhone: async ({ browser, apiBase }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (signedIn, options = {}) => {
      const context = await browser.newContext({
        ...phone,
        baseURL: apiBase,
        storageState: signedIn ? sessionStorageState(apiBase, signedIn) : undefined,
        timezoneId: options.timezoneId,
      });
      contexts.push(context);
      await watchCsp(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },

  launchCamera: async ({ apiBase }, use, testInfo) => {
    const cameras: FakeCamera[] = [];
    await use(async (first) => {
      const camera = await FakeCamera.launch(apiBase, first);
      cameras.push(camera);
      return camera;
    });
    for (const camera of cameras) {
      // The camera's browser is not the runner's, so the runner's failure screenshot misses it: keep its pages.
      if (testInfo.status !== testInfo.expectedStatus) {
        const pages = camera.browser.contexts().flatMap((context) => context.pages());
        for (const [index, page] of pages.entries()) {
          const body = await page.screenshot({ fullPage: true }).catch(() => null);
          if (body) await testInfo.attach(`camera-phone-${index + 1}`, { body, contentType: 'image/png' });
        }
      }
      await camera.close();
    }
  },
});

export { expect };

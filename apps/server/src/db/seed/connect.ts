import type { Executor } from '../client.js';
import {
  products,
  simulatedAccounts,
  vendorLocations,
  vendorPaymentAccounts,
  vendorRoles,
  vendors,
} from '../schema.js';

/** The festival's vendors paid into their own accounts (issue 42, decision 091): one onboarded, one not yet. */
export const FESTIVAL_TACOS_VENDOR_ID = 'festival-tacos';
export const FESTIVAL_TACOS_LOCATION_ID = 'FT101';
export const FESTIVAL_MERCH_VENDOR_ID = 'festival-merch';
export const FESTIVAL_MERCH_LOCATION_ID = 'FM201';
/** The tacos' simulated connected account, complete (as if its ADMIN had onboarded). */
export const FESTIVAL_TACOS_ACCOUNT_ID = 'acct_sim_festivaltacos';

const address = {
  addressLine1: '1111 S Figueroa St',
  addressLine2: 'Festival grounds',
  city: 'Los Angeles',
  state: 'CA',
  zip: '90015',
};

/**
 * Two festival vendors on `connect` at 5 % + 25¢ (fee returned in proportion with a refund): Taco Stand onboarded
 * through the simulated provider, Merch Tent not yet (its menu says it takes no card payments). The demo's ADMIN is
 * ADMIN of both, so the onboarding can be tried at once.
 */
export async function seedConnectFestival(tx: Executor, admin: { phoneNumber: string; name: string }): Promise<void> {
  await tx
    .insert(vendors)
    .values([
      { vendorId: FESTIVAL_TACOS_VENDOR_ID, name: 'Taco Stand', ...address },
      { vendorId: FESTIVAL_MERCH_VENDOR_ID, name: 'Merch Tent', ...address },
    ])
    .onConflictDoNothing();
  await tx
    .insert(vendorLocations)
    .values([
      {
        vendorLocationId: FESTIVAL_TACOS_LOCATION_ID,
        vendorId: FESTIVAL_TACOS_VENDOR_ID,
        description: 'Taco Stand',
        displayOrder: 10,
        taxRatePpm: 97_500,
      },
      {
        vendorLocationId: FESTIVAL_MERCH_LOCATION_ID,
        vendorId: FESTIVAL_MERCH_VENDOR_ID,
        description: 'Merch Tent',
        displayOrder: 10,
        taxRatePpm: 97_500,
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(products)
    .values([
      {
        productId: 'FT101-TACOS',
        vendorLocationId: FESTIVAL_TACOS_LOCATION_ID,
        name: 'Three Tacos',
        productType: 'FOOD_ITEM',
        priceCents: 1200,
        displayOrder: 10,
      },
      {
        productId: 'FT101-HORCHATA',
        vendorLocationId: FESTIVAL_TACOS_LOCATION_ID,
        name: 'Horchata',
        productType: 'NON_ALCOHOLIC_ITEM',
        priceCents: 500,
        displayOrder: 20,
      },
      {
        productId: 'FM201-TEE',
        vendorLocationId: FESTIVAL_MERCH_LOCATION_ID,
        name: 'Festival Tee',
        productType: 'MERCHANDISE',
        priceCents: 3000,
        displayOrder: 10,
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(vendorRoles)
    .values([
      { vendorId: FESTIVAL_TACOS_VENDOR_ID, phoneNumber: admin.phoneNumber, name: admin.name, role: 'ADMIN' },
      { vendorId: FESTIVAL_MERCH_VENDOR_ID, phoneNumber: admin.phoneNumber, name: admin.name, role: 'ADMIN' },
    ])
    .onConflictDoNothing();
  await tx
    .insert(simulatedAccounts)
    .values({
      accountId: FESTIVAL_TACOS_ACCOUNT_ID,
      vendorId: FESTIVAL_TACOS_VENDOR_ID,
      idempotencyKey: `vendor:${FESTIVAL_TACOS_VENDOR_ID}:connect-account`,
      onboardingSecret: 'demo-onboarding-secret-not-used',
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
    })
    .onConflictDoNothing();
  const fee = { model: 'connect' as const, feePercentBasisPoints: 500, feeFixedCents: 25 };
  await tx
    .insert(vendorPaymentAccounts)
    .values([
      {
        vendorId: FESTIVAL_TACOS_VENDOR_ID,
        ...fee,
        accountId: FESTIVAL_TACOS_ACCOUNT_ID,
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: true,
      },
      { vendorId: FESTIVAL_MERCH_VENDOR_ID, ...fee },
    ])
    .onConflictDoNothing();
}

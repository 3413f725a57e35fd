import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { createPaidOrder, signInByApi } from '../api.js';
import { demo, expect, test } from '../fixtures.js';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The customer of this journey, new to the app. */
const customerPhone = '+12135550184';

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * axe-core's WCAG 2.1 A and AA rules on the page as it is now (dialogs open included), at phone size. Answers the
 * serious and critical violations, one line each, so a failure names the rule and the first element it found.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: Violation[] };
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}×): ${v.help}, first at ${v.nodes[0]?.target.join(' ')}`);
}

async function expectAccessible(page: Page, what: string) {
  expect(await seriousViolations(page), `${what} (${page.url()})`).toEqual([]);
}

test('the customer pages and their dialogs pass axe (WCAG 2.1 AA, serious and critical) at phone size', async ({
  apiBase,
  newPhone,
}) => {
  const visitor = await newPhone();
  await visitor.goto('/location/AD708');
  const ageCheck = visitor.getByRole('dialog', { name: 'Must be 21+ to order alcoholic beverages.' });
  await expect(ageCheck).toBeVisible();
  await expectAccessible(visitor, 'the menu with the age check open');
  await ageCheck.getByRole('button', { name: 'I understand' }).click();
  await visitor.getByRole('button', { name: 'Add House Lager' }).click();
  await expect(visitor.getByRole('button', { name: /View cart, 1 item/ })).toBeVisible();
  await expectAccessible(visitor, 'the menu with a cart');
  await visitor.getByRole('button', { name: 'Select Size Queueless Tour Tee' }).click();
  await expect(visitor.getByRole('button', { name: 'XL Out of Stock' })).toBeVisible();
  await expectAccessible(visitor, 'the merchandise dialog');

  await visitor.goto('/signin');
  await expect(visitor.getByLabel('Phone number')).toBeVisible();
  await expectAccessible(visitor, 'sign-in');
  await visitor.goto('/no-such-page');
  await expect(visitor.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(visitor, 'not found');

  const customer = await signInByApi(apiBase, customerPhone);
  const order = await createPaidOrder(apiBase, customer);
  const phone = await newPhone(customer);
  await phone.goto(`/location/AD708/order/${order.orderId}/status`);
  await expect(phone.getByText(`#${order.shortOrderId}`).first()).toBeVisible();
  await expectAccessible(phone, 'the order status page');
  await phone.goto('/account');
  await expect(phone.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expectAccessible(phone, 'account');
});

test('the staff pages and their dialogs pass axe (WCAG 2.1 AA, serious and critical) at phone size', async ({
  sessions,
  newPhone,
}) => {
  const staff = await newPhone(await sessions.signIn(demo.admin));
  const pages: [path: string, heading: string | RegExp][] = [
    ['/staff/locations', 'Select Location'],
    ['/staff/location/AD708', 'Main Bar'],
    ['/staff/location/AD708/inventory', 'Manage Inventory'],
    ['/staff/location/AD708/orders', 'Order History'],
    ['/staff/location/AD708/demo-bar/users', /^Staff Profiles/],
    ['/staff/location/AD708/demo-bar/events', 'Events'],
    ['/staff/location/AD708/demo-bar/event/create', 'Create Event'],
    ['/staff/location/AD708/print', 'Print QR Codes'],
  ];
  for (const [path, heading] of pages) {
    await staff.goto(path);
    await expect(staff.getByRole('heading', { name: heading, exact: typeof heading === 'string' })).toBeVisible();
    await expectAccessible(staff, path);
  }

  // The forms and dialogs staff open most: an event with its errors, Add Staff, a price, Log out.
  await staff.getByRole('button', { name: 'Log out' }).click();
  await expect(staff.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(staff, 'the log-out confirmation');
  await staff.goto('/staff/location/AD708/demo-bar/event/create');
  await staff.getByRole('button', { name: 'Create Event' }).click();
  await expect(staff.getByText(/required/i).first()).toBeVisible();
  await expectAccessible(staff, 'the event form with its errors');
  await staff.goto('/staff/location/AD708/demo-bar/users');
  await staff.getByRole('button', { name: 'Add Staff' }).click();
  await expect(staff.getByRole('dialog')).toBeVisible();
  await expectAccessible(staff, 'the Add Staff dialog');
  await staff.goto('/staff/location/AD708/inventory');
  await staff.getByRole('button', { name: /^Edit price of House Lager/ }).click();
  await expect(staff.getByRole('textbox', { name: 'Price of House Lager' })).toBeVisible();
  await expectAccessible(staff, 'the price editor');
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures.js';

/**
 * The purchase and the bar's Ready by keyboard alone (Tab, Shift+Tab, Enter, Space, Escape; no mouse, no `fill`), with
 * where focus is asserted after every step, and every element focus passes through checked for a visible outline
 * (issue 38, decision 083). axe (accessibility.spec.ts) cannot see either.
 */

/** What has focus now, and whether it shows it: an outline of at least 1px, not none, not transparent. */
async function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '<body>', hasOutline: false };
    const style = getComputedStyle(element);
    const hasOutline =
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) >= 1 &&
      !/rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
      element.textContent?.trim().slice(0, 60);
    return { name: `${element.tagName.toLowerCase()} "${name}"`, hasOutline };
  });
}

/** Fails when the focused element shows no outline: a keyboard user cannot see where they are. */
async function expectVisibleFocus(page: Page) {
  const focused = await focusedElement(page);
  expect(focused.hasOutline, `${focused.name} has focus but no visible outline`).toBe(true);
}

/** Tab (or Shift+Tab) until `target` has focus, checking the outline of every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, most = 40 } = {}) {
  for (let step = 0; step < most; step++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${most} Tabs never reached ${target}; focus is on ${(await focusedElement(page)).name}`);
}

/** The polite live region's words (lib/announce.ts). */
function liveRegion(page: Page) {
  return page.locator('p[aria-live="polite"].sr-only');
}

test('a customer buys a beer and the bar marks it ready by keyboard alone; focus is never dropped and always shows', async ({
  newPaidOrder,
  newPerson,
  newPhone,
  newVenue,
}) => {
  const venue = await newVenue();
  const customer = await newPerson();
  const page = await newPhone(customer);
  const steps: string[] = [];
  const note = async (step: string) => steps.push(`${step} → ${(await focusedElement(page)).name}`);

  // 1. The 21+ notice opens on its one button; a key pressed in it keeps it open past its 5 s.
  await page.goto(`/location/${venue.locationId}`);
  const notice = page.getByRole('dialog', { name: 'Must be 21+ to order alcoholic beverages.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'I understand' })).toBeFocused();
  await note('the menu opens');
  // Tab from its only control leaves the page for the browser's own controls (the modal keeps it out of the menu).
  await page.keyboard.press('Tab');
  await page.waitForTimeout(6_000);
  await expect(notice).toBeVisible();
  await tabTo(page, notice.getByRole('button', { name: 'I understand' }), { back: true });
  await note('Tab, 6 s, Shift+Tab');
  // 2. Escape closes it and hands focus to the menu's heading, not to the top of the page.
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  const menuHeading = page.getByRole('heading', { level: 1 });
  await expect(menuHeading).toBeFocused();
  await note('Escape');

  // 3. Tab to Add, Enter: focus goes on to + (which adds again), and the add is said.
  await tabTo(page, page.getByRole('button', { name: 'Add House Lager' }));
  await note('Tab to Add');
  await page.keyboard.press('Enter');
  const addOneMore = page.getByRole('button', { name: 'Add one more House Lager' });
  await expect(addOneMore).toBeFocused();
  await expectVisibleFocus(page);
  await note('Enter on Add');
  await expect(liveRegion(page)).toHaveText('House Lager added');

  // 4. The cart opens on its first meaningful control (Order Now, not Remove); Escape gives focus back to the bag.
  const cartButton = page.getByRole('button', { name: /View cart, 1 item/ });
  await tabTo(page, cartButton);
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog', { name: 'Your Cart (1 item)' });
  await expect(cart.getByRole('link', { name: 'Order Now' })).toBeFocused();
  await expectVisibleFocus(page);
  await note('Enter on the cart');
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(cartButton).toBeFocused();
  await note('Escape in the cart');

  // 5. Order Now: the review page's heading takes focus.
  await tabTo(page, page.getByRole('link', { name: /Order Now/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Order Review' })).toBeFocused();
  await note('Enter on Order Now');
  // The page settles (its quote in) before the next Tab.
  await expect(page.getByRole('button', { name: /Checkout/ })).toBeEnabled();

  // 6. Checkout: the checkout page's heading takes focus.
  await tabTo(page, page.getByRole('button', { name: /Checkout/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeFocused();
  await note('Enter on Checkout');
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();

  // 7. The boxes by Space, the card typed field by field, each field showing focus.
  await tabTo(page, page.getByLabel('I agree to the Terms and Conditions.'));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('I agree to the Terms and Conditions.')).toBeChecked();
  await tabTo(page, page.getByLabel(/I am 21 or older/));
  await page.keyboard.press('Space');
  await expect(page.getByLabel(/I am 21 or older/)).toBeChecked();
  for (const [label, text] of [
    ['Cardholder name', 'Casey Customer'],
    ['Card number', '4242424242424242'],
    ['Expiry', '1230'],
    ['CVC', '123'],
    ['ZIP', '90015'],
  ] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
    await note(`Tab to ${label}, typed`);
  }

  // 8. Pay: the order's page, its heading focused.
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/[A-Z0-9]+\/status$/);
  await expect(page.getByRole('heading', { name: /^ORDER #[A-Z0-9]{6}$/ })).toBeFocused();
  await note('Enter on Pay');

  // 9. The bar: two paid orders; Ready names its order, and after it focus goes on to the next order's Ready.
  const first = await newPaidOrder(venue);
  const second = await newPaidOrder(venue);
  const bar = await newPhone(await venue.staff('STAFF'));
  const barSteps: string[] = [];
  await bar.goto(`/staff/location/${venue.locationId}`);
  const queueLink = bar.getByRole('link', { name: /Order Queue/ });
  await expect(queueLink).toBeVisible();
  await tabTo(bar, queueLink);
  await bar.keyboard.press('Enter');
  await expect(bar.getByRole('heading', { name: 'Order Queue' })).toBeFocused();
  barSteps.push(`Enter on Order Queue → ${(await focusedElement(bar)).name}`);
  const readyFirst = bar.getByRole('button', { name: `Ready, order ${first.order.shortOrderId}` });
  await expect(readyFirst).toBeVisible();
  await expect(bar.getByRole('button', { name: `Ready, order ${second.order.shortOrderId}` })).toBeVisible();
  await tabTo(bar, readyFirst);
  await bar.keyboard.press('Enter');
  await expect(
    bar.getByRole('listitem', { name: `Order ${first.order.shortOrderId}` }).getByText('Ready ✓'),
  ).toBeVisible();
  // The next waiting order's Ready: the customer's own order or the second, whichever is listed after the first.
  await expect(bar.getByRole('button', { name: /^Ready, order / })).toHaveCount(2);
  const next = await focusedElement(bar);
  expect(next.name).toMatch(/^button "Ready, order [A-Z0-9]{6}"$/);
  expect(next.name).not.toContain(first.order.shortOrderId);
  await expectVisibleFocus(bar);
  barSteps.push(`Enter on Ready ${first.order.shortOrderId} → ${next.name}`);
  await expect(liveRegion(bar)).toHaveText(`Order ${first.order.shortOrderId} ready`);
  // For the accessibility statement's pictures (docs/accessibility/), when asked.
  if (process.env.A11Y_SCREENSHOTS)
    await bar.screenshot({ path: `${process.env.A11Y_SCREENSHOTS}/after-queue-ready.png` });

  // The sound toggle: one name, its state in aria-pressed.
  await tabTo(bar, bar.getByRole('button', { name: 'Sound' }), { back: true });
  await bar.keyboard.press('Space');
  await expect(bar.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');

  test.info().annotations.push({ type: 'focus', description: [...steps, ...barSteps].join('\n') });
  console.log([...steps, ...barSteps].join('\n'));
});

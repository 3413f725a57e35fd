import { createPaidOrder } from '../../api.js';
import { expectAccessible } from '../../axe.js';
import { expect, localDigits, test } from '../../fixtures.js';

test('the customer pages and their dialogs pass axe (WCAG 2.1 AA, serious and critical) at phone size', async ({
  apiBase,
  newPerson,
  newPhoneNumber,
  newPhone,
}) => {
  // The demo's menu: its merchandise dialog with sizes is part of what is checked.
  const visitor = await newPhone();
  await visitor.goto('/location/AD708');
  const ageCheck = visitor.getByRole('dialog', { name: 'Must be 21+ to order alcoholic beverages.' });
  await expect(ageCheck).toBeVisible();
  // Someone reading it: a pointer resting on it stops its 5 s clock (decision 083). The scan can take longer than 5 s
  // on a loaded machine, and the notice closing itself under it left the click below waiting for a button gone for good.
  await ageCheck.hover();
  await expectAccessible(visitor, 'the menu with the age check open');
  await expect(ageCheck).toBeVisible();
  await ageCheck.getByRole('button', { name: 'I understand' }).click();
  await visitor.getByRole('button', { name: 'Add House Lager' }).click();
  await expect(visitor.getByRole('button', { name: /View cart, 1 item/ })).toBeVisible();
  await expectAccessible(visitor, 'the menu with a cart');
  await visitor.getByRole('button', { name: 'Select Size Queueless Tour Tee' }).click();
  await expect(visitor.getByRole('button', { name: 'XL Out of Stock' })).toBeVisible();
  await expectAccessible(visitor, 'the merchandise dialog');

  await visitor.goto('/');
  await expect(visitor.getByRole('link', { name: 'Try the demo menu' })).toBeVisible();
  await expectAccessible(visitor, 'home');
  await visitor.goto('/signin');
  await expect(visitor.getByLabel('Phone number')).toBeVisible();
  await expectAccessible(visitor, 'sign-in');
  // A phone that asks for a code and stops at the code step.
  await visitor.getByLabel('Phone number').fill(localDigits(newPhoneNumber()));
  await visitor.getByRole('button', { name: 'Send code' }).click();
  await expect(visitor.getByLabel('Verification code')).toBeVisible();
  await expectAccessible(visitor, 'sign-in, the code step');
  await visitor.goto('/no-such-page');
  await expect(visitor.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(visitor, 'not found');

  const customer = await newPerson();
  const order = await createPaidOrder(apiBase, customer);
  const phone = await newPhone(customer);
  await phone.goto(`/location/AD708/order/${order.orderId}/status`);
  await expect(phone.getByText(`#${order.shortOrderId}`).first()).toBeVisible();
  await expectAccessible(phone, 'the order status page');
  await phone.goto('/account');
  await expect(phone.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expectAccessible(phone, 'account');

  // Review and checkout, the card form with its first error included.
  await phone.goto('/location/AD708');
  await phone.getByRole('button', { name: 'I understand' }).click();
  await phone.getByRole('button', { name: 'Add House Lager' }).click();
  await phone.getByRole('link', { name: /Order Now/ }).click();
  await expect(phone.getByRole('button', { name: /Checkout/ })).toBeVisible();
  await expectAccessible(phone, 'order review');
  await phone.getByRole('button', { name: /Checkout/ }).click();
  const pay = phone.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeVisible();
  await expectAccessible(phone, 'checkout');
  await pay.click();
  await expect(phone.getByText('Please accept the terms and conditions to proceed.')).toBeVisible();
  await expectAccessible(phone, 'checkout with an error');
});

import { expect, test } from '../../fixtures.js';

test('a manager pauses ordering; the customer sees why and until when, and cannot add or check out', async ({
  newCustomerAtMenu,
  newPhone,
}) => {
  const { venue, context, page: customer } = await newCustomerAtMenu();
  // A cart from before the pause.
  await customer.getByRole('button', { name: 'Add House Lager' }).click();
  const footer = customer.getByRole('region', { name: 'Your order' }).or(customer.getByLabel('Your order'));
  await expect(customer.getByRole('link', { name: /Order Now/ })).toBeVisible();

  const manager = await newPhone(await venue.staff('MANAGER'));
  await manager.goto(`/staff/location/${venue.locationId}`);
  await expect(manager.getByText('Taking orders', { exact: true })).toBeVisible();
  await manager.getByRole('button', { name: 'Pause ordering' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Pause ordering' });
  await dialog.getByLabel('For').selectOption({ label: '10 minutes' });
  await dialog.getByLabel('Reason customers see').fill('The kitchen is catching up');
  await dialog.getByRole('button', { name: 'Pause ordering' }).click();
  await expect(manager.getByText('Ordering paused', { exact: true })).toBeVisible();
  await expect(manager.getByText('The kitchen is catching up', { exact: true })).toBeVisible();

  await customer.reload();
  await expect(customer.getByTestId('ordering-notice')).toHaveText(
    /^The kitchen is catching up, back at \d{1,2}:\d{2} (AM|PM)$/,
  );
  await expect(customer.getByRole('button', { name: 'Add one more House Lager' })).toBeDisabled();
  await expect(customer.getByRole('link', { name: /Order Now/ })).toHaveCount(0);
  await expect(footer).toHaveCount(0);

  // Resumed: the menu takes orders again.
  await manager.getByRole('button', { name: 'Resume ordering' }).click();
  await expect(manager.getByText('Taking orders', { exact: true })).toBeVisible();
  await customer.reload();
  await expect(customer.getByTestId('ordering-notice')).toHaveCount(0);
  await context.close();
});

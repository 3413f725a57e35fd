import { endpointPath, getLocationProducts, updateProduct } from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createLocation,
  createProduct,
  createStaff,
  createUser,
  createVendor,
  createVenue,
  grantRole,
  placeOrder,
  placeOrderOf,
} from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { auditLog, vendorRoles } from '../../db/schema.js';

describe('inventory', () => {
  const t = useTestAppWithFakePayments();

  const update = (vendorLocationId: string, productId: string, payload: object, headers = {}) =>
    t.app.inject({
      method: 'PUT',
      url: endpointPath(updateProduct, { vendorLocationId, productId }),
      payload,
      headers,
    });

  describe('reading a menu', () => {
    it('lists every product of a location in menu order, publicly and case-insensitively', async () => {
      const vendor = await createVendor(t.app);
      const location = await createLocation(t.app, vendor.vendorId);
      const other = await createLocation(t.app, vendor.vendorId);
      const at = (overrides: Parameters<typeof createProduct>[2]) =>
        createProduct(t.app, location.vendorLocationId, overrides);
      const cheap = await at({ name: 'Cheap', displayOrder: 10, priceCents: 500 });
      const dear = await at({ name: 'Dear', displayOrder: 10, priceCents: 900 });
      const first = await at({ name: 'First', displayOrder: 1, priceCents: 100 });
      const off = await at({ name: 'Off', isAvailable: false });
      const tee = await at({
        name: 'Tee',
        productType: 'MERCHANDISE',
        groupId: 'TEE',
        variantName: 'XL',
        priceCents: 3000,
        originalPriceCents: 3300,
        trackQuantity: true,
        quantityAvailable: 0,
        imageUrls: ['/front.svg', '/back.svg'],
        description: 'Soft cotton.',
        productTaxCode: 'txcd_99999999',
      });
      await createProduct(t.app, other.vendorLocationId, { name: 'Elsewhere' });

      const response = await t.app.inject({
        url: endpointPath(getLocationProducts, { vendorLocationId: location.vendorLocationId.toLowerCase() }),
      });
      expect(response.statusCode).toBe(200);
      const items = response.json().items;
      expect(items.map((p: { productId: string }) => p.productId)).toEqual([
        first.productId,
        dear.productId,
        cheap.productId,
        tee.productId,
        off.productId,
      ]);
      expect(items.find((p: { productId: string }) => p.productId === tee.productId)).toEqual({
        productId: tee.productId,
        vendorLocationId: location.vendorLocationId,
        name: 'Tee',
        description: 'Soft cotton.',
        productType: 'MERCHANDISE',
        price: '30.00',
        originalPrice: '33.00',
        displayOrder: 100,
        groupId: 'TEE',
        variantName: 'XL',
        isAvailable: true,
        trackQuantity: true,
        quantity: { available: 0 },
        isSoldOut: true,
        imageUrls: ['/front.svg', '/back.svg'],
        productTaxCode: 'txcd_99999999',
        depositPercent: null,
        version: 1,
        // Issue 39: no groups, allergens or dietary tags; merchandise needs no ID check; not a combo.
        optionGroupIds: [],
        optionGroups: [],
        allergens: [],
        dietary: [],
        idRequired: false,
        comboSlots: null,
      });
      expect(items.find((p: { productId: string }) => p.productId === off.productId)).toMatchObject({
        isAvailable: false,
        isSoldOut: false,
        quantity: { available: null },
        originalPrice: null,
      });

      const missing = await t.app.inject({ url: endpointPath(getLocationProducts, { vendorLocationId: 'NOWHERE' }) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('NOT_FOUND');
    });
  });

  describe('staff changing a product', () => {
    it('lets staff of the vendor change availability and price, audited, and the menu shows it at once', async () => {
      const { vendor, location, product } = await createVenue(t.app, { priceCents: 800 });
      const staff = await createStaff(t.app, vendor.vendorId);

      const priced = await update(location.vendorLocationId, product.productId, { price: '9.5' }, staff.auth);
      expect(priced.statusCode).toBe(200);
      expect(priced.json().item).toMatchObject({ productId: product.productId, price: '9.50', isAvailable: true });

      const menu = await t.app.inject({
        url: endpointPath(getLocationProducts, { vendorLocationId: location.vendorLocationId }),
      });
      expect(menu.json().items[0]).toMatchObject({ price: '9.50' });
      const customer = await createUser(t.app);
      const order = await placeOrder(t.app, customer, {
        vendorLocationId: location.vendorLocationId,
        cartItems: [{ productId: product.productId, quantity: 1, price: '8.00' }],
      });
      expect(order.json().order.subtotal).toBe('9.50');

      const switchedOff = await update(
        location.vendorLocationId.toLowerCase(),
        product.productId,
        { isAvailable: false },
        staff.auth,
      );
      expect(switchedOff.json().item).toMatchObject({ isAvailable: false, price: '9.50' });
      const menuAfter = await t.app.inject({
        url: endpointPath(getLocationProducts, { vendorLocationId: location.vendorLocationId }),
      });
      expect(menuAfter.json().items[0].isAvailable).toBe(false);
      const refused = await placeOrderOf(t.app, customer, product);
      expect(refused.json().error.code).toBe('PRODUCT_UNAVAILABLE');

      const audit = await t.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, product.productId), eq(auditLog.action, 'product.update')))
        .orderBy(auditLog.id);
      expect(audit).toHaveLength(2);
      expect(audit[0]).toMatchObject({
        actorUserId: staff.userId,
        vendorId: vendor.vendorId,
        entityType: 'product',
        details: {
          vendorLocationId: location.vendorLocationId,
          before: { isAvailable: true, price: '8.00' },
          after: { isAvailable: true, price: '9.50' },
        },
      });
      expect(audit[1]?.details).toMatchObject({ before: { isAvailable: true }, after: { isAvailable: false } });
    });

    it('refuses everyone else, and a removed role at once', async () => {
      const { vendor, location, product } = await createVenue(t.app);
      const otherVendor = await createVendor(t.app);
      const staff = await createUser(t.app);
      const outsider = await createUser(t.app);
      const nobody = await createUser(t.app);
      await grantRole(t.app, vendor.vendorId, staff, 'MANAGER');
      await grantRole(t.app, otherVendor.vendorId, outsider, 'SUPER_ADMIN');
      const change = { isAvailable: false };

      expect((await update(location.vendorLocationId, product.productId, change)).statusCode).toBe(401);
      const foreign = await update(location.vendorLocationId, product.productId, change, outsider.auth);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error.code).toBe('FORBIDDEN');
      expect((await update(location.vendorLocationId, product.productId, change, nobody.auth)).statusCode).toBe(403);

      expect((await update(location.vendorLocationId, product.productId, change, staff.auth)).statusCode).toBe(200);
      await grantRole(t.app, vendor.vendorId, staff, 'STAFF');
      expect((await update(location.vendorLocationId, product.productId, change, staff.auth)).statusCode).toBe(200);
      await t.app.database.db
        .delete(vendorRoles)
        .where(and(eq(vendorRoles.vendorId, vendor.vendorId), eq(vendorRoles.phoneNumber, staff.phoneNumber)));
      expect((await update(location.vendorLocationId, product.productId, change, staff.auth)).statusCode).toBe(403);

      const audit = await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, product.productId));
      expect(audit).toHaveLength(2);
    });

    it('refuses another location’s product, unknown products and bad prices', async () => {
      const { vendor, location, product } = await createVenue(t.app);
      const sibling = await createLocation(t.app, vendor.vendorId);
      const staff = await createStaff(t.app, vendor.vendorId);

      const wrongPlace = await update(sibling.vendorLocationId, product.productId, { price: '1.00' }, staff.auth);
      expect(wrongPlace.statusCode).toBe(404);
      expect((await update(location.vendorLocationId, 'NO-SUCH', { price: '1.00' }, staff.auth)).statusCode).toBe(404);
      expect((await update('NOWHERE', product.productId, { price: '1.00' }, staff.auth)).statusCode).toBe(404);

      for (const price of ['8.999', 'abc', '-1', '1e3', '8.']) {
        const response = await update(location.vendorLocationId, product.productId, { price }, staff.auth);
        expect(response.statusCode, price).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'body.price: Price must be a valid number with up to 2 decimal places.',
        });
      }
      const empty = await update(location.vendorLocationId, product.productId, { price: '' }, staff.auth);
      expect(empty.json().error.message).toBe('body.price: Price is required.');
      const nothing = await update(location.vendorLocationId, product.productId, {}, staff.auth);
      expect(nothing.statusCode).toBe(400);
      const free = await update(location.vendorLocationId, product.productId, { price: '0' }, staff.auth);
      expect(free.json().item.price).toBe('0.00');
    });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createAnalyticsRepo } from '../../modules/analytics/analytics.repo.js';
import { DEMO_LOCATION_ID, DEMO_VENDOR_ID, seedDemo } from '../seed.js';

const NOW = new Date('2026-11-26T18:00:00Z');
type Row = Record<string, unknown>;

/** The demo bar's reporting history carries the choices its menu asks for (issue 39): a report has figures. */
describe('the demo history’s options', () => {
  let t: TestApp;
  const rows = async (query: ReturnType<typeof sql>) =>
    (await t.app.database.db.execute(query)) as unknown as { rows: Row[] };
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.database.db, NOW);
  });
  afterAll(async () => t.close());

  it('gives every generated line of a product with a required group one option of that group', async () => {
    const { rows: missing } = await rows(sql`
      select i.order_id, i.line_no, g.name from order_items i
      join product_option_groups pg on pg.product_id = i.product_id
      join option_groups g on g.option_group_id = pg.option_group_id and g.min_selections >= 1
      where i.order_id like 'DEMOAN%'
        and not exists (select 1 from jsonb_array_elements(i.options) o where o->>'optionGroupId' = g.option_group_id)`);
    expect(missing).toEqual([]);
    const { rows: withOptions } = await rows(
      sql`select count(*)::int as n from order_items where order_id like 'DEMOAN%' and jsonb_array_length(options) > 0`,
    );
    expect(Number(withOptions[0]?.n)).toBeGreaterThan(10);
  });

  it('prices each line as its product plus its options, as an order made today would be', async () => {
    const { rows: wrong } = await rows(sql`
      select i.order_id, i.line_no from order_items i join products p on p.product_id = i.product_id
      where i.order_id like 'DEMOAN%' and i.price_cents <> p.price_cents + coalesce(
        (select sum((o->>'priceDeltaCents')::int * (o->>'quantity')::int) from jsonb_array_elements(i.options) o), 0)`);
    expect(wrong).toEqual([]);
    const { rows: combos } = await rows(sql`
      select count(*)::int as n from order_items i join products p on p.product_id = i.product_id
      where i.order_id like 'DEMOAN%' and p.combo_slots is not null`);
    expect(Number(combos[0]?.n)).toBe(0);
  });

  it('shows in the option-sales report of the demo’s month', async () => {
    const sales = await createAnalyticsRepo(t.app.database.db).optionSales({
      vendorId: DEMO_VENDOR_ID,
      vendorLocationId: DEMO_LOCATION_ID,
      after: new Date('2026-11-01T08:00:00Z'),
      before: new Date('2026-12-01T08:00:00Z'),
    });
    const names = sales.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Espolòn', 'Don Julio', 'Medium']));
    const donJulio = sales.find((row) => row.name === 'Don Julio');
    expect(donJulio?.revenueCents).toBe(400 * (donJulio?.count ?? 0));
  });
});

import type { Role, VendorRoleBody } from '@queueless/contracts';
import { endpointPath, getUserRole, listVendorRoles, updateVendorRole } from '@queueless/contracts';
import { and, asc, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse as Reply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaff,
  createUser,
  createVendor,
  grantRole,
  type TestUser,
  uniquePhone,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, vendorRoles } from '../../db/schema.js';

const ROLES: Role[] = ['STAFF', 'MANAGER', 'ADMIN', 'SUPER_ADMIN'];

/** What a cell of the matrix expects: the change is made, or refused with this code (403 both). */
type Outcome = 'ok' | 'FORBIDDEN' | 'ROLE_NOT_ALLOWED';
const ok: Outcome = 'ok';
const F: Outcome = 'FORBIDDEN';
const N: Outcome = 'ROLE_NOT_ALLOWED';

/**
 * The role-assignment rule of the spec's README, written out cell by cell. Columns are always
 * STAFF, MANAGER, ADMIN, SUPER_ADMIN. STAFF may not manage staff at all (FORBIDDEN); otherwise an
 * actor may give a role, and change or remove someone, only when it may assign that role.
 */
/** Actor (row) adds a new person with the column's role. */
const CREATE: Record<Role, Outcome[]> = {
  STAFF: [F, F, F, F],
  MANAGER: [ok, ok, N, N],
  ADMIN: [ok, ok, ok, N],
  SUPER_ADMIN: [ok, ok, ok, ok],
};
/** Actor (outer key) changes someone who holds the inner key's role to the column's role. */
const UPDATE: Record<Role, Record<Role, Outcome[]>> = {
  STAFF: {
    STAFF: [F, F, F, F],
    MANAGER: [F, F, F, F],
    ADMIN: [F, F, F, F],
    SUPER_ADMIN: [F, F, F, F],
  },
  MANAGER: {
    STAFF: [ok, ok, N, N],
    MANAGER: [ok, ok, N, N],
    ADMIN: [N, N, N, N],
    SUPER_ADMIN: [N, N, N, N],
  },
  ADMIN: {
    STAFF: [ok, ok, ok, N],
    MANAGER: [ok, ok, ok, N],
    ADMIN: [ok, ok, ok, N],
    SUPER_ADMIN: [N, N, N, N],
  },
  SUPER_ADMIN: {
    STAFF: [ok, ok, ok, ok],
    MANAGER: [ok, ok, ok, ok],
    ADMIN: [ok, ok, ok, ok],
    SUPER_ADMIN: [ok, ok, ok, ok],
  },
};
/** Actor (row) removes someone who holds the column's role. */
const DELETE: Record<Role, Outcome[]> = {
  STAFF: [F, F, F, F],
  MANAGER: [ok, ok, N, N],
  ADMIN: [ok, ok, ok, N],
  SUPER_ADMIN: [ok, ok, ok, ok],
};

const column = (role: Role) => ROLES.indexOf(role);
const errorCode = (reply: Reply) => reply.json().error?.code;

describe('staff roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const rolesUrl = (vendorId: string) => endpointPath(listVendorRoles, { vendorId });
  const roleUrl = (vendorId: string, phoneNumber: string) => endpointPath(updateVendorRole, { vendorId, phoneNumber });

  const listRoles = (actor: TestUser | null, vendorId: string) =>
    t.app.inject({ url: rolesUrl(vendorId), headers: actor?.auth });
  const createRole = (
    actor: TestUser | null,
    vendorId: string,
    payload: Partial<Record<keyof VendorRoleBody, unknown>>,
  ) => t.app.inject({ method: 'POST', url: rolesUrl(vendorId), headers: actor?.auth, payload });
  const updateRole = (
    actor: TestUser | null,
    vendorId: string,
    phoneNumber: string,
    payload: Partial<Record<keyof VendorRoleBody, unknown>>,
  ) => t.app.inject({ method: 'PUT', url: roleUrl(vendorId, phoneNumber), headers: actor?.auth, payload });
  const removeRole = (actor: TestUser | null, vendorId: string, phoneNumber: string) =>
    t.app.inject({ method: 'DELETE', url: roleUrl(vendorId, phoneNumber), headers: actor?.auth });
  /** The edit form's body: everything as stored, with the new role. */
  const setRole = (actor: TestUser, vendorId: string, phoneNumber: string, role: Role, name = 'Changed Name') =>
    updateRole(actor, vendorId, phoneNumber, { phoneNumber, vendorId, name, role });

  async function storedRole(vendorId: string, phoneNumber: string) {
    const [row] = await t.app.database.db
      .select()
      .from(vendorRoles)
      .where(and(eq(vendorRoles.vendorId, vendorId), eq(vendorRoles.phoneNumber, phoneNumber)));
    return row;
  }

  async function superAdmins(vendorId: string) {
    const rows = await t.app.database.db
      .select()
      .from(vendorRoles)
      .where(and(eq(vendorRoles.vendorId, vendorId), eq(vendorRoles.role, 'SUPER_ADMIN')));
    return rows.map((row) => row.phoneNumber).sort();
  }

  const roleAudits = (vendorId: string) =>
    t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.vendorId, vendorId), like(auditLog.action, 'role.%')))
      .orderBy(asc(auditLog.id));

  /** A vendor with the actor at `actorRole`, plus a SUPER_ADMIN owner so the last-one rule never decides a cell. */
  async function vendorWithActor(actorRole: Role) {
    const vendor = await createVendor(t.app);
    const actor = await createUser(t.app);
    const owner = await createUser(t.app);
    await grantRole(t.app, vendor.vendorId, actor, actorRole);
    await grantRole(t.app, vendor.vendorId, owner, 'SUPER_ADMIN');
    return { vendorId: vendor.vendorId, actor, owner };
  }

  /** Someone with a role at the vendor who has never signed in. */
  async function addPerson(vendorId: string, role: Role) {
    const phoneNumber = uniquePhone();
    await grantRole(t.app, vendorId, { phoneNumber }, role);
    return phoneNumber;
  }

  function expectOutcome(reply: Reply, outcome: Outcome, okStatus: number) {
    if (outcome === 'ok') {
      expect(reply.statusCode, reply.body).toBe(okStatus);
    } else {
      expect(reply.statusCode, reply.body).toBe(403);
      expect(errorCode(reply)).toBe(outcome);
    }
  }

  describe('the role-assignment matrix', () => {
    const createCases = ROLES.flatMap((actor) =>
      ROLES.map((role) => ({ actor, role, outcome: CREATE[actor][column(role)]! })),
    );
    it.each(createCases)('$actor adds someone as $role: $outcome', async ({ actor: actorRole, role, outcome }) => {
      const { vendorId, actor } = await vendorWithActor(actorRole);
      const phoneNumber = uniquePhone();

      const reply = await createRole(actor, vendorId, { phoneNumber, vendorId, name: 'New Person', role });

      expectOutcome(reply, outcome, 201);
      const stored = await storedRole(vendorId, phoneNumber);
      if (outcome === 'ok') {
        expect(reply.json()).toEqual({ vendorRole: { phoneNumber, vendorId, name: 'New Person', role } });
        expect(stored).toMatchObject({ name: 'New Person', role });
      } else {
        expect(stored).toBeUndefined();
      }
    });

    const updateCases = ROLES.flatMap((actor) =>
      ROLES.flatMap((from) => ROLES.map((to) => ({ actor, from, to, outcome: UPDATE[actor][from][column(to)]! }))),
    );
    it.each(updateCases)('$actor changes a $from to $to: $outcome', async ({ actor: actorRole, from, to, outcome }) => {
      const { vendorId, actor } = await vendorWithActor(actorRole);
      const phoneNumber = await addPerson(vendorId, from);

      const reply = await setRole(actor, vendorId, phoneNumber, to);

      expectOutcome(reply, outcome, 200);
      const stored = await storedRole(vendorId, phoneNumber);
      if (outcome === 'ok') {
        expect(reply.json().vendorRole).toEqual({ phoneNumber, vendorId, name: 'Changed Name', role: to });
        expect(stored).toMatchObject({ name: 'Changed Name', role: to });
      } else {
        expect(stored).toMatchObject({ name: `${from} person`, role: from });
      }
    });

    const deleteCases = ROLES.flatMap((actor) =>
      ROLES.map((target) => ({ actor, target, outcome: DELETE[actor][column(target)]! })),
    );
    it.each(deleteCases)('$actor removes a $target: $outcome', async ({ actor: actorRole, target, outcome }) => {
      const { vendorId, actor } = await vendorWithActor(actorRole);
      const phoneNumber = await addPerson(vendorId, target);

      const reply = await removeRole(actor, vendorId, phoneNumber);

      expectOutcome(reply, outcome, 204);
      const stored = await storedRole(vendorId, phoneNumber);
      if (outcome === 'ok') {
        expect(reply.body).toBe('');
        expect(stored).toBeUndefined();
      } else {
        expect(stored).toMatchObject({ role: target });
      }
    });
  });

  describe('reading the staff list', () => {
    it('lists everyone at the vendor by name for MANAGER and above', async () => {
      const { vendorId, actor, owner } = await vendorWithActor('MANAGER');
      const zoe = uniquePhone();
      await t.app.database.db.insert(vendorRoles).values({ vendorId, phoneNumber: zoe, name: 'zoe', role: 'STAFF' });
      const elsewhere = await createVendor(t.app);
      await addPerson(elsewhere.vendorId, 'STAFF');

      for (const role of ['MANAGER', 'ADMIN', 'SUPER_ADMIN'] as const) {
        await grantRole(t.app, vendorId, actor, role);
        const reply = await listRoles(actor, vendorId);
        expect(reply.statusCode).toBe(200);
        expect(reply.json().items).toEqual([
          { phoneNumber: actor.phoneNumber, vendorId, name: 'MANAGER person', role },
          { phoneNumber: owner.phoneNumber, vendorId, name: 'SUPER_ADMIN person', role: 'SUPER_ADMIN' },
          { phoneNumber: zoe, vendorId, name: 'zoe', role: 'STAFF' },
        ]);
      }
    });

    it('refuses STAFF, staff of another vendor and anonymous callers', async () => {
      const { vendorId, actor } = await vendorWithActor('STAFF');
      const other = await vendorWithActor('SUPER_ADMIN');

      expect(errorCode(await listRoles(actor, vendorId))).toBe('FORBIDDEN');
      expect((await listRoles(other.actor, vendorId)).statusCode).toBe(403);
      const anonymous = await listRoles(null, vendorId);
      expect(anonymous.statusCode).toBe(401);
      expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
    });
  });

  describe('what nobody may do', () => {
    it.each(['MANAGER', 'ADMIN', 'SUPER_ADMIN'] as const)(
      'a %s may neither change nor remove their own role',
      async (role) => {
        const { vendorId, actor } = await vendorWithActor(role);

        for (const to of ROLES) {
          const reply = await setRole(actor, vendorId, actor.phoneNumber, to);
          expect(reply.statusCode).toBe(403);
          expect(errorCode(reply)).toBe('ROLE_NOT_ALLOWED');
        }
        const removal = await removeRole(actor, vendorId, actor.phoneNumber);
        expect(removal.statusCode).toBe(403);
        expect(errorCode(removal)).toBe('ROLE_NOT_ALLOWED');
        expect(await storedRole(vendorId, actor.phoneNumber)).toMatchObject({ role, name: `${role} person` });
      },
    );

    it('the last SUPER_ADMIN can be neither demoted nor removed', async () => {
      const vendor = await createVendor(t.app);
      const only = await createStaff(t.app, vendor.vendorId, 'SUPER_ADMIN');
      // Only a SUPER_ADMIN may touch a SUPER_ADMIN, and nobody themselves: the sole one is out of everyone's reach.
      const admin = await createStaff(t.app, vendor.vendorId, 'ADMIN');

      for (const to of ['STAFF', 'MANAGER', 'ADMIN'] as const) {
        expect(errorCode(await setRole(only, vendor.vendorId, only.phoneNumber, to))).toBe('ROLE_NOT_ALLOWED');
        expect(errorCode(await setRole(admin, vendor.vendorId, only.phoneNumber, to))).toBe('ROLE_NOT_ALLOWED');
      }
      expect(errorCode(await removeRole(only, vendor.vendorId, only.phoneNumber))).toBe('ROLE_NOT_ALLOWED');
      expect(errorCode(await removeRole(admin, vendor.vendorId, only.phoneNumber))).toBe('ROLE_NOT_ALLOWED');
      expect(await superAdmins(vendor.vendorId)).toEqual([only.phoneNumber]);
    });

    it.runIf(process.env.DATABASE_URL)(
      'a demotion that waited on the lock sees the one before it and keeps the last SUPER_ADMIN (PostgreSQL)',
      async () => {
        const vendor = await createVendor(t.app);
        const a = await createUser(t.app);
        const b = await createUser(t.app);
        await grantRole(t.app, vendor.vendorId, a, 'SUPER_ADMIN');
        await grantRole(t.app, vendor.vendorId, b, 'SUPER_ADMIN');

        // Hold the vendor's SUPER_ADMIN rows as a's demotion of b would, let b's demotion of a queue
        // behind them, then finish a's change.
        let pending: ReturnType<typeof setRole> | undefined;
        await t.app.database.db.transaction(async (tx) => {
          await tx
            .select()
            .from(vendorRoles)
            .where(and(eq(vendorRoles.vendorId, vendor.vendorId), eq(vendorRoles.role, 'SUPER_ADMIN')))
            .orderBy(asc(vendorRoles.phoneNumber))
            .for('update');
          pending = setRole(b, vendor.vendorId, a.phoneNumber, 'ADMIN');
          await waitForLockWaiters(1);
          await tx
            .update(vendorRoles)
            .set({ role: 'ADMIN' })
            .where(and(eq(vendorRoles.vendorId, vendor.vendorId), eq(vendorRoles.phoneNumber, b.phoneNumber)));
        });

        const reply = await pending!;
        expect(reply.statusCode, reply.body).toBe(409);
        expect(errorCode(reply)).toBe('LAST_SUPER_ADMIN');
        expect(await superAdmins(vendor.vendorId)).toEqual([a.phoneNumber]);
      },
    );

    it('two SUPER_ADMINs demoting or removing each other at once never leave the vendor without one (20 rounds)', async () => {
      const vendor = await createVendor(t.app);
      const a = await createUser(t.app);
      const b = await createUser(t.app);
      const losers: Record<string, number> = {};

      for (let round = 0; round < 20; round++) {
        await grantRole(t.app, vendor.vendorId, a, 'SUPER_ADMIN');
        await grantRole(t.app, vendor.vendorId, b, 'SUPER_ADMIN');

        const replies = await Promise.all([
          round % 2 === 0
            ? setRole(a, vendor.vendorId, b.phoneNumber, 'ADMIN')
            : removeRole(a, vendor.vendorId, b.phoneNumber),
          setRole(b, vendor.vendorId, a.phoneNumber, 'MANAGER'),
        ]);

        expect(await superAdmins(vendor.vendorId), `round ${round}`).toHaveLength(1);
        const statuses = replies.map((reply) => reply.statusCode);
        expect(
          statuses.filter((status) => status < 300),
          `round ${round}: ${statuses}`,
        ).toHaveLength(1);
        for (const reply of replies.filter((r) => r.statusCode >= 300)) {
          // 409 when the two overlapped; 403 when the loser started after the winner had demoted or removed it.
          expect(['LAST_SUPER_ADMIN', 'ROLE_NOT_ALLOWED', 'FORBIDDEN'], reply.body).toContain(errorCode(reply));
          losers[errorCode(reply)] = (losers[errorCode(reply)] ?? 0) + 1;
        }
      }
      expect(Object.values(losers).reduce((sum, n) => sum + n, 0)).toBe(20);
    });

    it('staff of another vendor can change nothing here, whatever their role there', async () => {
      const { vendorId } = await vendorWithActor('SUPER_ADMIN');
      const outsider = (await vendorWithActor('SUPER_ADMIN')).actor;
      const phoneNumber = await addPerson(vendorId, 'STAFF');

      const replies = [
        await createRole(outsider, vendorId, { phoneNumber: uniquePhone(), vendorId, name: 'X', role: 'STAFF' }),
        await setRole(outsider, vendorId, phoneNumber, 'MANAGER'),
        await removeRole(outsider, vendorId, phoneNumber),
      ];
      for (const reply of replies) {
        expect(reply.statusCode).toBe(403);
        expect(errorCode(reply)).toBe('FORBIDDEN');
      }
      expect(await storedRole(vendorId, phoneNumber)).toMatchObject({ role: 'STAFF' });
      expect(await roleAudits(vendorId)).toEqual([]);
    });

    it('a demoted manager loses staff management on the very next call', async () => {
      const { vendorId, actor: manager, owner } = await vendorWithActor('MANAGER');
      expect((await listRoles(manager, vendorId)).statusCode).toBe(200);

      expect((await setRole(owner, vendorId, manager.phoneNumber, 'STAFF')).statusCode).toBe(200);

      expect(errorCode(await listRoles(manager, vendorId))).toBe('FORBIDDEN');
      const create = await createRole(manager, vendorId, {
        phoneNumber: uniquePhone(),
        vendorId,
        name: 'Sneaky',
        role: 'STAFF',
      });
      expect(errorCode(create)).toBe('FORBIDDEN');
    });
  });

  describe('changes', () => {
    it('a new staff member holds the role at once, under the canonical form of their number', async () => {
      const { vendorId, actor } = await vendorWithActor('ADMIN');
      const newcomer = await createUser(t.app);
      const roleUrlOfNewcomer = endpointPath(getUserRole, { vendorId });
      expect((await t.app.inject({ url: roleUrlOfNewcomer, headers: newcomer.auth })).json()).toEqual({
        vendorRole: null,
      });

      // A US number with the country code typed twice is the same phone.
      const typed = `+1${newcomer.phoneNumber.slice(1)}`;
      const reply = await createRole(actor, vendorId, {
        phoneNumber: typed,
        vendorId,
        name: '  Sam Rivera  ',
        role: 'MANAGER',
      });
      expect(reply.statusCode, reply.body).toBe(201);
      expect(reply.json().vendorRole).toEqual({
        phoneNumber: newcomer.phoneNumber,
        vendorId,
        name: 'Sam Rivera',
        role: 'MANAGER',
      });
      expect((await t.app.inject({ url: roleUrlOfNewcomer, headers: newcomer.auth })).json().vendorRole).toMatchObject({
        role: 'MANAGER',
      });
      expect((await listRoles(newcomer, vendorId)).statusCode).toBe(200);
    });

    it('adding a number that already has a role is a 409 ROLE_EXISTS, and changes nothing', async () => {
      const { vendorId, actor } = await vendorWithActor('SUPER_ADMIN');
      const phoneNumber = await addPerson(vendorId, 'STAFF');

      const reply = await createRole(actor, vendorId, { phoneNumber, vendorId, name: 'Again', role: 'MANAGER' });
      expect(reply.statusCode).toBe(409);
      expect(errorCode(reply)).toBe('ROLE_EXISTS');
      expect(await storedRole(vendorId, phoneNumber)).toMatchObject({ role: 'STAFF', name: 'STAFF person' });
    });

    it('adds the same new number once under 10 parallel adds', async () => {
      const { vendorId, actor } = await vendorWithActor('SUPER_ADMIN');
      const phoneNumber = uniquePhone();

      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          createRole(actor, vendorId, { phoneNumber, vendorId, name: 'Once', role: 'STAFF' }),
        ),
      );
      expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
      for (const reply of replies.filter((r) => r.statusCode !== 201)) expect(errorCode(reply)).toBe('ROLE_EXISTS');
      expect((await roleAudits(vendorId)).filter((row) => row.action === 'role.create')).toHaveLength(1);
    });

    it('changing or removing someone who has no role here is a 404', async () => {
      const { vendorId, actor } = await vendorWithActor('SUPER_ADMIN');
      const nobody = uniquePhone();
      expect((await setRole(actor, vendorId, nobody, 'STAFF')).statusCode).toBe(404);
      expect((await removeRole(actor, vendorId, nobody)).statusCode).toBe(404);
    });

    it('writes an audit row for every change, in the same transaction, and none for a refusal', async () => {
      const { vendorId, actor } = await vendorWithActor('ADMIN');
      const phoneNumber = uniquePhone();

      await createRole(actor, vendorId, { phoneNumber, vendorId, name: 'Ana', role: 'STAFF' });
      await updateRole(actor, vendorId, phoneNumber, { phoneNumber, vendorId, name: 'Ana B', role: 'MANAGER' });
      await setRole(actor, vendorId, phoneNumber, 'SUPER_ADMIN'); // refused
      await removeRole(actor, vendorId, phoneNumber);

      const rows = await roleAudits(vendorId);
      const base = { actorUserId: actor.userId, vendorId, entityType: 'vendor_role', entityId: phoneNumber };
      const ana = { phoneNumber, vendorId, name: 'Ana', role: 'STAFF' };
      const anaB = { phoneNumber, vendorId, name: 'Ana B', role: 'MANAGER' };
      expect(rows).toEqual([
        expect.objectContaining({ ...base, action: 'role.create', details: { before: null, after: ana } }),
        expect.objectContaining({ ...base, action: 'role.update', details: { before: ana, after: anaB } }),
        expect.objectContaining({ ...base, action: 'role.delete', details: { before: anaB, after: null } }),
      ]);
    });
  });

  describe('validation', () => {
    it('asks for name, phone and role, each with its own message', async () => {
      const { vendorId, actor } = await vendorWithActor('SUPER_ADMIN');

      const reply = await createRole(actor, vendorId, { vendorId, name: '   ', phoneNumber: '', role: '' });
      expect(reply.statusCode).toBe(400);
      expect(errorCode(reply)).toBe('VALIDATION_FAILED');
      expect(reply.json().error.details).toEqual([
        { field: 'body.phoneNumber', message: 'Phone number is required.' },
        { field: 'body.name', message: 'Name is required.' },
        { field: 'body.role', message: 'Role is required.' },
      ]);

      const missing = await createRole(actor, vendorId, { vendorId });
      expect(missing.json().error.details.map((d: { message: string }) => d.message)).toEqual([
        'Phone number is required.',
        'Name is required.',
        'Role is required.',
      ]);
    });

    it.each([
      ['a name over 80 characters', { name: 'x'.repeat(81) }, 'body.name', 'VALIDATION_FAILED'],
      ['an unknown role', { role: 'OWNER' }, 'body.role', 'VALIDATION_FAILED'],
      [
        'a number not in international format',
        { phoneNumber: '(213) 555-0123' },
        'body.phoneNumber',
        'VALIDATION_FAILED',
      ],
      [
        'a number that is not a mobile number',
        { phoneNumber: '+442079460000' },
        'body.phoneNumber',
        'INVALID_PHONE_NUMBER',
      ],
      ['another vendor in the body', { vendorId: 'someone-else' }, 'body.vendorId', 'VALIDATION_FAILED'],
    ])('refuses %s with a 400', async (_case, change, field, code) => {
      const { vendorId, actor } = await vendorWithActor('SUPER_ADMIN');
      const body = { phoneNumber: uniquePhone(), vendorId, name: 'Valid Name', role: 'STAFF', ...change };

      const reply = await createRole(actor, vendorId, body);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(errorCode(reply)).toBe(code);
      expect(reply.json().error.details).toEqual([expect.objectContaining({ field })]);
      expect(await roleAudits(vendorId)).toEqual([]);
    });

    it('keeps the phone number of a role: an update naming another number is a 400', async () => {
      const { vendorId, actor } = await vendorWithActor('SUPER_ADMIN');
      const phoneNumber = await addPerson(vendorId, 'STAFF');

      const reply = await updateRole(actor, vendorId, phoneNumber, {
        phoneNumber: uniquePhone(),
        vendorId,
        name: 'Moved',
        role: 'STAFF',
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.details).toEqual([expect.objectContaining({ field: 'body.phoneNumber' })]);
      const badPath = await removeRole(actor, vendorId, 'not-a-phone');
      expect(badPath.statusCode).toBe(400);
      expect(await storedRole(vendorId, phoneNumber)).toMatchObject({ name: 'STAFF person' });
    });
  });

  /** Waits until `count` sessions of this test database wait on a row lock. */
  async function waitForLockWaiters(count: number) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const [row] = await t.app.database.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((row?.waiting ?? 0) >= count) return;
      if (Date.now() > deadline) throw new Error('the request never waited on the lock');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
});

import { describe, expect, it } from 'vitest';
import { canManageStaff, roleOptionsFor } from './role-options';

describe('roleOptionsFor', () => {
  it('gives a SUPER_ADMIN every role', () => {
    expect(roleOptionsFor('SUPER_ADMIN')).toEqual(['STAFF', 'MANAGER', 'ADMIN', 'SUPER_ADMIN']);
  });

  it('gives an ADMIN every role but SUPER_ADMIN', () => {
    expect(roleOptionsFor('ADMIN')).toEqual(['STAFF', 'MANAGER', 'ADMIN']);
  });

  it('gives a MANAGER STAFF and MANAGER, and STAFF (who never reach staff management) nothing', () => {
    expect(roleOptionsFor('MANAGER')).toEqual(['STAFF', 'MANAGER']);
    expect(roleOptionsFor('STAFF')).toEqual([]);
  });
});

describe('canManageStaff', () => {
  const person = (role: 'STAFF' | 'MANAGER' | 'ADMIN' | 'SUPER_ADMIN', phoneNumber = '+12135550199') => ({
    role,
    phoneNumber,
  });

  it('lets an actor change people whose role it may give', () => {
    expect(canManageStaff(person('MANAGER', '+12135550103'), person('STAFF'))).toBe(true);
    expect(canManageStaff(person('MANAGER', '+12135550103'), person('MANAGER'))).toBe(true);
    expect(canManageStaff(person('ADMIN', '+12135550102'), person('ADMIN'))).toBe(true);
    expect(canManageStaff(person('SUPER_ADMIN', '+12135550101'), person('SUPER_ADMIN'))).toBe(true);
  });

  it('keeps an actor away from higher roles', () => {
    expect(canManageStaff(person('MANAGER', '+12135550103'), person('ADMIN'))).toBe(false);
    expect(canManageStaff(person('ADMIN', '+12135550102'), person('SUPER_ADMIN'))).toBe(false);
  });

  it('never lets anyone change their own role, nor STAFF anyone', () => {
    expect(canManageStaff(person('SUPER_ADMIN', '+12135550101'), person('STAFF', '+12135550101'))).toBe(false);
    expect(canManageStaff(person('STAFF', '+12135550104'), person('STAFF'))).toBe(false);
  });
});

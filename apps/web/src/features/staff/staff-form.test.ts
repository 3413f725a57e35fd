import { describe, expect, it } from 'vitest';
import { isValidMobileNumber } from '#web/features/identity/phone-validation';
import { validateStaffForm } from './staff-form';

describe('validateStaffForm', () => {
  it('accepts a name, a US mobile number as typed and a role', () => {
    expect(
      validateStaffForm({ name: 'Sky Staff', phone: '(213) 555-0199', role: 'STAFF' }, isValidMobileNumber),
    ).toEqual({});
  });

  it('requires name, phone and role', () => {
    expect(validateStaffForm({ name: '  ', phone: '', role: '' }, isValidMobileNumber)).toEqual({
      name: 'Name is required.',
      phone: 'Phone number is required.',
      role: 'Role is required.',
    });
  });

  it('refuses a short or invalid number with the sign-in wording', () => {
    const message = 'Invalid phone number. Please enter a valid number.';
    expect(validateStaffForm({ name: 'A', phone: '(213) 555', role: 'STAFF' }, isValidMobileNumber).phone).toBe(
      message,
    );
    expect(validateStaffForm({ name: 'A', phone: '(555) 555-5555', role: 'STAFF' }, isValidMobileNumber).phone).toBe(
      message,
    );
  });

  it('limits the name to 80 characters', () => {
    expect(validateStaffForm({ name: 'x'.repeat(81), phone: '2135550199', role: 'MANAGER' }, () => true).name).toBe(
      'Name must be at most 80 characters.',
    );
  });
});

import { type Role, STAFF_NAME_MAX_LENGTH } from '@queueless/contracts';
import { toE164 } from '#web/features/identity/phone-number';

/** The staff form's words: the contracts' vendorRoleBodySchema, and the sign-in page's phone message. */
export const staffFormMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${STAFF_NAME_MAX_LENGTH} characters.`,
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Invalid phone number. Please enter a valid number.',
  roleRequired: 'Role is required.',
  createFailed: 'Failed to create the role. Please try again.',
  updateFailed: 'Failed to updated the role. Please try again.',
  removeFailed: 'Failed to removed the role. Please try again.',
} as const;

export type StaffFormValues = { name: string; phone: string; role: Role | '' };
export type StaffFormErrors = Partial<Record<keyof StaffFormValues, string>>;

/**
 * Name, phone and role are required (staff.md section 5); the phone must be a US mobile number, checked by
 * `isMobile` (libphonenumber, loaded on demand) once it has 10 digits.
 */
export function validateStaffForm(values: StaffFormValues, isMobile: (e164: string) => boolean): StaffFormErrors {
  const errors: StaffFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = staffFormMessages.nameRequired;
  else if (name.length > STAFF_NAME_MAX_LENGTH) errors.name = staffFormMessages.nameTooLong;
  if (!values.phone.trim()) errors.phone = staffFormMessages.phoneRequired;
  else {
    const e164 = toE164(values.phone);
    if (!e164 || !isMobile(e164)) errors.phone = staffFormMessages.phoneInvalid;
  }
  if (!values.role) errors.role = staffFormMessages.roleRequired;
  return errors;
}

/** libphonenumber's mobile check, loaded when the form first validates; offline, the server has the last word. */
export async function loadMobileCheck(): Promise<(e164: string) => boolean> {
  try {
    return (await import('#web/features/identity/phone-validation')).isValidMobileNumber;
  } catch {
    return () => true;
  }
}

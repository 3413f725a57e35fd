import { msg } from '@lingui/core/macro';
import { type Role, STAFF_NAME_MAX_LENGTH, vendorRoleBodySchema } from '@queueless/contracts';
import { toE164 } from '#web/features/identity/phone-number';
import { translated } from '#web/lib/i18n/translated';

const maxLength = STAFF_NAME_MAX_LENGTH;
const messages = {
  nameRequired: msg`Name is required.`,
  nameTooLong: msg`Name must be at most ${maxLength} characters.`,
  phoneRequired: msg`Phone number is required.`,
  phoneInvalid: msg`Invalid phone number. Please enter a valid number.`,
  roleRequired: msg`Role is required.`,
  createFailed: msg`Failed to create the role. Please try again.`,
  updateFailed: msg`Failed to updated the role. Please try again.`,
  removeFailed: msg`Failed to removed the role. Please try again.`,
};

/**
 * The staff form's words: the contracts' vendorRoleBodySchema, and the sign-in page's phone message, in the active
 * language (each a getter, read when shown, so a switch of language takes at once).
 */
export const staffFormMessages: Readonly<Record<keyof typeof messages, string>> = translated(messages);

export type StaffFormValues = { name: string; phone: string; role: Role | '' };
export type StaffFormErrors = Partial<Record<keyof StaffFormValues, string>>;

/** The name and role as the contract reads them (the phone is typed as the person sees it, so it is checked below). */
const nameAndRoleSchema = vendorRoleBodySchema.pick({ name: true, role: true });

/**
 * Name, phone and role are required (staff.md section 5): the name and role by the contract's vendorRoleBodySchema
 * (its words), the phone as a US mobile number, checked by `isMobile` (libphonenumber, loaded on demand) once it has
 * 10 digits, in the sign-in page's words.
 */
export function validateStaffForm(values: StaffFormValues, isMobile: (e164: string) => boolean): StaffFormErrors {
  const errors: StaffFormErrors = {};
  const parsed = nameAndRoleSchema.safeParse({ name: values.name, role: values.role });
  // The contract's words, shown in the active language (the same English as its messages).
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'name' && !errors.name) {
      errors.name = issue.code === 'too_big' ? staffFormMessages.nameTooLong : staffFormMessages.nameRequired;
    }
    if (field === 'role' && !errors.role) errors.role = staffFormMessages.roleRequired;
  }
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

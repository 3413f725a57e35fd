import { Trans, useLingui } from '@lingui/react/macro';
import type { Role, VendorRole, VendorRoleBody } from '@queueless/contracts';
import { type ChangeEvent, useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import {
  caretAfterDigits,
  formatPhoneForDisplay,
  formatPhoneInput,
  toE164,
  toLocalDigits,
} from '#web/features/identity/phone-number';
import { roleLabels } from '#web/features/staff/role-labels';
import { loadMobileCheck, type StaffFormValues, validateStaffForm } from '#web/features/staff/staff-form';
import { PHONE_INPUT_MAX_LENGTH } from '#web/lib/constants';
import { useCheckedForm } from '#web/lib/use-checked-form';

export type StaffFormSubmit = Omit<VendorRoleBody, 'vendorId'>;

type StaffFormDialogProps = {
  open: boolean;
  /** The person being edited; null to add someone. */
  editing: VendorRole | null;
  roleOptions: Role[];
  isSaving: boolean;
  /**
   * Why the last save was refused (the spec's toast words and the server's reason). The open dialog covers the
   * toasts (it sits in the browser's top layer), so it says so itself.
   */
  failure?: { title: string; description?: string } | null;
  onSubmit: (values: StaffFormSubmit) => void;
  onClose: () => void;
};

const emptyValues: StaffFormValues = { name: '', phone: '', role: '' };

function valuesOf(editing: VendorRole | null): StaffFormValues {
  if (!editing) return emptyValues;
  return { name: editing.name, phone: formatPhoneForDisplay(editing.phoneNumber), role: editing.role };
}

/** Add or edit a staff member: name, phone (US formatting, as on sign-in) and role. */
export function StaffFormDialog(props: StaffFormDialogProps) {
  const { open, editing, roleOptions, isSaving, failure, onSubmit, onClose } = props;
  const { t } = useLingui();
  const { values, errors, set, text, submit, reset } = useCheckedForm<StaffFormValues>({
    initialValues: emptyValues,
    isSaving,
    // The contract's schema for the name and role, libphonenumber (loaded on demand) for the phone.
    check: async (checked) => validateStaffForm(checked, await loadMobileCheck()),
    onValid: (valid) => {
      const phoneNumber = toE164(valid.phone);
      if (phoneNumber && valid.role) onSubmit({ name: valid.name.trim(), phoneNumber, role: valid.role });
    },
  });
  const nameRef = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reset` is new each render; the form starts over on opening.
  useEffect(() => {
    if (!open) return;
    reset(valuesOf(editing));
    void loadMobileCheck();
    requestAnimationFrame(() => nameRef.current?.focus());
  }, [open, editing]);

  // Formats as typed, keeping the caret after the digit just typed or deleted.
  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = toLocalDigits(input.value.slice(0, caret)).length;
    const formatted = formatPhoneInput(input.value);
    set('phone', formatted);
    requestAnimationFrame(() => {
      const position = caretAfterDigits(formatted, digitsBeforeCaret);
      if (document.activeElement === input) input.setSelectionRange(position, position);
    });
  };

  const isEditing = editing !== null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      isDismissible={!isSaving}
      title={isEditing ? t`Edit Staff` : t`Add Staff`}
      description={
        isEditing ? t`The phone number is how they sign in; to change it, remove them and add them again.` : undefined
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-1">
        <Input ref={nameRef} label={t`Name`} {...text('name')} autoComplete="off" />
        <Input
          label={t`Phone number`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder="(555) 555-5555"
          value={values.phone}
          onChange={onPhoneChange}
          disabled={isEditing}
          error={errors.phone}
          inputClassName="tabular-nums tracking-wide"
        />
        <Select
          label={t`Role`}
          value={values.role}
          onChange={(event) => set('role', event.target.value as StaffFormValues['role'])}
          error={errors.role}
        >
          <option value="" disabled>
            {t`Choose a role`}
          </option>
          {roleOptions.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </Select>
        {failure && (
          <div role="alert" className="mb-2 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
            <p className="font-semibold text-ink">{failure.title}</p>
            {failure.description && <p className="mt-0.5 text-ink-muted">{failure.description}</p>}
          </div>
        )}
        <div className="mt-2 flex flex-col gap-2">
          <Button type="submit" size="lg" fullWidth isLoading={isSaving}>
            {isEditing ? t`Save changes` : t`Add Staff`}
          </Button>
          <Button variant="secondary" size="lg" fullWidth disabled={isSaving} onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

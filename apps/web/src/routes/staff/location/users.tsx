import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorRole } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast';
import { formatPhoneForDisplay } from '#web/features/identity/phone-number';
import { useCreateVendorRole } from '#web/features/staff/api/create-vendor-role';
import { useDeleteVendorRole } from '#web/features/staff/api/delete-vendor-role';
import { useVendorRoles } from '#web/features/staff/api/get-vendor-roles';
import { useUpdateVendorRole } from '#web/features/staff/api/update-vendor-role';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import { StaffFormDialog, type StaffFormSubmit } from '#web/features/staff/components/staff-form-dialog';
import { StaffList } from '#web/features/staff/components/staff-list';
import type { StaffLocationContext } from '#web/features/staff/components/staff-location-gate';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { canManageStaff, roleOptionsFor } from '#web/features/staff/role-options';
import { staffFormMessages } from '#web/features/staff/staff-form';
import { failureReason } from '#web/features/staff/use-save-and-return';
import { staffPaths } from '#web/lib/staff-paths';
import { useSubmitOnce } from '#web/lib/use-submit-once';

type Failure = { title: string; description?: string };

/** The spec's toast, with the server's reason when it gave one (a number already on the team, say). */
function toastFailure(title: string, error: unknown): Failure {
  const reason = failureReason(error);
  showToast({ title, description: reason, variant: 'error' });
  return { title, description: reason };
}

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; person: VendorRole };

function StaffProfiles({ location, vendor, staffRole }: StaffLocationContext) {
  const { t } = useLingui();
  const roles = useVendorRoles(vendor.vendorId);
  const create = useCreateVendorRole(vendor.vendorId);
  const update = useUpdateVendorRole(vendor.vendorId);
  const remove = useDeleteVendorRole(vendor.vendorId);
  // A double tap on Remove is one removal: the second tap comes before `isPending` is seen.
  const removeOnce = useSubmitOnce(remove.isPending);
  const [form, setFormState] = useState<FormState>({ mode: 'closed' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const setForm = (next: FormState) => {
    setFailure(null);
    setFormState(next);
  };
  const [removing, setRemoving] = useState<VendorRole | null>(null);
  const actor = { role: staffRole.role, phoneNumber: staffRole.phoneNumber };
  const count = roles.data?.length;

  const save = (values: StaffFormSubmit) => {
    const body = { ...values, vendorId: vendor.vendorId };
    const close = () => setForm({ mode: 'closed' });
    setFailure(null);
    if (form.mode === 'edit') {
      update.mutate(body, {
        onSuccess: close,
        onError: (error) => setFailure(toastFailure(staffFormMessages.updateFailed, error)),
      });
    } else {
      create.mutate(body, {
        onSuccess: close,
        onError: (error) => setFailure(toastFailure(staffFormMessages.createFailed, error)),
      });
    }
  };

  const confirmRemove = () =>
    void removeOnce(async () => {
      if (!removing) return false;
      remove.mutate(
        { vendorId: vendor.vendorId, phoneNumber: removing.phoneNumber },
        {
          onError: (error) => toastFailure(staffFormMessages.removeFailed, error),
          onSettled: () => setRemoving(null),
        },
      );
      return true;
    });

  return (
    <StaffPage
      title={t`Staff Profiles`}
      heading={count === undefined ? t`Staff Profiles` : t`Staff Profiles (${count})`}
      back={{ to: staffPaths.staffLocation(location.vendorLocationId), label: t`Back to location menu` }}
      subtitle={vendor.name}
      actions={
        <Button size="sm" onClick={() => setForm({ mode: 'add' })}>
          <Trans>Add Staff</Trans>
        </Button>
      }
    >
      <StaffQuery
        query={roles}
        loadingLabel={t`Loading staff`}
        errorMessage={t`We couldn't load the staff list. Please try again.`}
      >
        {(people) => (
          <StaffList
            people={people}
            myPhoneNumber={staffRole.phoneNumber}
            canManage={(person) => canManageStaff(actor, person)}
            onEdit={(person) => setForm({ mode: 'edit', person })}
            onRemove={setRemoving}
          />
        )}
      </StaffQuery>

      <StaffFormDialog
        open={form.mode !== 'closed'}
        editing={form.mode === 'edit' ? form.person : null}
        roleOptions={roleOptionsFor(staffRole.role)}
        isSaving={create.isPending || update.isPending}
        failure={failure}
        onSubmit={save}
        onClose={() => setForm({ mode: 'closed' })}
      />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t`Remove ${removing?.name ?? ''}?`}
        description={
          removing
            ? t`${formatPhoneForDisplay(removing.phoneNumber)} will no longer have access to ${vendor.name}.`
            : undefined
        }
        confirmLabel={t`Remove`}
        isConfirming={remove.isPending}
        onConfirm={confirmRemove}
      />
    </StaffPage>
  );
}

/** /staff/location/{vendorLocationId}/{vendorId}/users: staff management (MANAGER and above). */
export function StaffUsersPage() {
  return <ManagerGate>{(context) => <StaffProfiles {...context} />}</ManagerGate>;
}

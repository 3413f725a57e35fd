import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { showToast } from '#web/components/ui/toast';
import { useCreateVendor } from '#web/features/operators/api/operators-api';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { failureReason } from '#web/features/staff/use-save-and-return';
import { staffPaths } from '#web/lib/staff-paths';
import { VendorForm } from './vendor-form';

/** /staff/operator/vendors/new: an operator creates a venue and its first SUPER_ADMIN. */
export function VendorCreatePage() {
  const { t } = useLingui();
  const create = useCreateVendor();
  const navigate = useNavigate();
  return (
    <StaffPage
      title={t`New Venue`}
      back={{ to: staffPaths.staffOperatorConsole(), label: t`Back to the operator console` }}
      isWide
    >
      <VendorForm
        mode="create"
        isSaving={create.isPending}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (vendor) => {
              showToast({
                title: t`${vendor.name} created`,
                description: t`${body.superAdmin.name} can sign in as its SUPER_ADMIN.`,
                variant: 'success',
              });
              void navigate(staffPaths.staffOperatorConsole());
            },
            onError: (error) =>
              showToast({ title: t`The venue was not created`, description: failureReason(error), variant: 'error' }),
          })
        }
      />
    </StaffPage>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useAuth } from '#web/features/identity/use-auth';

type SignOutDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Where to land once signed out (replace). */
  redirectTo: string;
};

/** The logout confirmation: logging out ends the session and clears this device's stored data. */
export function SignOutDialog({ open, onClose, redirectTo }: SignOutDialogProps) {
  const { t } = useLingui();
  const { signOut } = useAuth();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const confirm = async () => {
    if (isSigningOut) return;
    setIsSigningOut(true);
    try {
      await signOut({ redirectTo });
    } finally {
      setIsSigningOut(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t`Log out?`}
      description={t`You'll need a new code sent to your phone to sign in again.`}
      confirmLabel={t`Log out`}
      isConfirming={isSigningOut}
      onConfirm={confirm}
    />
  );
}

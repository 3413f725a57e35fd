import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { useAuth } from '#web/features/identity/use-auth';

type SignOutDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Where to land once signed out (replace). */
  redirectTo: string;
};

/** The logout confirmation: logging out ends the session and clears this device's stored data. */
export function SignOutDialog({ open, onClose, redirectTo }: SignOutDialogProps) {
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
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      isDismissible={!isSigningOut}
      title="Log out?"
      description="You'll need a new code sent to your phone to sign in again."
    >
      <Button variant="danger" size="lg" fullWidth onClick={confirm} isLoading={isSigningOut}>
        Log out
      </Button>
      <Button variant="secondary" size="lg" fullWidth onClick={onClose} disabled={isSigningOut}>
        Cancel
      </Button>
    </Dialog>
  );
}

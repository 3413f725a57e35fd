import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The danger button's words ('Log out', 'Refund $12.00'…). */
  confirmLabel: ReactNode;
  /** The way back's words. */
  cancelLabel?: ReactNode;
  /** While the answer is carried out: the confirm button spins, nothing else can be tapped or dismissed. */
  isConfirming: boolean;
  onConfirm: () => void;
};

/** A confirmation that needs an answer: a danger button to go ahead, a secondary one to step back. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  cancelLabel = <Trans>Cancel</Trans>,
  isConfirming,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      isDismissible={!isConfirming}
      title={title}
      description={description}
    >
      <Button variant="danger" size="lg" fullWidth isLoading={isConfirming} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button variant="secondary" size="lg" fullWidth disabled={isConfirming} onClick={onClose}>
        {cancelLabel}
      </Button>
    </Dialog>
  );
}

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '#web/lib/cn';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** Buttons, usually; laid out in a column on phones. */
  children?: ReactNode;
  /** 'alertdialog' for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** When false, Escape and taps on the backdrop do nothing (a step that must finish). */
  isDismissible?: boolean;
  className?: string;
};

/**
 * A modal on the native <dialog>: the browser traps focus, restores it on close and puts the dialog in the top layer;
 * focus also goes back to the opener when the dialog is unmounted while open. It opens on the first control marked
 * `data-autofocus` that is enabled (decision 083), else on its first control, as the browser does.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  role = 'dialog',
  isDismissible = true,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // The first meaningful control (Order Now, the chosen size), not whatever comes first (a Remove, an image dot).
      dialog.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)')?.focus();
    }
    return () => {
      if (!dialog.open) return;
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      // close() hands focus back to the opener while the dialog is in the page. A dialog rendered only while open
      // (the prize drawing, say) is gone by now, and focus would fall to the top of the page: give it back here.
      if (!dialog.isConnected) opener?.focus();
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (isDismissible) onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [isDismissible, onClose]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap is a pointer shortcut; keyboards have Escape.
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      onClick={(event) => {
        // A tap on the backdrop lands on the <dialog> itself; taps inside land on the panel.
        if (event.target === event.currentTarget && isDismissible) onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-line bg-surface p-0 text-ink shadow-2xl',
        'backdrop:bg-black/70 backdrop:backdrop-blur-sm open:animate-fade-in',
        className,
      )}
    >
      <div className="flex flex-col gap-5 p-6">
        <div className="flex flex-col gap-2">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="text-ink-muted">
              {description}
            </div>
          )}
        </div>
        {children && <div className="flex flex-col gap-2">{children}</div>}
      </div>
    </dialog>
  );
}

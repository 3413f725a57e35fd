import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';

type OrderActionsMenuProps = {
  onStartRefund: () => void;
  /** Refund some items only (decision 077); left out when nothing is left to refund in part. */
  onStartPartialRefund?: () => void;
  isDisabled?: boolean;
};

const itemStyle =
  'flex w-full items-center px-4 py-3 text-left font-medium text-danger hover:bg-line focus:bg-line focus-visible:-outline-offset-2';

/** The order page's ⋮ menu: Start Refund (the whole order) and Refund Items (some of it). */
export function OrderActionsMenu({ onStartRefund, onStartPartialRefund, isDisabled = false }: OrderActionsMenuProps) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The menu's items go with it: focus goes back to ⋮ first, so it is not dropped to the page, and a dialog opened
  // from an item (Refund Items) hands it back there when it closes (decision 083).
  const close = () => {
    triggerRef.current?.focus();
    setIsOpen(false);
  };

  useEffect(() => {
    if (!isOpen) return;
    itemRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        triggerRef.current?.focus();
        setIsOpen(false);
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      // The menu's items in a ring, as a menu reads with the arrow keys.
      const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
      if (items.length === 0) return;
      event.preventDefault();
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
      items[(next + items.length) % items.length]?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={t`Order actions`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        disabled={isDisabled}
        onClick={() => setIsOpen((open) => !open)}
        className="grid size-10 place-items-center rounded-xl text-ink-muted hover:bg-surface-raised hover:text-ink disabled:opacity-40"
      >
        <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true" focusable="false">
          <circle cx="10" cy="4" r="1.7" />
          <circle cx="10" cy="10" r="1.7" />
          <circle cx="10" cy="16" r="1.7" />
        </svg>
      </button>
      {isOpen && (
        <div
          id={menuId}
          role="menu"
          aria-label={t`Order actions`}
          className="absolute right-0 z-20 mt-1 w-48 overflow-hidden rounded-xl border border-line bg-surface-raised py-1 shadow-xl shadow-black/40"
        >
          <button
            ref={itemRef}
            type="button"
            role="menuitem"
            onClick={() => {
              close();
              onStartRefund();
            }}
            className={itemStyle}
          >
            <Trans>Start Refund</Trans>
          </button>
          {onStartPartialRefund && (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                close();
                onStartPartialRefund();
              }}
              className={itemStyle}
            >
              <Trans>Refund Items</Trans>
            </button>
          )}
        </div>
      )}
    </div>
  );
}

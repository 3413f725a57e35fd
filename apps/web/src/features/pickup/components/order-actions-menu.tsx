import { useEffect, useId, useRef, useState } from 'react';

type OrderActionsMenuProps = { onStartRefund: () => void; isDisabled?: boolean };

/** The order page's ⋮ menu: Start Refund. */
export function OrderActionsMenu({ onStartRefund, isDisabled = false }: OrderActionsMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    itemRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
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
        type="button"
        aria-label="Order actions"
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
          aria-label="Order actions"
          className="absolute right-0 z-20 mt-1 w-48 overflow-hidden rounded-xl border border-line bg-surface-raised py-1 shadow-xl shadow-black/40"
        >
          <button
            ref={itemRef}
            type="button"
            role="menuitem"
            onClick={() => {
              setIsOpen(false);
              onStartRefund();
            }}
            className="flex w-full items-center px-4 py-3 text-left font-medium text-danger hover:bg-line focus:bg-line focus:outline-none"
          >
            Start Refund
          </button>
        </div>
      )}
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { cn } from '#web/lib/cn';
import { TOAST_DURATION_MS } from '#web/lib/constants';

export type ToastVariant = 'info' | 'success' | 'error';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
type Toast = Required<Pick<ToastInput, 'title' | 'variant'>> & { id: number; description?: string };

const MAX_TOASTS = 3;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast at the top of the screen for 3 s. Callable from anywhere, React or not. */
export function showToast({ title, description, variant = 'info' }: ToastInput): number {
  const id = nextId++;
  emit([...toasts, { id, title, description, variant }].slice(-MAX_TOASTS));
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.filter((toast) => toast.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const accents: Record<ToastVariant, string> = {
  info: 'border-line',
  success: 'border-success/50',
  error: 'border-danger/60',
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);

  return (
    <div
      role={toast.variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-surface-raised/95 px-4 py-3',
        'shadow-lg shadow-black/40 backdrop-blur animate-toast-in',
        accents[toast.variant],
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          toast.variant === 'error' ? 'bg-danger' : toast.variant === 'success' ? 'bg-success' : 'bg-brand',
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{toast.title}</p>
        {toast.description && <p className="mt-0.5 text-sm text-ink-muted">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={t`Dismiss`}
        className="-m-1 grid size-7 shrink-0 place-items-center rounded-lg text-ink-muted hover:text-ink"
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** The toast region: top-center, above everything, never in the way of taps except on a toast itself. */
export function Toaster() {
  const { t } = useLingui();
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <section
      aria-label={t`Notifications`}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] mx-auto flex max-w-md flex-col gap-2 px-4 pt-[max(0.75rem,env(safe-area-inset-top))]"
    >
      {items.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

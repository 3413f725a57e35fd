import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { ALCOHOL_WARNING_AUTO_CLOSE_MS } from '#web/lib/constants';

/** The spec's words (customer.md, section 2). */
export const alcoholWarning = {
  title: msg`Must be 21+ to order alcoholic beverages.`,
  idRequired: msg`Valid ID Required. No refunds will be issued for alcohol orders placed by minors.`,
  responsibly: msg`Please drink responsibly.`,
} as const;

/**
 * The one-time alcohol warning; it closes itself after 5 s. A plain native <dialog> rather than the shared Dialog:
 * it opens on nearly every first visit, so it ships inside the menu's own chunk instead of two more downloads.
 * A pointer resting on it, a touch or a key pressed in it (Tab to read it, say) stops the 5 s: it then stays until
 * 'I understand', Escape or a tap outside (WCAG 2.2.1; decision 083). Closed, it hands focus to the menu's heading,
 * so a keyboard starts from the menu, not from the top of the page.
 */
export function AlcoholWarningDialog({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest onClose, so a re-render of the page never restarts the 5 s.
  const close = useRef(onClose);
  close.current = onClose;
  const keepOpen = () => clearTimeout(timer.current);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    timer.current = setTimeout(() => close.current(), ALCOHOL_WARNING_AUTO_CLOSE_MS);
    return () => {
      clearTimeout(timer.current);
      // Gone from the page: focus goes to the menu's heading (tabIndex -1), not to the top of the page.
      document.querySelector<HTMLElement>('h1')?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
      onPointerEnter={keepOpen}
      onKeyDown={keepOpen}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-line bg-surface p-6 text-ink shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm open:animate-fade-in"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {i18n._(alcoholWarning.title)}
      </h2>
      <div id={textId} className="mt-2 flex flex-col gap-2 text-ink-muted">
        <p>{i18n._(alcoholWarning.idRequired)}</p>
        <p className="font-medium text-ink">{i18n._(alcoholWarning.responsibly)}</p>
      </div>
      <button
        type="button"
        onClick={() => close.current()}
        className="mt-5 h-13 w-full rounded-xl bg-brand font-semibold text-brand-ink hover:bg-brand-strong"
      >
        <Trans>I understand</Trans>
      </button>
    </dialog>
  );
}

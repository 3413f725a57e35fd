import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
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
 * `closeInMs` and `isFromServer`: the server's notice taken over (features/menu/use-menu-intro.ts) keeps its clock (or
 * stays, being read) and does not fade in again.
 */
export function AlcoholWarningDialog({
  onClose,
  closeInMs = ALCOHOL_WARNING_AUTO_CLOSE_MS,
  isFromServer = false,
}: {
  onClose: () => void;
  closeInMs?: number | null;
  isFromServer?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest onClose, so a re-render of the page never restarts the 5 s.
  const close = useRef(onClose);
  close.current = onClose;
  const keepOpen = () => clearTimeout(timer.current);

  // Opened in the commit that draws it (a layout effect): the server's notice it replaces goes in the same frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock is set once, as the dialog opens.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (closeInMs !== null) timer.current = setTimeout(() => close.current(), closeInMs);
    return () => clearTimeout(timer.current);
  }, []);
  // Gone from the page: focus goes to the menu's heading (tabIndex -1), not to the top of the page. A passive effect's
  // cleanup, which runs once the open dialog has left the page: before that, the heading is inert behind it.
  useEffect(() => () => document.querySelector<HTMLElement>('h1')?.focus(), []);

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
      className={`${NOTICE_BOX_CLASS} m-auto backdrop:bg-black/70 backdrop:backdrop-blur-sm ${isFromServer ? '' : 'open:animate-fade-in'}`}
    >
      <AlcoholWarningText titleId={titleId} textId={textId} />
      <button type="button" onClick={() => close.current()} className={NOTICE_BUTTON_CLASS}>
        <Trans>I understand</Trans>
      </button>
    </dialog>
  );
}

/** The notice's box and button, the same in the app's dialog and the server's (features/menu/components/server-notice.tsx). */
export const NOTICE_BOX_CLASS =
  'w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-line bg-surface p-6 text-ink shadow-2xl';
export const NOTICE_BUTTON_CLASS =
  'mt-5 h-13 w-full rounded-xl bg-brand font-semibold text-brand-ink hover:bg-brand-strong';

/** The spec's words: the heading and the two lines the dialog is labelled and described by. */
export function AlcoholWarningText({ titleId, textId }: { titleId: string; textId: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <h2 id={titleId} className="text-xl font-semibold">
        {i18n._(alcoholWarning.title)}
      </h2>
      <div id={textId} className="mt-2 flex flex-col gap-2 text-ink-muted">
        <p>{i18n._(alcoholWarning.idRequired)}</p>
        <p className="font-medium text-ink">{i18n._(alcoholWarning.responsibly)}</p>
      </div>
    </>
  );
}

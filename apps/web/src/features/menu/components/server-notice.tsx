import { Trans } from '@lingui/react/macro';
import {
  AlcoholWarningText,
  NOTICE_BOX_CLASS,
  NOTICE_BUTTON_CLASS,
} from '#web/features/menu/components/alcohol-warning-dialog';

/**
 * The 21+ notice as the server draws it over its menu, open from the first paint (decision 083, amended for issue 45):
 * the app's words and look, but no script of the app's. A modal without script: a backdrop over the whole screen, the
 * page behind it inert (the server marks `#root`), focus on its one button (`autofocus`, which the browser honours at
 * load). src/first/notice.ts answers it until the app takes over (features/menu/use-menu-intro.ts). The ids are fixed:
 * there is one such notice on a page, outside React's tree.
 */
export function ServerNotice() {
  return (
    <div id="ql-notice" className="fixed inset-0 z-50 grid place-items-center bg-black/70 backdrop-blur-sm">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="ql-notice-title"
        aria-describedby="ql-notice-text"
        className={NOTICE_BOX_CLASS}
      >
        <AlcoholWarningText titleId="ql-notice-title" textId="ql-notice-text" />
        {/* biome-ignore lint/a11y/noAutofocus: a modal's one button, where focus belongs as it opens (WCAG 2.4.3). */}
        <button type="button" autoFocus className={NOTICE_BUTTON_CLASS}>
          <Trans>I understand</Trans>
        </button>
      </div>
    </div>
  );
}

/**
 * The menu's first script (decisions 074 and 098): an entry of its own, which the server names in a server-rendered
 * menu page instead of the app's entry (its manifest key, src/tap-capture.ts, is the server's). It answers the 21+
 * notice the server drew (first/notice.ts) and the menu's first taps before the app's code has arrived (first/taps.ts),
 * leaves on the window what the app takes over from (features/menu/captured-taps.ts), and starts the app's code once
 * the page is idle or a tap needs it (first/load-app.ts). Small modules only, no library. The server puts its code in
 * the page, allowed by its hash (decision 103), so it runs as the page is read; it starts once `#root` is there
 * (first/when-root.ts), not once the whole page has been read (issue 45).
 */
import { loadAppWhenIdle, whenIdle } from './first/load-app';
import { startNotice } from './first/notice';
import { startFirstTaps } from './first/taps';
import { whenRootIsRead } from './first/when-root';

whenRootIsRead(() => {
  startNotice();
  const taps = startFirstTaps();
  Object.assign(window, { __qlTaps: taps });
  // The page's data, storage and plural rules read in the first idle moment, not in a first tap.
  whenIdle(taps.warm);
  loadAppWhenIdle();
});

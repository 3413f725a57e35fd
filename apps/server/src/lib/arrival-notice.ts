/**
 * The 21+ notice is shown once per browser session (decision 083, amended for issue 45): the web app and the menu's
 * first script (apps/web/src/first/notice.ts) set this session cookie as it is shown, and the server draws the notice
 * into a menu's HTML only while it is absent. Pages vary by `Cookie` already (LANGUAGE_VARY).
 */
export const ARRIVAL_NOTICE_COOKIE = 'ql_21';

export function hasSeenArrivalNotice(cookie: string | undefined): boolean {
  return /(?:^|;\s*)ql_21=1(?:;|$)/.test(cookie ?? '');
}

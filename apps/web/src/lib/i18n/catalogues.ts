/**
 * Loading a language's messages (decision 095). English needs none (its messages are in the code). Another language
 * loads the order's group before the first render (main.tsx), the customer's other pages' group with the first page
 * loaded on demand (app/page.ts) and the staff's with the staff's pages (app/routes.tsx), each one request; switching
 * language loads the groups loaded so far in the new one, then switches, so a page never shows half of each.
 */
import type { Messages } from '#web/locales/groups';
import type { Locale } from './language';
import { i18n } from './runtime';

export type Group = 'order' | 'customer' | 'staff';

const loaders: Record<Exclude<Locale, 'en'>, Record<Group, () => Promise<{ messages: Messages }>>> = {
  es: {
    order: () => import('#web/locales/order.es'),
    customer: () => import('#web/locales/customer.es'),
    staff: () => import('#web/locales/staff.es'),
  },
  pseudo: {
    order: () => import('#web/locales/order.pseudo'),
    customer: () => import('#web/locales/customer.pseudo'),
    staff: () => import('#web/locales/staff.pseudo'),
  },
};

const wanted = new Set<Group>(['order']);
const loaded = new Map<string, Messages>();

async function messagesOf(locale: Locale, groups: Iterable<Group>): Promise<Messages> {
  if (locale === 'en') return {};
  const parts = await Promise.all(
    [...groups].map(async (group) => {
      const key = `${locale}:${group}`;
      let messages = loaded.get(key);
      if (!messages) {
        messages = (await loaders[locale][group]()).messages;
        loaded.set(key, messages);
      }
      return messages;
    }),
  );
  return Object.assign({}, ...parts);
}

/** Loads what the pages opened so far need in `locale`, then makes it the app's language. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await messagesOf(locale, wanted);
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}

/** A page of that group is opening: its messages load (in the active language) before it is drawn. */
export async function needGroup(group: Group): Promise<void> {
  if (wanted.has(group)) return;
  wanted.add(group);
  const locale = i18n.locale as Locale;
  if (locale === 'en') return;
  const messages = await messagesOf(locale, [group]);
  i18n.load(locale, messages);
}

/** For the server's render (entry-server.tsx): a language's messages given, already in memory. */
export function activateLoaded(locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, messages });
}

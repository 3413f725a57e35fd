import type { Messages } from './groups';

/** The staff's messages in 'pseudo' (groups.ts): their pages' catalogues and the staff features'. */
const catalogues = import.meta.glob<{ messages: Messages }>(
  [
    './pseudo/staff-pages.po',
    './pseudo/staff-location-pages.po',
    '../features/{analytics,connect,integrations,inventory,media,offline,operators,staff,stations}/locales/pseudo.po',
  ],
  { eager: true },
);

// One object of every message (their ids are hashes of the English, so never clash), here rather than in a shared
// helper, which would be a request of its own.
export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((module) => module.messages));

import { type Messages, merged } from './groups';

/** The staff's messages in 'pseudo' (groups.ts): their pages' catalogues and the staff features'. */
export const messages: Messages = merged(
  import.meta.glob(
    [
      './pseudo/staff-pages.po',
      './pseudo/staff-location-pages.po',
      '../features/{analytics,connect,integrations,inventory,media,offline,operators,staff,stations}/locales/pseudo.po',
    ],
    { eager: true },
  ),
);

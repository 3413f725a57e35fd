import { type Messages, merged } from './groups';

/** The staff's messages in 'es' (groups.ts): their pages' catalogues and the staff features'. */
export const messages: Messages = merged(
  import.meta.glob(
    [
      './es/staff-pages.po',
      './es/staff-location-pages.po',
      '../features/{analytics,connect,integrations,inventory,media,offline,operators,staff,stations}/locales/es.po',
    ],
    { eager: true },
  ),
);

import { showToast } from '#web/components/ui/toast';
import { i18n } from '#web/lib/i18n/runtime';
import { membershipMessages } from './membership-messages';

/** The toast a new member sees as the payment goes through (the join dialog's and the join page's). */
export function showWelcomeToast() {
  showToast({
    title: i18n._(membershipMessages.welcomeTitle),
    description: i18n._(membershipMessages.welcomeBody),
    variant: 'success',
  });
}

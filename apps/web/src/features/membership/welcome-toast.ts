import { membershipMessages } from '@queueless/contracts';
import { showToast } from '#web/components/ui/toast';

/** The toast a new member sees as the payment goes through (the join dialog's and the join page's). */
export function showWelcomeToast() {
  showToast({
    title: membershipMessages.welcomeTitle,
    description: membershipMessages.welcomeBody,
    variant: 'success',
  });
}

import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { useSiteSettings } from '#web/features/content/api/get-site-settings';
import { cn } from '#web/lib/cn';
import { paths } from '#web/lib/paths';

/** The operator's support address (SUPPORT_EMAIL), or null while loading or when none is set. */
export function useSupportEmail(): string | null {
  return useSiteSettings().data?.supportEmail ?? null;
}

type ContactSupportLinkProps = {
  label: string;
  /** Called as the link is followed (the membership wallet counts it as a failed payment). */
  onPress?: () => void;
  className?: string;
};

/**
 * A button-looking link to real support: a mail to the operator's support address (SUPPORT_EMAIL), the same one
 * the Help Center shows, or the account page's Help Center when no address is set.
 */
export function ContactSupportLink({ label, onPress, className }: ContactSupportLinkProps) {
  const email = useSupportEmail();
  const look = cn(buttonStyles({ variant: 'secondary', fullWidth: true }), className);
  if (email) {
    return (
      <a href={`mailto:${email}`} onClick={onPress} className={look}>
        {label}
      </a>
    );
  }
  return (
    <Link to={paths.accountHelpCenter()} onClick={onPress} className={look}>
      {label}
    </Link>
  );
}

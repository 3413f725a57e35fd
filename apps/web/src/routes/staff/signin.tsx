import { SignInPage } from '#web/features/identity/components/sign-in-page';
import { FirstOperatorHint } from '#web/features/operators/components/first-operator-hint';

/** /staff/signin, titled 'Staff Sign In'; on an install with no operator yet, how to add the first. */
export function StaffSignInRoute() {
  return <SignInPage audience="staff" after={<FirstOperatorHint />} />;
}

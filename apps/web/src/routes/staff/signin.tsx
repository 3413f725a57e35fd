import { SignInPage } from '#web/features/identity/components/sign-in-page';

/** /staff/signin, titled 'Staff Sign In'. */
export function StaffSignInRoute() {
  return <SignInPage audience="staff" />;
}

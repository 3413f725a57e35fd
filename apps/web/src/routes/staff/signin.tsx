import { SignInPage } from '../../features/auth/components/sign-in-page';

/** /staff/signin, titled 'Staff Sign In'. */
export function StaffSignInRoute() {
  return <SignInPage audience="staff" />;
}

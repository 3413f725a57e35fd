import { SignInPage } from '../features/auth/components/sign-in-page';

/** /signin, titled 'Sign In'. */
export function SignInRoute() {
  return <SignInPage audience="customer" />;
}

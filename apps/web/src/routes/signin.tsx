import { SignInPage } from '#web/features/identity/components/sign-in-page';

/** /signin, titled 'Sign In'. */
export function SignInRoute() {
  return <SignInPage audience="customer" />;
}

import { AuthCallback } from '#web/features/identity/components/auth-callback';

/** /auth/callback: the customer's return point after signing in or out. */
export function AuthCallbackRoute() {
  return <AuthCallback audience="customer" />;
}

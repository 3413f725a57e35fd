import { AuthCallback } from '#web/features/identity/components/auth-callback';

/** /staff/auth/callback: the staff return point after login and after logout. */
export function StaffAuthCallbackRoute() {
  return <AuthCallback audience="staff" />;
}

import type { MembershipPlan } from '@queueless/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthRedirectState } from '#web/features/identity/components/require-auth';
import { paths } from '#web/lib/paths';
import { useMembership } from './api/get-membership';
import { refetchMemberData } from './api/invalidate';
import { SUCCESS_CLOSE_MS } from './components/membership-dialog';
import { useMemberStatus } from './use-member-status';
import { showWelcomeToast } from './welcome-toast';

/**
 * /join-lusiv's state and actions: the plan picked, the membership already held (a second plan starts when it ends),
 * signing in first (back to this page), and once paid the welcome, then the profile read again after the success step.
 */
export function useJoinPage() {
  const member = useMemberStatus();
  const current = useMembership(member.user?.userId).data?.membership;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<MembershipPlan | null>(null);
  const [isJoined, setIsJoined] = useState(false);

  useEffect(() => {
    if (!isJoined || !member.user) return;
    const timer = setTimeout(() => void refetchMemberData(queryClient, member.user?.userId ?? ''), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isJoined, member.user, queryClient]);

  const signIn = () => {
    const state: AuthRedirectState = { authRedirectTo: `${location.pathname}${location.search}` };
    navigate(paths.signIn(), { state });
  };

  const onJoined = () => {
    showWelcomeToast();
    setIsJoined(true);
  };

  return { isSignedIn: member.isSignedIn, current, plan, setPlan, isJoined, onJoined, signIn };
}

import type { MembershipMeResponse, UpdateMemberProfileBody } from '@queueless/contracts';
import { updateMyMemberProfile } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { membershipQueryOptions } from './get-membership';

/** Changes the caller's own sharing settings; answers the membership as /membership/me does. */
export function updateMemberProfile(body: UpdateMemberProfileBody): Promise<MembershipMeResponse> {
  return callEndpoint(updateMyMemberProfile, { body });
}

/**
 * The settings change optimistically: the switch moves at once, goes back if the server refuses, and the profile
 * is read again either way so what shows is what is stored.
 */
export function useUpdateMemberProfile(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = membershipQueryOptions(userId);
  return useMutation({
    mutationFn: updateMemberProfile,
    onMutate: async (change: UpdateMemberProfileBody) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current) =>
        current?.profile ? { ...current, profile: { ...current.profile, ...change } } : current,
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

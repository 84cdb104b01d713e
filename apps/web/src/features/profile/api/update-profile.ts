import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModifiedCount } from '@partsmith/contract/common';
import type { UpdateProfile } from '@partsmith/contract/profiles';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /profile/{email} {email, location, number, linkedIn}: saves the signed-in user's own profile. */
export function updateProfile(email: string, profile: UpdateProfile): Promise<ModifiedCount> {
  return apiClient.put(`/profile/${encodeURIComponent(email)}`, 'ModifiedCount', { ...profile, email });
}

export function useUpdateProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: UpdateProfile) => updateProfile(email, profile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles.detail(email) }),
  });
}

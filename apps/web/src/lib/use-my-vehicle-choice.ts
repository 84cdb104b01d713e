import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { Profile } from '@partsmith/contract/profiles';
import { profileQueryOptions } from './api/get-profile';
import { useVehicle } from './api/get-vehicles';
import { saveProfileVehicle } from './api/save-profile-vehicle';
import { clearMyVehicle, storeMyVehicle, useMyVehicle, type ChosenVehicle } from './my-vehicle';
import { queryKeys } from './query-keys';
import { useSession } from './session/use-session';

/**
 * Choose (or forget, with null) "My vehicle": on this device at once and, for a signed-in buyer, in
 * their profile too, so it follows them to another device. A profile that cannot be saved leaves the
 * choice on this device.
 */
export function useChooseMyVehicle() {
  const email = useSession().user?.email;
  const queryClient = useQueryClient();
  return useCallback(
    (vehicle: ChosenVehicle | null) => {
      if (vehicle) storeMyVehicle(vehicle);
      else clearMyVehicle();
      if (!email) return;
      const key = queryKeys.profiles.detail(email);
      // The profile says so at once, so the sync below never swaps the new choice for the old one.
      queryClient.setQueryData<Profile>(key, (profile) =>
        profile ? { ...profile, vehicleId: vehicle?._id ?? null } : profile,
      );
      saveProfileVehicle(email, vehicle?._id ?? null).catch(() => {
        // Kept on this device; the next visit signed in offers it to the profile again.
      });
    },
    [email, queryClient],
  );
}

/**
 * Keeps this device's My vehicle and a signed-in buyer's profile in step: the profile's vehicle wins
 * when both have one; a vehicle chosen before signing in is saved to a profile that has none.
 */
export function useSyncMyVehicle(): void {
  const email = useSession().user?.email;
  const local = useMyVehicle();
  const profile = useQuery({ ...profileQueryOptions(email ?? ''), enabled: Boolean(email) });
  const profileVehicleId = profile.data?.vehicleId;
  const remote = useVehicle(
    profileVehicleId && profileVehicleId !== local?._id ? profileVehicleId : undefined,
  );
  const offered = useRef<string | null>(null);

  useEffect(() => {
    if (remote.data) storeMyVehicle(remote.data);
  }, [remote.data]);

  useEffect(() => {
    if (!email || !local || profileVehicleId !== null) return;
    const offer = `${email} ${local._id}`;
    if (offered.current === offer) return;
    offered.current = offer;
    saveProfileVehicle(email, local._id).catch(() => {
      // Stays on this device only.
    });
  }, [email, local, profileVehicleId]);
}

import type { ModifiedCount } from '@partsmith/contract/common';
import { apiClient } from '../api-client';

/** PUT /profile/{email}/vehicle {vehicleId}: save "My vehicle" in the buyer's profile, or forget it (null). */
export function saveProfileVehicle(email: string, vehicleId: string | null): Promise<ModifiedCount> {
  return apiClient.put(`/profile/${encodeURIComponent(email)}/vehicle`, 'ModifiedCount', { vehicleId });
}

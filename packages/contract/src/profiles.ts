import { z } from 'zod';
import { Id } from './common';

export const Profile = z.object({
  email: z.string(),
  location: z.string().nullable(),
  number: z.string().nullable(),
  linkedIn: z.string().nullable(),
  /** "My vehicle": the vehicle this buyer saved with PUT /profile/{email}/vehicle, or null. */
  vehicleId: Id.nullable(),
});
export type Profile = z.infer<typeof Profile>;

const httpUrl = z
  .url({ message: 'Enter a valid URL, e.g. https://www.linkedin.com/in/your-name' })
  .max(300)
  .refine((url) => /^https?:\/\//i.test(url), { message: 'The link must start with http:// or https://' });

export const UpdateProfile = z.object({
  /** The spec's client sends the email too; it must match the path. */
  email: z.string().optional(),
  location: z.string().trim().min(1, 'Location is required').max(120),
  number: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, 'Enter a phone number using digits (a leading + is fine)'),
  linkedIn: httpUrl,
});
export type UpdateProfile = z.infer<typeof UpdateProfile>;

/** PUT /profile/{email}/vehicle: save "My vehicle" (an id from GET /vehicle), or forget it with null. */
export const SaveProfileVehicle = z.object({
  vehicleId: Id.nullable(),
});
export type SaveProfileVehicle = z.infer<typeof SaveProfileVehicle>;

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

const linkedInExample = 'e.g. linkedin.com/in/your-name';

/** A LinkedIn profile address: http(s), linkedin.com or one of its country hosts, and /in/{name}. */
export function isLinkedInProfile(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    /^([a-z0-9-]+\.)?linkedin\.com$/.test(url.hostname) &&
    /^\/in\/[^/]+\/?$/.test(url.pathname)
  );
}

/** The LinkedIn field: "linkedin.com/in/name" as people copy it gets its https:// added. */
const linkedInProfile = z
  .string({ message: 'LinkedIn is required' })
  .trim()
  .min(1, 'LinkedIn is required')
  .max(300, 'The LinkedIn link is too long (300 characters at most)')
  .transform((link) => (/^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`))
  .refine(isLinkedInProfile, `Enter the link to your LinkedIn profile, ${linkedInExample}`);

export const UpdateProfile = z.object({
  /** The spec's client sends the email too; it must match the path. */
  email: z.string().optional(),
  location: z.string().trim().min(1, 'Location is required').max(120),
  number: z
    .string()
    .trim()
    .min(1, 'Number is required')
    .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, 'Enter a phone number using digits (a leading + is fine)'),
  linkedIn: linkedInProfile,
});
export type UpdateProfile = z.infer<typeof UpdateProfile>;

/** PUT /profile/{email}/vehicle: save "My vehicle" (an id from GET /vehicle), or forget it with null. */
export const SaveProfileVehicle = z.object({
  vehicleId: Id.nullable(),
});
export type SaveProfileVehicle = z.infer<typeof SaveProfileVehicle>;

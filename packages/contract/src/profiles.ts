import { z } from 'zod';
import { Id } from './common';

export const Profile = z.object({
  email: z.string(),
  location: z.string().nullable(),
  number: z.string().nullable(),
  linkedIn: z.string().nullable(),
  /** "My vehicle": the vehicle this buyer saved with PUT /profile/{email}/vehicle, or null. */
  vehicleId: Id.nullable(),
  /** A business tax ID (VAT number, EIN); '' for none. Under a reverse-charge rate it means no tax (ADR 0034). */
  taxId: z.string().default(''),
});
export type Profile = z.infer<typeof Profile>;

/** What the LinkedIn field expects, said under it and in its message. */
export const linkedInHint =
  'Your LinkedIn address is expected (e.g. linkedin.com/in/your-name); any web address works.';

/**
 * The spec's rule, "linkedIn must be a valid URL": any http(s) address of a named host (a profile, a
 * company page, https://lnkd.in/…, one's own site). Not a `javascript:` or `data:` link, no host without a
 * dot (`https://linkedin`), and no user name or password in it (`https://linkedin.com@evil.example`
 * reads as LinkedIn but goes elsewhere).
 */
export function isWebAddress(link: string): boolean {
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
    /^[^.]+(\.[^.]+)+$/.test(url.hostname)
  );
}

/** The LinkedIn field: "linkedin.com/in/name" as people copy it gets its https:// added. */
const linkedInLink = z
  .string({ message: 'LinkedIn is required' })
  .trim()
  .min(1, 'LinkedIn is required')
  .max(300, 'The LinkedIn link is too long (300 characters at most)')
  .transform((link) => (/^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`))
  .refine(isWebAddress, 'Enter a valid web address (http or https), e.g. linkedin.com/in/your-name');

export const UpdateProfile = z.object({
  /** The spec's client sends the email too; it must match the path. */
  email: z.string().optional(),
  location: z.string().trim().min(1, 'Location is required').max(120),
  number: z
    .string()
    .trim()
    .min(1, 'Number is required')
    .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, 'Enter a phone number using digits (a leading + is fine)'),
  linkedIn: linkedInLink,
  /** Optional; absent keeps the one saved, '' removes it. */
  taxId: z
    .string({ message: 'The tax ID must be text' })
    .trim()
    .toUpperCase()
    .max(30, 'The tax ID is too long (30 characters at most)')
    .regex(/^([A-Z0-9][A-Z0-9 .-]*)?$/, 'The tax ID may hold letters, digits, spaces, dots and dashes')
    .optional(),
});
export type UpdateProfile = z.infer<typeof UpdateProfile>;

/** PUT /profile/{email}/vehicle: save "My vehicle" (an id from GET /vehicle), or forget it with null. */
export const SaveProfileVehicle = z.object({
  vehicleId: Id.nullable(),
});
export type SaveProfileVehicle = z.infer<typeof SaveProfileVehicle>;

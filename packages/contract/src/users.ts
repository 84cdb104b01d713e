import { z } from 'zod';
import { PageQuery } from './paging';

export const EmailParams = z.object({ email: z.email({ message: 'Not a valid email address' }).max(254) });

/** PUT /user/{email}: the spec's client sends the same email in the body; nothing else is read. */
export const IssueToken = z.object({ email: z.string().optional() });

export const AccessToken = z.object({ token: z.string() });
export type AccessToken = z.infer<typeof AccessToken>;

export const AdminCheck = z.object({
  admin: z.boolean(),
  /**
   * Only in your own check, when your email (in ADMIN_EMAILS, or granted before you signed up) makes you
   * an admin once verified: follow the link in the verification mail.
   */
  verifyEmailToBeAdmin: z.literal(true).optional(),
});
export type AdminCheck = z.infer<typeof AdminCheck>;

export const Role = z.enum(['admin', 'buyer']);
export type Role = z.infer<typeof Role>;

export const User = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: Role,
});
export type User = z.infer<typeof User>;
export const UserList = z.array(User);

/** GET /user (admin): `q` is the start of the email; `role=admin` lists only admins. */
export const UserListQuery = PageQuery.extend({
  q: z
    .string()
    .max(254, 'q is too long (254 characters at most)')
    .trim()
    .transform((value) => value.toLowerCase() || undefined)
    .optional(),
  role: z.literal('admin', { message: 'role can only be "admin"' }).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

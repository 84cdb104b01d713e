import { type Kysely, sql } from 'kysely';

/**
 * A role granted to an existing account names that account (`user_id`): it holds whether or not the
 * email is verified. A role granted to an address before anyone signed up with it (`user_id` null), like
 * ADMIN_EMAILS, only takes effect once the account's email is verified. Roles already held by a
 * verified account are bound to it; an unverified holder must now verify first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_role').addColumn('user_id', 'text').execute();
  await sql`update user_role set user_id = (
      select u.id from "user" u where lower(u.email) = user_role.email and u."emailVerified" = ${sql.lit(true)}
    )`.execute(db);
}

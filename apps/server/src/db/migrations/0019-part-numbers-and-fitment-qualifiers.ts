import { type Kysely, sql } from 'kysely';

/**
 * Any number finds the part, and fitment buyers can trust (issue 36).
 *
 * - `part_number.kind` gains three values beside ours (0) and OEM (1): competitor (interchange) 2,
 *   GTIN/EAN 3 (its key the 14-digit form, zeros in front), a number the part supersedes 4; and
 *   `brand` (a competitor number's brand, null otherwise). The primary key stays (number_key, part_id).
 * - `part.interchange` (JSON `[{brand, number}]` as written), `part.gtin` (digits as written, or null),
 *   `part.supersedes` (JSON list as written): the answers read them, `part_number` finds by them.
 * - `part.replaced_by`: the part that replaces a discontinued one (null: current); set null when that
 *   part goes. Indexed, so that deleting a part finds the parts it replaced.
 * - `part_vehicle.position` (front, rear, left, right, axle-set or null), `quantity_per_vehicle`
 *   (null: not said) and `conditions` ("with A/C").
 * - `vehicle.base_vehicle_id`: ACES/VCdb BaseVehicle id when known (none are today), indexed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('part_number').addColumn('brand', 'text').execute();
  await db.schema
    .alterTable('part')
    .addColumn('interchange', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('part').addColumn('gtin', 'text').execute();
  await db.schema
    .alterTable('part')
    .addColumn('supersedes', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('part')
    .addColumn('replaced_by', 'text', (col) => col.references('part.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('part_replaced_by_idx').on('part').column('replaced_by').execute();

  await db.schema.alterTable('part_vehicle').addColumn('position', 'text').execute();
  await db.schema.alterTable('part_vehicle').addColumn('quantity_per_vehicle', 'integer').execute();
  await db.schema.alterTable('part_vehicle').addColumn('conditions', 'text').execute();

  await db.schema.alterTable('vehicle').addColumn('base_vehicle_id', 'integer').execute();
  await db.schema
    .createIndex('vehicle_base_vehicle_idx')
    .on('vehicle')
    .column('base_vehicle_id')
    .where(sql.ref('base_vehicle_id'), 'is not', null)
    .execute();
}

import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * The keys of image variants (issue 25): one row per stored WebP or AVIF rendering, naming the
 * media row it belongs to, so that GET /api/uploads/{key} serves a variant and the upload
 * pruner knows it for one of ours by an index look-up, not a scan of every row's `variants`
 * JSON (which stays what the library and pages read). `on delete cascade`: a deleted media row
 * takes its variants' keys along (their files are removed by the code that deletes it).
 */
export const mediaVariantKeys: EngineMigration = {
  async up(db: Kysely<any>, engine) {
    await db.schema.createTable('media_variants')
      .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
      .addColumn('mime', 'varchar(32)', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('media_variants_media_idx').on('media_variants').columns(['media_id']).execute();
    // Rows written before this migration (none came from the upload path yet; seeds or tests may have some).
    const rows = await db.selectFrom('media').select(['id', 'variants']).where('variants', 'is not', null).execute();
    for (const row of rows) {
      const variants = (engine === 'postgres' || typeof row.variants !== 'string' ? row.variants : JSON.parse(row.variants)) as unknown;
      if (!Array.isArray(variants)) continue;
      const keys = variants.filter((variant): variant is { key: string; mime: string; width: number } =>
        typeof variant?.key === 'string' && typeof variant.mime === 'string' && typeof variant.width === 'number');
      if (keys.length > 0) await db.insertInto('media_variants').values(keys.map(({ key, mime, width }) => ({ key, media_id: row.id, mime, width }))).execute();
    }
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('media_variants').ifExists().execute();
  },
};

import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './client.js';

/**
 * Writes a migrated, empty PGlite data directory as a tar file. Creating a cluster (initdb in
 * WASM) costs seconds; loading this snapshot costs about one, so first starts and test files
 * begin from it. Migrations still run at every start, so an older template is only slower.
 */
export async function writePgliteTemplate(outFile: string): Promise<void> {
  const pg = await PGlite.create();
  await migrate(drizzle(pg), { migrationsFolder });
  const dump = await pg.dumpDataDir('none');
  writeFileSync(outFile, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: pglite-template.ts <out.tar>');
  await writePgliteTemplate(out);
}

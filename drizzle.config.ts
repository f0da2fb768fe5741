import { defineConfig } from 'drizzle-kit';

// Migrations are generated once and committed; the app applies them itself at start (see app/db/migrate.server.ts)
// because `drizzle-kit migrate` does not work against PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './app/db/schema.server.ts',
  out: './drizzle',
});

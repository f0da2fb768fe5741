import type { Database } from '../client.server';

export async function seedDemoData(_db: Database) {
  return { partners: 0 };
}

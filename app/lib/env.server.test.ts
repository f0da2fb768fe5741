import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.server';

describe('MEDIA_STORE', () => {
  it('defaults to the database with PostgreSQL and to files with PGlite', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://app@db.internal:5432/directory' }).MEDIA_STORE).toBe('database');
    expect(loadEnv({}).MEDIA_STORE).toBe('files');
    expect(loadEnv({ MEDIA_STORE: '' }).MEDIA_STORE).toBe('files');
  });

  it('takes an explicit choice either way', () => {
    expect(
      loadEnv({ DATABASE_URL: 'postgres://app@db.internal:5432/directory', MEDIA_STORE: 'files' }).MEDIA_STORE,
    ).toBe('files');
    expect(loadEnv({ MEDIA_STORE: 'database' }).MEDIA_STORE).toBe('database');
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => loadEnv({ MEDIA_STORE: 's3' })).toThrow(/MEDIA_STORE/);
  });
});

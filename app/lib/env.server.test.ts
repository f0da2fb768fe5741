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

describe('an empty value', () => {
  it('counts as unset for every variable', () => {
    const blank = { SEED: '', LOG_LEVEL: '', GOOGLE_PLACES_BASE_URL: '', NODE_ENV: ' ', PORT: '', TRUST_PROXY: '' };
    const env = loadEnv(blank);
    expect(env).toMatchObject({
      SEED: 'demo',
      LOG_LEVEL: 'info',
      GOOGLE_PLACES_BASE_URL: 'https://places.googleapis.com',
      NODE_ENV: 'development',
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(env.TRUST_PROXY).toBeUndefined();
  });
});

describe('a bad value', () => {
  it.each([
    ['PORT', '99999', /PORT: expected a port from 1 to 65535/],
    ['PORT', 'http', /PORT: .*expected number/],
    ['TRUST_PROXY', 'yes', /TRUST_PROXY: expected a hop count/],
    ['TRUST_PROXY', 'loopback, 10.0.0.0/33', /TRUST_PROXY: expected a hop count/],
    ['SMTP_URL', 'localhost:25', /SMTP_URL: expected a URL starting with smtp:\/\/ or smtps:\/\//],
    [
      'DATABASE_URL',
      'mysql://app@db/directory',
      /DATABASE_URL: expected a URL starting with postgres:\/\/ or postgresql:\/\//,
    ],
    ['PUBLIC_URL', 'directory.example.org', /PUBLIC_URL: expected a URL starting with http:\/\/ or https:\/\//],
  ])('%s=%s is refused at boot, naming the variable and what it expects', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it('reaches Express as a hop count, a switch or a list of proxies', () => {
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, fd00::/8, 192.168.0.1' }).TRUST_PROXY).toBe(
      '10.0.0.0/8, fd00::/8, 192.168.0.1',
    );
  });
});

describe('URLs', () => {
  it('take the schemes each one is read with', () => {
    expect(loadEnv({ DATABASE_URL: 'postgresql://app@db.internal/directory' }).DATABASE_URL).toBe(
      'postgresql://app@db.internal/directory',
    );
    expect(loadEnv({ SMTP_URL: 'smtps://user:pass@mail.example.org:465' }).SMTP_URL).toBe(
      'smtps://user:pass@mail.example.org:465',
    );
  });
});

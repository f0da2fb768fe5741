import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import englishCatalog from './catalogs/en.json';
import frenchCatalog from './catalogs/fr.json';
import { CLIENT_MESSAGE_IDS } from './client-message-ids';

const root = join(import.meta.dirname, '../../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = new Map(
  sourceFiles(join(root, 'app')).map((path) => [relative(root, path), readFileSync(path, 'utf8')]),
);

/** The ways code names a message: i18n._('id', …) and <Trans id="id" />. Ids are always literals. */
const USE_PATTERNS = [/\._\(\s*(['"])([^'"]+)\1/g, /<Trans\b[^>]*\bid=(['"])([^'"]+)\1/g];

function idsUsedIn(text: string): string[] {
  return USE_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[2] as string));
}

const english = Object.keys(englishCatalog);
const french = Object.keys(frenchCatalog);

/** Placeholder names of an ICU message, plural and select arguments included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      const choices = token[2];
      if (choices && typeof choices === 'object') for (const choice of Object.values(choices)) walk(choice);
    }
  };
  walk(compileMessageOrThrow(message));
  names.delete('#');
  return [...names].sort();
}

describe('the catalogues', () => {
  it('hold the same ids in English and French', () => {
    expect(
      french.filter((id) => !english.includes(id)),
      'in fr.json only',
    ).toEqual([]);
    expect(
      english.filter((id) => !french.includes(id)),
      'missing from fr.json',
    ).toEqual([]);
  });

  it('compile, and each French message uses the placeholders of its English one', () => {
    for (const id of english) {
      const englishMessage = englishCatalog[id as keyof typeof englishCatalog];
      const frenchMessage = frenchCatalog[id as keyof typeof frenchCatalog];
      expect(() => compileMessageOrThrow(englishMessage), id).not.toThrow();
      expect(() => compileMessageOrThrow(frenchMessage), id).not.toThrow();
      expect(argumentsOf(frenchMessage), id).toEqual(argumentsOf(englishMessage));
    }
  });

  it('have every id the code uses', () => {
    const unknown = [...sources].flatMap(([path, text]) =>
      idsUsedIn(text)
        .filter((id) => !english.includes(id))
        .map((id) => `${path}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('have no id that the code does not use', () => {
    const used = new Set([...sources.values()].flatMap(idsUsedIn));
    expect(english.filter((id) => !used.has(id))).toEqual([]);
  });

  it('pick for each client component every id it uses', () => {
    for (const [path, picked] of Object.entries(CLIENT_MESSAGE_IDS)) {
      const text = sources.get(path);
      expect(text, path).toBeDefined();
      const notPicked = idsUsedIn(text ?? '').filter((id) => !(picked as readonly string[]).includes(id));
      expect(notPicked, path).toEqual([]);
    }
  });

  it('call i18n._ with literal ids only, so the checks above see every use', () => {
    const dynamic = [...sources].flatMap(([path, text]) =>
      [...text.matchAll(/\bi18n\._\(\s*([^'"\s])/g)].map(() => path),
    );
    expect(dynamic).toEqual([]);
  });
});

// A type-only import: the catalogue's keys become the type, and no catalogue reaches the browser through it.
import type englishCatalog from './catalogs/en.json';

/** Every message id of the site; English is the reference catalogue (decision 033). */
export type MessageId = keyof typeof englishCatalog;

import { foldAccents } from './text-fold';

export interface InitialGroup<T> {
  /** 'A' to 'Z', or '#' for names that start with anything else (a digit, a quote). */
  letter: string;
  items: T[];
}

/** The letter a name is filed under: accents folded ('Île' under I), case ignored, '#' for a non-letter. */
export function initialOf(name: string): string {
  const first = foldAccents(name.trim()).charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}

/**
 * Items grouped by the initial of their name, the groups in alphabetical order ('#' last) and the items
 * in the order given: the A-Z jump of a long list and its sections come from the same groups.
 */
export function groupByInitial<T>(items: readonly T[], nameOf: (item: T) => string): InitialGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = initialOf(nameOf(item));
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, grouped]) => ({ letter, items: grouped }));
}

/**
 * The words of a search as the engines are asked them (ADR 0032): groups that must all match, each
 * group one or more alternatives (a word, or a phrase whose words must all match). The exact plan has
 * one word per group; synonyms add the trade words of a word or phrase; typo corrections add the
 * vocabulary's words one edit away from a word of 4+ letters that no part name holds.
 */
export type Alternative = string[];
export type WordGroup = Alternative[];

/** A word of at least this many letters gets corrections; shorter ones are too often another word. */
export const minTypoLength = 4;
/** Longer words get no corrections (their candidates would be thousands). */
const maxTypoLength = 20;
/** Synonym phrases have at most this many words. */
const maxPhraseWords = 3;

const latin = 'abcdefghijklmnopqrstuvwxyz';

/** The vocabulary's form of a word: lower case, diacritics removed (FTS5's `remove_diacritics 2`). */
export const vocabularyForm = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether a word gets typo corrections: 3–20 letters, no digits. A typo is looked for in words of 4+
 * letters (issue 34), so a 3-letter word may be one of those missing a letter (`min` for `mini`).
 */
export const correctable = (word: string) =>
  word.length >= minTypoLength - 1 && word.length <= maxTypoLength && /^\p{L}+$/u.test(word);

/**
 * Every word one edit away from `word`: a letter missing, one extra, one wrong, two neighbours swapped.
 * Letters are a–z and the word's own letters.
 */
export function oneEditAway(word: string): string[] {
  const letters = [...new Set([...latin, ...word])];
  const found = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) found.add(head + tail.slice(1));
    if (tail.length > 1) found.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of letters) {
      if (tail) found.add(head + letter + tail.slice(1));
      found.add(head + letter + tail);
    }
  }
  found.delete(word);
  // A 3-letter word is only read as a 4-letter one missing a letter; a longer one as any word of 3+.
  const shortest = word.length < minTypoLength ? minTypoLength : minTypoLength - 1;
  return [...found].filter((candidate) => candidate.length >= shortest);
}

/** The exact plan: every word must match. */
export const exactGroups = (words: string[]): WordGroup[] => words.map((word) => [[word]]);

/**
 * The synonym plan: a word or phrase (up to 3 words, longest first) with synonyms becomes a group of
 * itself or any of them. Null when no synonym applies.
 * @param synonyms lower-case term → its alternatives
 */
export function synonymGroups(words: string[], synonyms: Map<string, string[]>): WordGroup[] | null {
  const groups: WordGroup[] = [];
  let applied = false;
  for (let i = 0; i < words.length;) {
    let length = Math.min(maxPhraseWords, words.length - i);
    for (; length > 0; length -= 1) {
      const phrase = words.slice(i, i + length);
      const alternatives = synonyms.get(phrase.map(vocabularyForm).join(' '));
      if (alternatives) {
        groups.push([phrase, ...alternatives.map((alternative) => alternative.split(' '))]);
        applied = true;
        break;
      }
    }
    if (length === 0) {
      groups.push([[words[i]!]]);
      length = 1;
    }
    i += length;
  }
  return applied ? groups : null;
}

/**
 * The typo plan: each single-word alternative that the vocabulary lacks also matches its corrections.
 * Null when no word got one.
 */
export function typoGroups(groups: WordGroup[], corrections: Map<string, string[]>): WordGroup[] | null {
  let applied = false;
  const corrected = groups.map((group) =>
    group.flatMap((alternative) => {
      const fixes = alternative.length === 1 ? corrections.get(vocabularyForm(alternative[0]!)) : undefined;
      if (!fixes?.length) return [alternative];
      applied = true;
      return [alternative, ...fixes.map((fix) => [fix])];
    }),
  );
  return applied ? corrected : null;
}

/** The words of the groups that could have typos (single words, 4–20 letters), in vocabulary form. */
export const typoCandidates = (groups: WordGroup[]) => [
  ...new Set(
    groups.flatMap((group) =>
      group
        .filter((alternative) => alternative.length === 1 && correctable(alternative[0]!))
        .map((alternative) => vocabularyForm(alternative[0]!)),
    ),
  ),
];

/** FTS5: each word quoted (a plain term, never an operator), alternatives OR-ed, groups AND-ed. */
export function fts5Expression(groups: WordGroup[]): string {
  const quote = (word: string) => `"${word.replace(/"/g, '""')}"`;
  return groups
    .map((group) =>
      group.length === 1
        ? group[0]!.map(quote).join(' ')
        : `(${group.map((alternative) => `(${alternative.map(quote).join(' AND ')})`).join(' OR ')})`,
    )
    .join(' AND ');
}

/**
 * PostgreSQL `to_tsquery`: each word a quoted lexeme, alternatives `|`, groups `&`; `nameOnly` keeps
 * each lexeme to weight A (the name).
 */
export function tsqueryExpression(groups: WordGroup[], nameOnly = false): string {
  const quote = (word: string) => `'${word.replace(/['\\]/g, '')}'${nameOnly ? ':A' : ''}`;
  return groups
    .map((group) => `(${group.map((alternative) => `(${alternative.map(quote).join(' & ')})`).join(' | ')})`)
    .join(' & ');
}

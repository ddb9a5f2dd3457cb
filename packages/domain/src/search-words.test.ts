import { describe, expect, it } from 'vitest';
import { SearchQuerySchema } from './schemas/search.ts';
import { searchTerms } from './search-words.ts';

describe('the terms of a text search', () => {
  it('are the folded words, without one-letter and stop words, each once', () => {
    expect(searchTerms('Kamienica na Starówce, z OGRODEM i garażem; kamienica!')).toEqual([
      'kamienica',
      'starowce',
      'ogrodem',
      'garazem',
    ]);
  });

  it('leave out a word that another one already implies as its prefix', () => {
    expect(searchTerms('kam kamienica balk balkon')).toEqual(['kamienica', 'balkon']);
    // A two-letter word is matched whole: 'ka' does not imply, nor is implied by, 'kamienica'.
    expect(searchTerms('ka kamienica')).toEqual(['ka', 'kamienica']);
  });

  it('are the same for two spellings of the same search', () => {
    expect(searchTerms('  Żółw  do   remontu ')).toEqual(searchTerms('zolw remontu'));
  });

  it('hold no syntax of the text-search query', () => {
    expect(searchTerms("balkon & !piwnica | (taras:*) 'x'")).toEqual(['balkon', 'piwnica', 'taras']);
  });
});

describe('the words criterion of a search', () => {
  it('refuses more than six terms, in Polish', () => {
    const words =
      'po na do mi ul pr st ko ka ma sa ta wy za ro pa ba bo ga la le li lo lu me mo ni no ob od ok os';
    const parsed = SearchQuerySchema.safeParse({ words });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Wpisz najwyżej 6 słów!']);
  });

  it('takes six terms, however many stop words come with them', () => {
    const words = 'mieszkanie z balkonem i ogrodem na parterze w kamienicy przy parku';
    expect(SearchQuerySchema.parse({ words }).words).toBe(words);
  });
});

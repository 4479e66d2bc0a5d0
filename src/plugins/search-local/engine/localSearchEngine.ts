/**
 * The offline search engine: answers a query from the index files with
 * Algolia's response shape. All words must match (a paragraph also matches
 * words of its headings), the last word as a prefix, with typo tolerance;
 * matches in titles and headings rank above matches in body text, and
 * documentation above blog posts (ranking.ts). A compound word matches its
 * parts and two words their compound (`flamegraph`, `flame graph`); a word
 * matches its other forms (`stem`) and its synonyms (src/data/searchSynonyms.ts).
 *
 * Questions: question words and fillers (`fillerWords`) are optional. When
 * fewer than `dropThreshold` pages match all the other words, the engine
 * drops them one at a time, as Typesense's `drop_tokens_threshold` does: a
 * word the index lacks first, else the word whose absence lets the others
 * match best; pages found that way follow those that matched more words.
 * The response names the words dropped before anything matched in
 * `ignoredWords`.
 */
import { escapeHtml, highlight, snippet, type HighlightTags, type WordMatcher } from './highlight';
import { indexPaths, recordsPerFile, type RecordFile, type SearchManifest, type TermShard } from './indexFormat';
import { diversified, dropThreshold, fieldWeights, inheritedShare, rankedScore, referencePageRank } from './ranking';
import { fillerWords, queryTerms, shardKey, stem } from './tokenize';
// A relative path: the engine also runs in Node (npm run bench:search), where the @site/ alias does not exist.
// eslint-disable-next-line no-restricted-imports
import { searchSynonyms } from '../../../data/searchSynonyms';
import type { Hierarchy, RecordType } from './types';
import { RetryError } from './searchClient';

/** Reads one index file (a path relative to the index folder) and returns its parsed JSON. */
export type IndexFileLoader = (path: string) => Promise<unknown>;

/** Algolia's facet filters: strings are ANDed, strings inside a nested array are ORed. */
export type FacetFilters = ReadonlyArray<string | ReadonlyArray<string>>;

export type LocalSearchParams = {
  query: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  /** `attribute:wordCount`, e.g. `content:10`. */
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
};

type HighlightMap = Partial<Record<'content', ReturnType<typeof highlight>>> & {
  hierarchy: Partial<Record<keyof Hierarchy, ReturnType<typeof highlight>>>;
};
type SnippetMap = Partial<Record<'content', ReturnType<typeof snippet>>> & {
  hierarchy: Partial<Record<keyof Hierarchy, ReturnType<typeof snippet>>>;
};

export type LocalSearchHit = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: HighlightMap;
  _snippetResult: SnippetMap;
};

export type LocalSearchResponse = {
  hits: LocalSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  /** Query words left out so that the others could match (see the top of this file), in query order. */
  ignoredWords: string[];
};

/** The longest query the engine looks at; longer text is cut, never an error. */
export const maxQueryLength = 512;

const prefixQuality = 0.75;
const typoQuality = 0.5;
/** Another form of the word (`vacuumed` for `vacuum`). */
const stemQuality = 0.9;
/** A synonym of the word, or of a two-word phrase. */
const synonymQuality = 0.7;
/** An optional word (a filler) that matches adds this share of its score. */
const optionalShare = 0.25;

/** Stems of index terms, kept across queries (the same shards are read again and again). */
const stems = new Map<string, string>();
function stemOf(term: string): string {
  let found = stems.get(term);
  if (found === undefined) {
    found = stem(term);
    stems.set(term, found);
  }
  return found;
}

/** For each synonym entry (its words' stems joined by a space), the other entries of its groups, as words. */
const synonymsByStem = new Map<string, string[][]>();
for (const { words } of searchSynonyms) {
  for (const entry of words) {
    const key = entry.split(' ').map(stem).join(' ');
    const others = words.filter((other) => other !== entry).map((other) => other.split(' '));
    synonymsByStem.set(key, [...(synonymsByStem.get(key) ?? []), ...others]);
  }
}

function weightOf(bits: number): number {
  for (const [bit, weight] of fieldWeights) if (bits & bit) return weight;
  return 0;
}

/** Damerau-Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos allowed for a word of this length, as Algolia counts them. */
export function allowedTypos(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

type Expansion = { term: string; quality: number };

/** The shortest first and second parts of a compound word that a split considers. */
const minimumPart = 4;
const minimumSecondPart = 5;

export function createLocalSearchEngine(loadFile: IndexFileLoader) {
  let manifestPromise: Promise<PreparedManifest> | null = null;
  const shardCache = new Map<string, Promise<TermShard>>();
  const recordFileCache = new Map<string, Promise<RecordFile>>();

  // A failed load is forgotten, so the next query tries again.
  function cached<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
    let promise = cache.get(key);
    if (!promise) {
      promise = load();
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    return promise;
  }

  function manifest(): Promise<PreparedManifest> {
    if (!manifestPromise) {
      const loading = loadFile(indexPaths.manifest).then((data) => prepareManifest(data as SearchManifest));
      manifestPromise = loading;
      loading.catch(() => {
        manifestPromise = null;
      });
    }
    return manifestPromise;
  }

  const shard = (key: string) => cached(shardCache, key, () => loadFile(indexPaths.shard(key)) as Promise<TermShard>);
  const recordFile = (id: number) => {
    const file = indexPaths.records(id);
    return cached(recordFileCache, file, () => loadFile(file) as Promise<RecordFile>);
  };

  async function expand(
    prepared: PreparedManifest,
    term: string,
    isPrefix: boolean,
    withTypos = true,
  ): Promise<Map<string, number[]>> {
    const keys = new Set<string>([shardKey(term)]);
    if (isPrefix && Array.from(term).length === 1) {
      // One letter: every shard of words that start with it.
      const first = shardKey(term);
      for (const key of prepared.shardSet) if (key === first || key.startsWith(`${first}-`)) keys.add(key);
    }
    const found = new Map<string, number[]>();
    const typos = withTypos ? allowedTypos(term) : 0;
    const termStem = stem(term);
    const expansions: Array<Expansion & { postings: number[] }> = [];
    for (const key of keys) {
      if (!prepared.shardSet.has(key)) continue;
      const terms = await shard(key);
      for (const [candidate, postings] of Object.entries(terms)) {
        let quality = 0;
        if (candidate === term) quality = 1;
        else if (stemOf(candidate) === termStem) quality = stemQuality;
        else if (isPrefix && candidate.startsWith(term)) quality = prefixQuality;
        else if (typos > 0 && editDistance(candidate, term, typos) <= typos) quality = typoQuality;
        if (quality > 0) expansions.push({ term: candidate, quality, postings });
      }
    }
    for (const { term: candidate, quality, postings } of expansions) {
      found.set(candidate, [quality, ...postings]);
    }
    return found;
  }

  /**
   * The ways to read a compound term as two words that both occur in the
   * index, each at least `minimumPart` letters: `flamegraph` as `flame graph`.
   */
  async function splitsOf(
    prepared: PreparedManifest,
    term: string,
  ): Promise<Array<[Map<string, number[]>, Map<string, number[]>]>> {
    const letters = Array.from(term);
    if (letters.length < minimumPart + minimumSecondPart || !/^[\p{L}\p{N}]+$/u.test(term)) return [];
    const found: Array<[Map<string, number[]>, Map<string, number[]>]> = [];
    for (let cut = minimumPart; cut <= letters.length - minimumSecondPart; cut++) {
      const first = letters.slice(0, cut).join('');
      const second = letters.slice(cut).join('');
      if (!prepared.shardSet.has(shardKey(first)) || !prepared.shardSet.has(shardKey(second))) continue;
      // The first part shares the term's shard, already loaded; only then fetch the second's.
      const a = await expand(prepared, first, false, false);
      if (a.size === 0) continue;
      const b = await expand(prepared, second, false, false);
      if (b.size > 0) found.push([a, b]);
    }
    return found;
  }

  async function search(params: LocalSearchParams): Promise<LocalSearchResponse> {
    const started = Date.now();
    const query = params.query.slice(0, maxQueryLength);
    const hitsPerPage = Math.max(1, Math.min(1000, params.hitsPerPage ?? 20));
    const page = Math.max(0, params.page ?? 0);
    let prepared: PreparedManifest;
    try {
      prepared = await manifest();
    } catch (error) {
      throw new RetryError('The search index could not be loaded.', { cause: error });
    }
    const terms = queryTerms(query).slice(0, 32);
    const empty = (): LocalSearchResponse => ({
      hits: [],
      nbHits: 0,
      page,
      nbPages: 0,
      hitsPerPage,
      query,
      params: '',
      exhaustiveNbHits: true,
      processingTimeMS: Date.now() - started,
      ignoredWords: [],
    });
    if (terms.length === 0) return empty();

    let expansionsByTerm: Map<string, number[]>[];
    try {
      expansionsByTerm = await Promise.all(
        terms.map((term, index) => expand(prepared, term, index === terms.length - 1)),
      );
    } catch (error) {
      throw new RetryError('Part of the search index could not be loaded.', { cause: error });
    }

    const count = prepared.levels.length;
    const allowed = prepared.allowedRecords(params.facetFilters ?? []);
    const matcherTerms = new Map<string, string>();
    /** Scores of the records that an expansion matches; heading words count, at a share, for their section. */
    const scoresOf = (expansions: Map<string, number[]>, queryTerm: string): Float32Array => {
      const direct = new Float32Array(count);
      for (const [candidate, data] of expansions) {
        matcherTerms.set(candidate, queryTerm);
        const quality = data[0]!;
        let id = 0;
        for (let i = 1; i < data.length; i += 2) {
          id += data[i]!;
          const score = weightOf(data[i + 1]!) * quality;
          if (score > direct[id]!) direct[id] = score;
        }
      }
      const scores = new Float32Array(direct);
      for (let id = 0; id < count; id++) {
        const own = direct[id]!;
        const span = prepared.spans[id]!;
        if (own === 0 || span <= 1) continue;
        const inherited = own * inheritedShare;
        for (let inner = id + 1; inner < id + span; inner++) if (inherited > scores[inner]!) scores[inner] = inherited;
      }
      return scores;
    };
    const termScores = terms.map((term, index) => scoresOf(expansionsByTerm[index]!, term));
    let compounds: Array<{ at: number; joined: Map<string, number[]> }>;
    let splits: Array<{ at: number; parts: Array<[Map<string, number[]>, Map<string, number[]>]> }>;
    try {
      [compounds, splits] = await Promise.all([
        Promise.all(
          terms.slice(1).map(async (next, index) => ({
            at: index,
            joined: await expand(prepared, `${terms[index]}${next}`, index + 1 === terms.length - 1, false),
          })),
        ),
        Promise.all(terms.map(async (term, at) => ({ at, parts: await splitsOf(prepared, term) }))),
      ]);
    } catch (error) {
      throw new RetryError('Part of the search index could not be loaded.', { cause: error });
    }
    // Two words match their compound: "flame graph" finds "flamegraph".
    for (const { at, joined } of compounds) {
      if (joined.size === 0) continue;
      const scores = scoresOf(joined, terms[at]!);
      for (const side of [termScores[at]!, termScores[at + 1]!]) {
        for (let id = 0; id < count; id++) if (scores[id]! > side[id]!) side[id] = scores[id]!;
      }
    }
    // A compound matches its parts: "flamegraph" finds "flame graph".
    for (const { at, parts } of splits) {
      const own = termScores[at]!;
      for (const [first, second] of parts) {
        const a = scoresOf(first, terms[at]!);
        const b = scoresOf(second, terms[at]!);
        for (let id = 0; id < count; id++) {
          const both = Math.min(a[id]!, b[id]!);
          if (both > own[id]!) own[id] = both;
        }
      }
    }
    // Synonyms: a word, or two words together, also match the other entries of their groups.
    const termStems = terms.map((term) => stem(term));
    const synonymTargets: Array<{ at: number; width: number; alternative: string[] }> = [];
    termStems.forEach((termStem, at) => {
      for (const alternative of synonymsByStem.get(termStem) ?? []) synonymTargets.push({ at, width: 1, alternative });
      const next = termStems[at + 1];
      if (next === undefined) return;
      for (const alternative of synonymsByStem.get(`${termStem} ${next}`) ?? [])
        synonymTargets.push({ at, width: 2, alternative });
    });
    let synonymParts: Array<Array<Map<string, number[]>>>;
    try {
      synonymParts = await Promise.all(
        synonymTargets.map(({ alternative }) =>
          Promise.all(alternative.map((word) => expand(prepared, word, false, false))),
        ),
      );
    } catch (error) {
      throw new RetryError('Part of the search index could not be loaded.', { cause: error });
    }
    synonymTargets.forEach(({ at, width }, index) => {
      const parts = synonymParts[index]!;
      if (parts.some((part) => part.size === 0)) return;
      const partScores = parts.map((part) => scoresOf(part, terms[at]!));
      for (let side = at; side < at + width; side++) {
        const own = termScores[side]!;
        for (let id = 0; id < count; id++) {
          let all = Infinity;
          for (const part of partScores) all = Math.min(all, part[id]!);
          const score = all * synonymQuality;
          if (score > own[id]!) own[id] = score;
        }
      }
    });

    // Fillers are optional, unless the query has nothing else.
    const optional = terms.map((term) => fillerWords.has(term));
    if (optional.every(Boolean)) optional.fill(false);
    const required = optional.map((isOptional) => !isOptional);
    const matchesOf = (scores: Float32Array): number => {
      let matches = 0;
      for (let id = 0; id < count; id++) if (scores[id]! > 0 && allowed[id]) matches += 1;
      return matches;
    };
    /** Records that match every required word, scored by the sum of their words' scores. */
    const combined = (): Float32Array => {
      let running: Float32Array | null = null;
      termScores.forEach((scores, at) => {
        if (!required[at]) return;
        if (running === null) {
          running = new Float32Array(scores);
          return;
        }
        const sum: Float32Array = running;
        for (let id = 0; id < count; id++) sum[id] = scores[id]! > 0 && sum[id]! > 0 ? sum[id]! + scores[id]! : 0;
      });
      return running ?? new Float32Array(count);
    };
    // Records enter in tiers: those with every word first (tier 0), then, while
    // fewer than `dropThreshold` pages match, those that match once one more
    // word is dropped. The word dropped is one the index lacks, else the word
    // whose absence lets the others match best (the later one of a tie).
    const scores = new Float32Array(count);
    const tiers = new Uint8Array(count);
    const matchedPages = new Set<number>();
    let tier = 0;
    let firstTierWithHits = -1;
    const take = (tierScores: Float32Array): void => {
      for (let id = 0; id < count; id++) {
        if (tierScores[id]! > 0 && allowed[id] && scores[id] === 0) {
          scores[id] = tierScores[id]!;
          tiers[id] = tier;
          matchedPages.add(prepared.pageOf[id]!);
        }
      }
      if (firstTierWithHits < 0 && matchedPages.size > 0) firstTierWithHits = tier;
    };
    take(combined());
    const droppedAt: number[] = [];
    while (matchedPages.size < dropThreshold && required.filter(Boolean).length > 1) {
      let drop = -1;
      let bestScore = -1;
      let bestScores: Float32Array | null = null;
      required.forEach((isRequired, at) => {
        if (!isRequired) return;
        required[at] = false;
        const without = combined();
        required[at] = true;
        // A word without any match goes before every other.
        let best = matchesOf(termScores[at]!) === 0 ? Infinity : 0;
        for (let id = 0; id < count && best !== Infinity; id++)
          if (allowed[id] && without[id]! > best) best = without[id]!;
        if (best >= bestScore) {
          bestScore = best;
          drop = at;
          bestScores = without;
        }
      });
      required[drop] = false;
      droppedAt.push(drop);
      tier += 1;
      take(bestScores ?? combined());
    }
    // The words left out before anything matched.
    const ignoredWords = droppedAt
      .slice(0, Math.max(0, firstTierWithHits))
      .sort((a, b) => a - b)
      .map((at) => terms[at]!);
    // Optional words raise the records that match the others.
    termScores.forEach((termScore, at) => {
      if (!optional[at]) return;
      for (let id = 0; id < count; id++)
        if (scores[id]! > 0 && termScore[id]! > 0) scores[id] = scores[id]! + termScore[id]! * optionalShare;
    });

    // One hit per section (URL with its anchor): the best-scoring record.
    const bestBySection = new Map<number, { id: number; score: number; tier: number }>();
    for (let id = 0; id < count; id++) {
      const score = scores[id]!;
      if (score === 0 || !allowed[id]) continue;
      const pageRankOf = prepared.pages[prepared.pageOf[id]!]![7] ?? referencePageRank;
      const ranked = rankedScore(score, pageRankOf, prepared.levels[id]!);
      const section = prepared.sections[id]!;
      const best = bestBySection.get(section);
      const recordTier = tiers[id]!;
      if (!best || recordTier < best.tier || (recordTier === best.tier && ranked > best.score))
        bestBySection.set(section, { id, score: ranked, tier: recordTier });
    }
    const ranked = diversified(
      [...bestBySection.values()].sort((a, b) => a.tier - b.tier || b.score - a.score || a.id - b.id),
      (hit) => prepared.pageOf[hit.id]!,
    );
    const nbHits = ranked.length;
    const pageHits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

    const tags: HighlightTags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' };
    const ellipsis = escapeHtml(params.snippetEllipsisText ?? '…');
    const snippetWords = new Map<string, number>();
    for (const entry of params.attributesToSnippet ?? []) {
      const [attribute, words] = entry.split(':');
      if (attribute) snippetWords.set(attribute, Number(words) > 0 ? Number(words) : 10);
    }
    const lastTerm = terms[terms.length - 1]!;
    const matcher: WordMatcher = (word) => matcherTerms.get(word) ?? (word.startsWith(lastTerm) ? lastTerm : null);

    let hits: LocalSearchHit[];
    try {
      hits = await Promise.all(
        pageHits.map(async ({ id }) => {
          const pageIndex = prepared.pageOf[id]!;
          const [path, lvl0, lvl1] = prepared.pages[pageIndex]!;
          const record = (await recordFile(id))[id % recordsPerFile];
          if (!record) throw new Error(`Record ${id} is missing from ${indexPaths.records(id)}`);
          const [level, anchor, lvl2, lvl3, lvl4, lvl5, lvl6, content] = record;
          const hierarchy: Hierarchy = { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 };
          const highlightResult: HighlightMap = { hierarchy: {} };
          const snippetResult: SnippetMap = { hierarchy: {} };
          for (const key of Object.keys(hierarchy) as Array<keyof Hierarchy>) {
            const value = hierarchy[key];
            if (value === null) continue;
            highlightResult.hierarchy[key] = highlight(value, matcher, terms.length, tags);
            const words = snippetWords.get(`hierarchy.${key}`);
            if (words) snippetResult.hierarchy[key] = snippet(value, matcher, terms.length, words, tags, ellipsis);
          }
          if (content !== null) {
            highlightResult.content = highlight(content, matcher, terms.length, tags);
            const words = snippetWords.get('content');
            if (words) snippetResult.content = snippet(content, matcher, terms.length, words, tags, ellipsis);
          }
          return {
            objectID: `${path}#${id - prepared.pages[pageIndex]![5]}`,
            url: anchor ? `${path}#${anchor}` : path,
            url_without_anchor: path,
            anchor: anchor || null,
            type: level === 7 ? 'content' : (`lvl${level}` as RecordType),
            hierarchy,
            content,
            _highlightResult: highlightResult,
            _snippetResult: snippetResult,
          };
        }),
      );
    } catch (error) {
      throw new RetryError('Search results could not be loaded.', { cause: error });
    }
    return {
      hits,
      nbHits,
      page,
      nbPages: Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      query,
      params: '',
      exhaustiveNbHits: true,
      processingTimeMS: Date.now() - started,
      ignoredWords,
    };
  }

  /**
   * Loads the manifest and works out which records `facetFilters` allow (a pass over every
   * record, kept per filter set), so that a first query with those filters does neither.
   */
  async function prepare(facetFilters: FacetFilters = []): Promise<void> {
    (await manifest()).allowedRecords(facetFilters);
  }

  return { search, ready: () => manifest().then(() => undefined), prepare };
}

export type LocalSearchEngine = ReturnType<typeof createLocalSearchEngine>;

type PreparedManifest = SearchManifest & {
  shardSet: Set<string>;
  /** Page index of each record. */
  pageOf: Int32Array;
  /** The heading record each record's URL points to (itself for headings). */
  sections: Int32Array;
  allowedRecords: (filters: FacetFilters) => Uint8Array;
};

function prepareManifest(manifest: SearchManifest): PreparedManifest {
  if (!manifest || !Array.isArray(manifest.pages) || !Array.isArray(manifest.levels)) {
    throw new Error('The search index manifest is malformed.');
  }
  const count = manifest.levels.length;
  const pageOf = new Int32Array(count);
  const sections = new Int32Array(count);
  manifest.pages.forEach(([, , , , , first, size], pageIndex) => {
    let heading = first;
    for (let id = first; id < first + size; id++) {
      pageOf[id] = pageIndex;
      if (manifest.levels[id]! < 7) heading = id;
      sections[id] = heading;
    }
  });
  const filterCache = new Map<string, Uint8Array>();
  const allowedRecords = (filters: FacetFilters): Uint8Array => {
    const cacheKey = JSON.stringify(filters);
    const cachedFilter = filterCache.get(cacheKey);
    if (cachedFilter) return cachedFilter;
    const pageAllowed = manifest.pages.map(([, , , tagIndex, languageIndex]) => {
      const values: Record<string, string | undefined> = {
        docusaurus_tag: manifest.tags[tagIndex],
        language: manifest.languages[languageIndex],
      };
      const matches = (filter: string): boolean => {
        const colon = filter.indexOf(':');
        if (colon < 0) return true;
        const attribute = filter.slice(0, colon);
        // Filters on attributes the local index does not have are ignored.
        if (!(attribute in values)) return true;
        return values[attribute] === filter.slice(colon + 1);
      };
      return filters.every((filter) =>
        typeof filter === 'string' ? matches(filter) : filter.length === 0 || filter.some(matches),
      );
    });
    const allowed = new Uint8Array(count);
    for (let id = 0; id < count; id++) allowed[id] = pageAllowed[pageOf[id]!] ? 1 : 0;
    filterCache.set(cacheKey, allowed);
    return allowed;
  };
  return { ...manifest, shardSet: new Set(manifest.shards), pageOf, sections, allowedRecords };
}

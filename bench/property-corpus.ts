// The property matcher's quality: precision and recall of its merges on a labelled corpus.
//
//   npm run bench:properties -- [--make] [--properties 160]
//
// --make draws the corpus anew from the demo generator (property-corpus-make.ts; a few minutes of image work) into
// bench/corpus/property-corpus.json, which is kept in the repository. Every run then posts the corpus's offers one by
// one into a fresh embedded database (a relist after its advertiser deleted the offer it replaces), each matched as a
// save matches it (matchProperty), and compares the properties found with the labels, pair by pair of offers:
// precision (of the pairs put in one property, the share truly one) and recall (of the pairs truly one, the share put
// in one). Also how often the risk rule of copied photos fires on agencies' duplicates. Writes results/properties-*.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { loadDemoPlaces } from '../apps/server/src/db/demo/demo-places.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { loadPlaces } from '../apps/server/src/db/places/load-places.ts';
import { estateHistories, estates, photos, users } from '../apps/server/src/db/schema.ts';
import { matchProperty, photosSeenElsewhere } from '../apps/server/src/features/properties/index.ts';
import { describeMachine, machineText } from './machine.ts';
import { type CorpusKind, type CorpusOffer, makeCorpus } from './property-corpus-make.ts';

const { values } = parseArgs({
  options: { make: { type: 'boolean', default: false }, properties: { type: 'string', default: '160' } },
});
const corpusFile = join(import.meta.dirname, 'corpus', 'property-corpus.json');
const database = await openDatabase({});
const { db } = database;

async function accountOf(advertiser: string, accounts: Map<string, number>): Promise<number> {
  const known = accounts.get(advertiser);
  if (known) return known;
  const [user] = await db
    .insert(users)
    .values({
      email: `${advertiser}@example.com`,
      passwordHash: 'x',
      company: !advertiser.startsWith('private'),
      companyName: advertiser.startsWith('private') ? null : advertiser,
      developer: advertiser.startsWith('developer'),
      phone: '+48 600 000 000',
      active: true,
    })
    .returning({ userId: users.userId });
  accounts.set(advertiser, user!.userId);
  return user!.userId;
}

/** Posts every offer and matches it; answers each offer's property as the matcher left it, and the risk rule's firings. */
async function postAll(corpus: CorpusOffer[]) {
  const accounts = new Map<string, number>();
  const estateOf = new Map<string, number>();
  const historyOf = new Map<string, number>();
  const copiedFlagged: string[] = [];
  for (const offer of corpus) {
    if (offer.replaces) await db.delete(estates).where(eq(estates.estateId, estateOf.get(offer.replaces)!));
    const userId = await accountOf(offer.advertiser, accounts);
    const { latitude, longitude, ...facts } = offer.estate;
    const [row] = await db
      .insert(estates)
      .values({
        ...facts,
        userId,
        market: 2,
        cityCode: '00-001',
        latitude: latitude ?? 52,
        longitude: longitude ?? 19,
        matchGeo: latitude === null ? 0 : 1,
        active: 1,
        expiresAt: sql`now() + interval '6 months'`,
      })
      .returning({ estateId: estates.estateId });
    const estateId = row!.estateId;
    estateOf.set(offer.key, estateId);
    if (offer.photos.length)
      await db.insert(photos).values(
        offer.photos.map((hash, sort) => ({
          estateId,
          container: 'estates',
          filename: `${offer.key}-${sort}`,
          name: 'zdjecie.jpg',
          sort,
          perceptualHash: BigInt(hash),
        })),
      );
    const [history] = await db
      .select({ historyId: estateHistories.historyId })
      .from(estateHistories)
      .where(eq(estateHistories.estateId, estateId));
    historyOf.set(offer.key, history!.historyId);
    if (offer.kind === 'agencyCopy' && (await photosSeenElsewhere(db, estateId)))
      copiedFlagged.push(offer.key);
    await matchProperty(db, estateId);
  }
  const rows = await db
    .select({ historyId: estateHistories.historyId, propertyId: estateHistories.propertyId })
    .from(estateHistories);
  const propertyOfHistory = new Map(rows.map((row) => [row.historyId, row.propertyId]));
  const found = new Map(
    corpus.map((offer) => [offer.key, propertyOfHistory.get(historyOf.get(offer.key)!)!]),
  );
  return { found, copiedFlagged };
}

type PairTally = { truePairs: number; foundPairs: number; both: number };

/** Pairs of offers: truly one property, put in one, both; and the wrong and missed pairs by the kinds involved. */
function comparePairs(corpus: CorpusOffer[], found: Map<string, number>) {
  const tally: PairTally = { truePairs: 0, foundPairs: 0, both: 0 };
  const wrong = new Map<string, number>();
  const missed = new Map<string, number>();
  const label = (a: CorpusKind, b: CorpusKind) => [a, b].sort().join(' + ');
  for (let i = 0; i < corpus.length; i++) {
    for (let j = i + 1; j < corpus.length; j++) {
      const a = corpus[i]!;
      const b = corpus[j]!;
      const truly = a.property === b.property;
      const joined = found.get(a.key) === found.get(b.key);
      if (truly) tally.truePairs++;
      if (joined) tally.foundPairs++;
      if (truly && joined) tally.both++;
      if (joined && !truly) wrong.set(label(a.kind, b.kind), (wrong.get(label(a.kind, b.kind)) ?? 0) + 1);
      if (truly && !joined) missed.set(label(a.kind, b.kind), (missed.get(label(a.kind, b.kind)) ?? 0) + 1);
    }
  }
  return { tally, wrong, missed };
}

try {
  await migrate(database);
  await loadPlaces(db);
  if (values.make) {
    mkdirSync(join(import.meta.dirname, 'corpus'), { recursive: true });
    const made = await makeCorpus(await loadDemoPlaces(db), Number(values.properties));
    writeFileSync(corpusFile, `${JSON.stringify(made)}\n`);
  }
  const corpus = JSON.parse(readFileSync(corpusFile, 'utf8')) as CorpusOffer[];
  const started = performance.now();
  const { found, copiedFlagged } = await postAll(corpus);
  const seconds = (performance.now() - started) / 1000;
  const { tally, wrong, missed } = comparePairs(corpus, found);
  const precision = tally.foundPairs ? tally.both / tally.foundPairs : 1;
  const recall = tally.truePairs ? tally.both / tally.truePairs : 1;
  const kinds = Map.groupBy(corpus, (offer) => offer.kind);
  const agencyCopies = kinds.get('agencyCopy')?.length ?? 0;
  const lines = (map: Map<string, number>) =>
    map.size ? [...map].map(([kinds, pairs]) => `- ${kinds}: ${pairs}`) : ['- none'];
  const report = [
    `# Property matching quality ${new Date().toISOString()}`,
    '',
    `Machine: ${machineText(describeMachine())}.`,
    '',
    `Corpus: ${corpus.length} offers of ${new Set(corpus.map((o) => o.property)).size} properties (${[
      ...kinds,
    ]
      .map(([kind, offers]) => `${kind} ${offers.length}`)
      .join(', ')}); posted and matched in ${seconds.toFixed(1)} s on the embedded database.`,
    '',
    '| pairs truly one property | pairs put in one | both | precision | recall |',
    '|---|---|---|---|---|',
    `| ${tally.truePairs} | ${tally.foundPairs} | ${tally.both} | ${precision.toFixed(4)} | ${recall.toFixed(4)} |`,
    '',
    'Wrong merges (pairs, by the kinds of the two offers):',
    ...lines(wrong),
    '',
    'Missed pairs:',
    ...lines(missed),
    '',
    `Risk rule 'photosSeenElsewhere' on agencies' duplicates: ${copiedFlagged.length} of ${agencyCopies}.`,
  ].join('\n');
  console.log(report);
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `properties-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  writeFileSync(`${file}.md`, `${report}\n`);
  writeFileSync(
    `${file}.json`,
    `${JSON.stringify({ tally, precision, recall, wrong: Object.fromEntries(wrong), missed: Object.fromEntries(missed), copiedFlagged }, null, 2)}\n`,
  );
} finally {
  await database.close();
}

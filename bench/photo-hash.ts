// Photo hash benchmark: npm run bench:photo-hash -- [--scenes 16]
// Which 64-bit hash tells an agency's copy of a photo (bench/photo-variants.ts) from a different photo: for each
// candidate, the distances of same-photo and different-photo pairs, recall and false matches at each threshold, and
// the time per photo. Real photos: the server's test fixtures and, after `bash bench/photo-corpus.sh`, those in
// bench/.data/photo-corpus/; the demo's drawn scenes come in addition. Writes results/photo-hash-<date>.json and .md.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { photoThemes, sceneSvg } from '../apps/server/src/db/demo/photo-scenes.ts';
import { hashBands, hashDistance, sameImageDistance } from '../apps/server/src/features/properties/index.ts';
import { processPhoto } from '../apps/server/src/infra/images/process-photo.ts';
import { describeMachine, machineText } from './machine.ts';
import { type Candidate, candidates } from './photo-hash-candidates.ts';
import { agencyCopy, variantSpecs } from './photo-variants.ts';

const { values } = parseArgs({ options: { scenes: { type: 'string', default: '16' } } });
const here = (...parts: string[]) => fileURLToPath(new URL(parts.join('/'), import.meta.url));
const thresholds = Array.from({ length: 17 }, (_, index) => index);

type Photo = { name: string; real: boolean; jpeg: Buffer };

// An agency's original: at most 1600 px on the long side, as portals take them.
const asOriginal = (input: Buffer) =>
  sharp(input)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer();

async function loadPhotos(): Promise<Photo[]> {
  const fixtures = here('../apps/server/test/fixtures/photos');
  const corpus = here('.data/photo-corpus');
  const images = (folder: string) =>
    readdirSync(folder)
      .filter((name) => /\.(jpe?g|png)$/i.test(name))
      .map((name) => join(folder, name));
  const files = [
    join(fixtures, 'house.jpg'),
    ...images(join(fixtures, 'cc0')),
    ...(existsSync(corpus) ? images(corpus) : []),
  ];
  if (!existsSync(corpus))
    console.warn('bench/.data/photo-corpus/ is missing: run bash bench/photo-corpus.sh');
  const real = await Promise.all(
    files.map(async (file) => ({
      name: file.split('/').pop()!,
      real: true,
      jpeg: await asOriginal(readFileSync(file)),
    })),
  );
  const scenes = await Promise.all(
    Array.from({ length: Number(values.scenes) }, async (_, index) => {
      const theme = photoThemes[index % photoThemes.length]!;
      const variant = Math.floor(index / photoThemes.length);
      return {
        name: `scene ${theme} ${variant}`,
        real: false,
        jpeg: await asOriginal(Buffer.from(sceneSvg(theme, variant))),
      };
    }),
  );
  return [...real, ...scenes];
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
const sortedNumbers = (list: number[]) => [...list].sort((a, b) => a - b);

async function timeHash(candidate: Candidate, inputs: Buffer[]): Promise<number> {
  await candidate.hash(inputs[0]!);
  const start = performance.now();
  for (const input of inputs) await candidate.hash(input);
  return (performance.now() - start) / inputs.length;
}

async function timeProcessing(input: Buffer, runs = 3): Promise<number> {
  await processPhoto(input);
  const start = performance.now();
  for (let run = 0; run < runs; run++) await processPhoto(input);
  return (performance.now() - start) / runs;
}

const machineBefore = describeMachine();
const photos = await loadPhotos();
console.log(`${photos.length} photos (${photos.filter((photo) => photo.real).length} real), making copies…`);
const specNames = Object.keys(variantSpecs);
const copies = await Promise.all(
  photos.map(async (photo) =>
    Promise.all(specNames.map((spec) => agencyCopy(photo.jpeg, variantSpecs[spec]!))),
  ),
);

type CandidateResult = {
  name: string;
  msPerPhoto: number;
  same: Record<string, { median: number; p95: number; max: number; withinThreshold: number }>;
  different: { pairs: number; min: number; p01: number; p1: number; p5: number; median: number };
  differentReal: { pairs: number; min: number; p1: number };
  rates: { threshold: number; recall: number; falseMatches: number; falseMatchesReal: number }[];
  /** At the server's threshold: share of pairs that have a 16-bit band in common (the matcher's look-up). */
  sharingBand: { same: number; different: number };
};

const results: CandidateResult[] = [];
for (const candidate of candidates) {
  const originals = await Promise.all(photos.map((photo) => candidate.hash(photo.jpeg)));
  const copied = await Promise.all(
    copies.map((list) => Promise.all(list.map((copy) => candidate.hash(copy)))),
  );
  const same: number[] = [];
  const sameBySpec: Record<string, number[]> = Object.fromEntries(specNames.map((spec) => [spec, []]));
  const sameShared: boolean[] = [];
  for (const [photo, list] of copied.entries()) {
    for (const [spec, hash] of list.entries()) {
      const distance = hashDistance(originals[photo]!, hash);
      same.push(distance);
      sameBySpec[specNames[spec]!]!.push(distance);
      sameShared.push(shareBand(originals[photo]!, hash));
    }
  }
  // Different photos: every original against every other, and every copy against the other photos' originals.
  const different: number[] = [];
  const differentReal: number[] = [];
  let differentShared = 0;
  for (let a = 0; a < photos.length; a++) {
    for (let b = 0; b < photos.length; b++) {
      if (a === b) continue;
      const hashes = a < b ? [originals[a]!, ...copied[a]!] : copied[a]!;
      for (const hash of hashes) {
        const distance = hashDistance(hash, originals[b]!);
        different.push(distance);
        if (photos[a]!.real && photos[b]!.real) differentReal.push(distance);
        if (shareBand(hash, originals[b]!)) differentShared++;
      }
    }
  }
  const sortedDifferent = sortedNumbers(different);
  const sortedReal = sortedNumbers(differentReal);
  const share = (list: number[], threshold: number) =>
    list.filter((distance) => distance <= threshold).length / list.length;
  results.push({
    name: candidate.name,
    msPerPhoto: await timeHash(
      candidate,
      photos.map((photo) => photo.jpeg),
    ),
    same: Object.fromEntries(
      Object.entries(sameBySpec).map(([spec, list]) => {
        const sorted = sortedNumbers(list);
        const withinThreshold = share(list, sameImageDistance);
        return [
          spec,
          {
            median: percentile(sorted, 0.5),
            p95: percentile(sorted, 0.95),
            max: sorted.at(-1)!,
            withinThreshold,
          },
        ];
      }),
    ),
    different: {
      pairs: different.length,
      min: sortedDifferent[0]!,
      p01: percentile(sortedDifferent, 0.001),
      p1: percentile(sortedDifferent, 0.01),
      p5: percentile(sortedDifferent, 0.05),
      median: percentile(sortedDifferent, 0.5),
    },
    differentReal: { pairs: differentReal.length, min: sortedReal[0]!, p1: percentile(sortedReal, 0.01) },
    rates: thresholds.map((threshold) => ({
      threshold,
      recall: share(same, threshold),
      falseMatches: share(different, threshold),
      falseMatchesReal: share(differentReal, threshold),
    })),
    sharingBand: {
      same: sameShared.filter(Boolean).length / sameShared.length,
      different: differentShared / different.length,
    },
  });
  console.log(`${candidate.name}: done`);
}

function shareBand(a: bigint, b: bigint): boolean {
  const bands = new Set(hashBands(a));
  return hashBands(b).some((band) => bands.has(band));
}

// The cost where the server hashes: a phone's 12 MP JPEG, and the stored 1280x960 WebP variant made from it.
const phone = await sharp(photos.find((photo) => photo.name === 'house.jpg')!.jpeg)
  .resize(4000, 3000)
  .jpeg({ quality: 90 })
  .toBuffer();
const processed = await processPhoto(phone);
const chosen = candidates.at(-1)!;
const cost = {
  processPhotoMs: await timeProcessing(phone),
  hashOfPhoneJpegMs: await timeHash(chosen, [phone, phone, phone, phone, phone]),
  hashOfLargeWebpMs: await timeHash(chosen, Array(20).fill(processed.variants['1280x960'])),
};
const chosenHashes = await Promise.all(photos.map((photo) => chosen.hash(photo.jpeg)));
const closest = photos
  .flatMap((a, i) =>
    photos.slice(i + 1).map((b, j) => ({
      distance: hashDistance(chosenHashes[i]!, chosenHashes[i + 1 + j]!),
      names: `${a.name}, ${b.name}`,
    })),
  )
  .sort((a, b) => a.distance - b.distance)
  .slice(0, 8);
const machineAfter = describeMachine();

const percent = (value: number) => `${(value * 100).toFixed(value > 0 && value < 0.001 ? 3 : 1)} %`;
const lines: string[] = [
  `# Photo hashes ${new Date().toISOString()}`,
  '',
  `${photos.length} photos (${photos.filter((photo) => photo.real).length} real), ${specNames.length} copies of each. Before: ${machineText(machineBefore)}. After: ${machineText(machineAfter)}.`,
  '',
  '## Same photo: distance from the original (median / p95 / max)',
  '',
  `| copy | ${results.map((result) => result.name).join(' | ')} | server: within ${sameImageDistance} |`,
  `|---|${results.map(() => '---').join('|')}|---|`,
  ...specNames.map(
    (spec) =>
      `| ${spec} | ${results.map((result) => `${result.same[spec]!.median} / ${result.same[spec]!.p95} / ${result.same[spec]!.max}`).join(' | ')} | ${percent(results.at(-1)!.same[spec]!.withinThreshold)} |`,
  ),
  '',
  '## Different photos',
  '',
  '| hash | pairs | min | p0.1 | p1 | p5 | median | real photos only: min / p1 | ms per photo |',
  '|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    (result) =>
      `| ${result.name} | ${result.different.pairs} | ${result.different.min} | ${result.different.p01} | ${result.different.p1} | ${result.different.p5} | ${result.different.median} | ${result.differentReal.min} / ${result.differentReal.p1} | ${result.msPerPhoto.toFixed(2)} |`,
  ),
  '',
  '## Recall of copies / false matches of different photos (all / real only), by threshold',
  '',
  `| ≤ distance | ${results.map((result) => result.name).join(' | ')} |`,
  `|---|${results.map(() => '---').join('|')}|`,
  ...thresholds.map(
    (threshold) =>
      `| ${threshold} | ${results
        .map((result) => {
          const rate = result.rates[threshold]!;
          return `${percent(rate.recall)} / ${percent(rate.falseMatches)} / ${percent(rate.falseMatchesReal)}`;
        })
        .join(' | ')} |`,
  ),
  '',
  '## Bands: pairs sharing at least one 16-bit band (what the matcher looks up)',
  '',
  '| hash | same photo | different photos |',
  '|---|---|---|',
  ...results.map(
    (result) =>
      `| ${result.name} | ${percent(result.sharingBand.same)} | ${percent(result.sharingBand.different)} |`,
  ),
  '',
  `## Cost on the server (${chosen.name})`,
  '',
  '| step | ms per photo |',
  '|---|---|',
  `| processPhoto of a 4000x3000 JPEG (the three WebP variants) | ${cost.processPhotoMs.toFixed(1)} |`,
  `| the hash of that JPEG | ${cost.hashOfPhoneJpegMs.toFixed(1)} |`,
  `| the hash of its stored 1280x960 WebP | ${cost.hashOfLargeWebpMs.toFixed(1)} |`,
  '',
  `## The closest different photos (${chosen.name}, originals)`,
  '',
  '| distance | photos |',
  '|---|---|',
  ...closest.map((pair) => `| ${pair.distance} | ${pair.names} |`),
];
const report = `${lines.join('\n')}\n`;
console.log(report);
const resultsDir = here('results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `photo-hash-${new Date().toISOString().replace(/[:.]/g, '-')}`);
writeFileSync(
  `${file}.json`,
  `${JSON.stringify({ photos: photos.map((photo) => photo.name), machineBefore, machineAfter, results, cost }, null, 2)}\n`,
);
writeFileSync(`${file}.md`, report);
console.log(`written ${file}.md`);

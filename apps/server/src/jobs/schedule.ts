import type { Context } from '../context.ts';
import { refreshLocalMarkets } from '../features/estates/refresh-local-markets.ts';
import { notifyFavouriteChanges } from '../features/favourites/index.ts';
import { expireEstates } from '../features/my-estates/expire-estates.ts';
import { removeAbandonedDrafts } from '../features/my-estates/remove-abandoned-drafts.ts';
import { removeExpiredUploads } from '../features/photos/remove-expired-uploads.ts';
import { removeOrphanFiles } from '../features/photos/remove-orphan-files.ts';
import { fillPhotoHashes } from '../features/properties/fill-photo-hashes.ts';
import { matchSavedSearches, sendDigests } from '../features/saved-searches/index.ts';
import { removeEndedRateLimits } from '../http/rate-limit-store.ts';
import { type ImportJobReport, importPackagesJob } from './import-packages.job.ts';
import type { ScheduledJob } from './scheduler.ts';

/**
 * Every scheduled job of the portal: its name (in logs and metrics), when it runs (a cron setting of config.ts or
 * a fixed time at night) and the use case it calls. Each runs on every instance; the use cases that must run once
 * across instances take their own lock.
 */
export function portalJobs(context: Omit<Context, 'mail'>): ScheduledJob[] {
  const { config, db, storage, listCache, metrics, secrets } = context;
  const imports = importPackagesJob(
    { config, db, storage },
    { settleSeconds: config.IMPORT_SETTLE_SECONDS, keepDays: config.IMPORT_KEEP_DAYS },
  );
  // Imported packages change ads as the API's writes do: the lists' cache goes with them.
  const clearing = async (run: Promise<ImportJobReport>) => {
    const report = await run;
    for (const [status, count] of Object.entries(report.outcomes))
      metrics.importPackages.inc({ status }, count);
    if (report.packages > 0) listCache.clear();
    return report;
  };
  const alertLinks = { publicUrl: config.publicUrl, secretKey: secrets.secretKey };
  return [
    {
      name: 'expire-estates',
      pattern: config.EXPIRY_CRON,
      run: () => expireEstates(db, storage, { removeAfterMonths: config.REMOVE_AFTER_EXPIRY_MONTHS }),
    },
    {
      name: 'remove-abandoned-drafts',
      pattern: config.EXPIRY_CRON,
      run: () => removeAbandonedDrafts(db, storage, { olderThanDays: config.REMOVE_DRAFTS_AFTER_DAYS }),
    },
    {
      name: 'import-packages',
      pattern: '* * * * *',
      run: () => clearing(imports.everyMinute()),
      frequent: true,
    },
    { name: 'import-packages-nightly', pattern: '15 2 * * *', run: () => clearing(imports.nightly()) },
    { name: 'remove-ended-rate-limits', pattern: '45 3 * * *', run: () => removeEndedRateLimits(db) },
    {
      name: 'notify-favourite-changes',
      pattern: '*/5 * * * *',
      run: () => notifyFavouriteChanges(db, { publicUrl: config.publicUrl, key: secrets.secretKey }),
      frequent: true,
    },
    {
      name: 'match-saved-searches',
      pattern: config.ALERTS_CRON,
      run: () => matchSavedSearches(db, alertLinks),
      frequent: true,
    },
    { name: 'send-digests', pattern: config.DIGEST_CRON, run: () => sendDigests(db, alertLinks) },
    {
      name: 'refresh-local-markets',
      pattern: config.LOCAL_MARKETS_CRON,
      run: () => refreshLocalMarkets(db),
      frequent: true,
    },
    {
      name: 'remove-expired-uploads',
      pattern: '* * * * *',
      run: () => removeExpiredUploads(db, storage),
      frequent: true,
    },
    { name: 'remove-orphan-files', pattern: '50 3 * * *', run: () => removeOrphanFiles(db, storage) },
    // Photos stored before photos were hashed; once all have a hash, a run finds nothing to do.
    {
      name: 'fill-photo-hashes',
      pattern: '*/10 * * * *',
      run: () => fillPhotoHashes(db, storage),
      frequent: true,
    },
  ];
}

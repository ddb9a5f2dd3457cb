export type LoginLimiter = {
  /** True while this address, or this login from this address, has used up its failed attempts. */
  blocked: (ip: string, login: string) => boolean;
  failed: (ip: string, login: string) => void;
};

/** max: failures of one login from one address; maxPerAddress: failures of any logins from one address. */
export type LimiterSettings = { max: number; windowMs: number; maxPerAddress?: number; now?: () => number };

/**
 * Counts failed FTP logins in a sliding window per client address and per login from that address, never per login
 * alone: a stranger guessing a company's password blocks only their own address, never the company's CRM. The
 * address allows more failures than one login does, as one CRM host may push the exports of many offices, and one
 * office's changed password must not stop the others. In memory: each instance counts its own attempts, which only
 * makes guessing across many instances somewhat cheaper, never easier than one try per attempt.
 */
export function createLoginLimiter({
  max,
  windowMs,
  maxPerAddress = 30,
  now = Date.now,
}: LimiterSettings): LoginLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  const limits = (ip: string, login: string) =>
    [
      [`address:${ip}`, maxPerAddress],
      [`login:${ip} ${login}`, max],
    ] as const;
  return {
    blocked: (ip, login) => limits(ip, login).some(([key, limit]) => recent(key).length >= limit),
    failed: (ip, login) => {
      // Guessing many different logins must not grow the map without bound: drop the stale entries now and then.
      if (failures.size > 10_000) for (const key of [...failures.keys()]) recent(key);
      for (const [key] of limits(ip, login)) failures.set(key, [...recent(key), now()]);
    },
  };
}

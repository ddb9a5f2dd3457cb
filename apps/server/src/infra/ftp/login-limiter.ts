export type LoginLimiter = {
  /** True while this address or this login has used up its failed attempts. */
  blocked: (ip: string, login: string) => boolean;
  failed: (ip: string, login: string) => void;
};

export type LimiterSettings = { max: number; windowMs: number; now?: () => number };

/**
 * Counts failed FTP logins per client address and per login in a sliding window, like the web login's limits
 * (5 per 15 minutes per account). In memory: each instance counts its own attempts, which only makes guessing
 * across many instances somewhat cheaper, never easier than one try per attempt.
 */
export function createLoginLimiter({ max, windowMs, now = Date.now }: LimiterSettings): LoginLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  const keys = (ip: string, login: string) => [`ip:${ip}`, `login:${login}`];
  return {
    blocked: (ip, login) => keys(ip, login).some((key) => recent(key).length >= max),
    failed: (ip, login) => {
      // Guessing many different logins must not grow the map without bound: drop the stale entries now and then.
      if (failures.size > 10_000) for (const key of [...failures.keys()]) recent(key);
      for (const key of keys(ip, login)) failures.set(key, [...recent(key), now()]);
    },
  };
}

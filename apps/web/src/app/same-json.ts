/**
 * Whether two values read from JSON hold the same data: the same values under the same keys, in any order. The
 * server's markup memo (render-page.tsx) tells by it whether an ad changed since its card was rendered.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

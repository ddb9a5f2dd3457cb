// The part of autocannon 9's API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Request = { method?: string; path?: string; body?: string; headers?: Record<string, string> };
  type Options = { url: string; connections: number; duration: number; requests?: Request[] };
  type Result = {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  type Instance = EventEmitter & PromiseLike<Result>;

  function autocannon(options: Options): Instance;
  export default autocannon;
}

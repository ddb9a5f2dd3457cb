// geoman patches the global `L` when it loads; an ES module import of Leaflet sets no global, so this module
// (imported before geoman) provides it.
import L from 'leaflet';

(globalThis as unknown as { L: typeof L }).L = L;

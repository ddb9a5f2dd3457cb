// Starts the web app of a page the server rendered (apps/server/src/features/seo/render-first-load.ts): the page
// is already on screen, so its scripts wait until the page has loaded (its first photos) and its first contentful
// paint has been shown; on a slow phone the load event can come before that paint, and fetching and compiling the
// scripts would then hold the paint back. The first of data-modules is the entry, the others the route's chunks,
// fetched alongside it rather than after it has run; import() also lets each evaluate in its own task.
(() => {
  const modules = (document.currentScript?.dataset.modules ?? '').split(' ').filter(Boolean);
  // Four imports a task: a page's 25-50 chunks imported in one task kept a slow phone from answering a tap for
  // ≈ 0.15 s; one a task would add the 4 ms a browser waits between nested timeouts, fifty times.
  const importFrom = (index) => {
    for (const module of modules.slice(index, index + 4)) void import(module);
    if (index + 4 < modules.length) setTimeout(() => importFrom(index + 4));
  };
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', resolve, { once: true });
  });
  const painted = new Promise((resolve) => {
    const paintTiming = window.PerformanceObserver?.supportedEntryTypes?.includes('paint');
    if (!paintTiming || performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
    // A page with nothing to paint (or a browser that never reports it) starts a second after its load.
    loaded.then(() => setTimeout(resolve, 1000));
  });
  void Promise.all([loaded, painted]).then(() => importFrom(0));
})();

// Starts the web app of a page the server rendered (apps/server/src/features/seo/render-first-load.ts): the page
// is already on screen, so its scripts wait until the page has loaded (its first photos) and its first contentful
// paint has been shown; on a slow phone the load event can come before that paint, and fetching and compiling the
// scripts would then hold the paint back. data-modules lists every chunk of the page, each after the chunks it
// imports: all are fetched together, then evaluated one a task in that order. Imported together, a page's chunks
// evaluated in one long task (bench/lighthouse.ts counts it), during which a tap got no answer.
(() => {
  // A chunk of /assets/ comes by its name alone ('index-B71wOrL6'), other modules by their path.
  const modules = (document.currentScript?.dataset.modules ?? '')
    .split(' ')
    .filter(Boolean)
    .map((name) => (name.startsWith('/') ? name : `/assets/${name}.js`));
  // Four fetches started a task: starting them all at once was itself a long task.
  const fetchFrom = (index) => {
    for (const href of modules.slice(index, index + 4)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (index + 4 < modules.length) setTimeout(() => fetchFrom(index + 4));
  };
  // A chunk that failed to load is left to the app, which imports it again when it needs it.
  const evaluateFrom = (index) => {
    if (index >= modules.length) return;
    const next = () => setTimeout(() => evaluateFrom(index + 1));
    import(modules[index]).then(next, next);
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
  void Promise.all([loaded, painted]).then(() => {
    fetchFrom(0);
    evaluateFrom(0);
  });
})();

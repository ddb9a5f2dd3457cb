// Starts the web app of a page the server rendered (apps/server/src/features/seo/render-first-load.ts): the page
// is already on screen, so its scripts wait until the styles and photos of the first screen have loaded. The first
// of data-modules is the entry, the others the route's chunks, fetched alongside it rather than after it has run;
// import() also lets each evaluate in its own task.
(() => {
  const modules = (document.currentScript?.dataset.modules ?? '').split(' ').filter(Boolean);
  const start = () => {
    for (const module of modules) void import(module);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();

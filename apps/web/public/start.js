// Starts the web app of a page the server rendered (apps/server/src/features/seo/render-first-load.ts): the page
// is already on screen, so its scripts wait until the styles and photos of the first screen have loaded. The first
// of data-modules is the entry; the others are fetched alongside it instead of one import after another.
(() => {
  const modules = (document.currentScript?.dataset.modules ?? '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of modules.slice(1)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = modules[0];
    document.head.append(script);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();

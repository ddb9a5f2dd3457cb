// Whether this module runs in the server's render of a page (apps/web/src/app/render-page.tsx on a render thread),
// which has no document: parts that only act in the browser are left out of it where their markup is the same.
export const isServerRender = typeof document === 'undefined';

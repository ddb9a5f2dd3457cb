// What other parts of the server use of the favourites: their routes, the clipboard's merge at login and the job
// that tells owners of changes.
export { clearedClipboardCookie, clipboardFromCookie } from './clipboard-cookie.ts';
export { favouritesRoutes } from './favourites.routes.ts';
export { notifyFavouriteChanges } from './notify-favourite-changes.ts';
export { mergeClipboard } from './star-favourite.ts';

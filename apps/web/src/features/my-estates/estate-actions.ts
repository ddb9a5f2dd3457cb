// The refresh and delete actions with their outcome messages (spec §8), shared by the cards and the action routes.
import { showFlash } from '../../ui/flash.tsx';
import { useDeleteEstate } from './api/delete-estate.ts';
import { useRefreshEstate } from './api/refresh-estate.ts';
import { myEstatesTexts } from './my-estates-texts.ts';

export function useRefreshAction() {
  const mutation = useRefreshEstate();
  return (estateId: number, onSettled?: () => void) =>
    mutation.mutate(estateId, {
      onSuccess: () => showFlash('success', myEstatesTexts.refreshed),
      onError: () => showFlash('error', myEstatesTexts.refreshFailed),
      onSettled,
    });
}

/** Asks first; answers whether the person agreed. */
export function useDeleteAction() {
  const mutation = useDeleteEstate();
  return (estateId: number, onSettled?: () => void): boolean => {
    if (!window.confirm(myEstatesTexts.confirmRemove)) return false;
    mutation.mutate(estateId, {
      onSuccess: () => showFlash('success', myEstatesTexts.removed),
      onError: () => showFlash('error', myEstatesTexts.removeFailed),
      onSettled,
    });
    return true;
  };
}

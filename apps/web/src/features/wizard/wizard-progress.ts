// Spec §4 'Wizard': the furthest step reached and the ad being built, kept per user and wizard in localStorage, so
// that a reload or a new tab (a step opened with the middle button) continues the same draft instead of sending the
// person back to the start, where a second draft would be made beside the first.
import { type EstateType, type WizardStep, wizardSteps } from '@portal/domain';

/** The add flow of one type, or the edit flow of one ad. */
export type WizardKey = { flow: 'add'; type: EstateType } | { flow: 'edit'; estateId: number };
export type WizardProgress = { reached: WizardStep; estateId: number | null };

const prefix = 'wizard:';

// Per user: another account logged in on the same browser must not continue this one's draft.
function storageKey(userId: number, key: WizardKey): string {
  const wizard = key.flow === 'add' ? `add:${key.type}` : `edit:${key.estateId}`;
  return `${prefix}${userId}:${wizard}`;
}

function isStep(value: unknown): value is WizardStep {
  return (wizardSteps as readonly unknown[]).includes(value);
}

export function readProgress(userId: number, key: WizardKey): WizardProgress {
  const initial: WizardProgress = { reached: 1, estateId: key.flow === 'edit' ? key.estateId : null };
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId, key)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return initial;
    const { reached, estateId } = stored as Record<string, unknown>;
    return {
      reached: isStep(reached) ? reached : 1,
      estateId: typeof estateId === 'number' && estateId > 0 ? estateId : initial.estateId,
    };
  } catch {
    // A value another version wrote, or storage that is blocked: start the wizard afresh.
    return initial;
  }
}

/**
 * Records that `step` was reached (never lowers the furthest step) and the ad's id once it exists. It builds on the
 * tab's own progress, not on what is stored: another tab may have started over meanwhile.
 */
export function advanceProgress(
  userId: number,
  key: WizardKey,
  current: WizardProgress,
  step: WizardStep,
  estateId?: number,
): WizardProgress {
  const next: WizardProgress = {
    reached: step > current.reached ? step : current.reached,
    estateId: estateId ?? current.estateId,
  };
  localStorage.setItem(storageKey(userId, key), JSON.stringify(next));
  return next;
}

/** Forgets the wizard after the ad was saved, so the next visit starts a new one. */
export function resetProgress(userId: number, key: WizardKey): void {
  localStorage.removeItem(storageKey(userId, key));
}

/**
 * The furthest step an existing ad has passed, whatever this browser remembers: step 1 made it, and with a photo
 * step 2 is done too (spec §5: one photo is what step 2 asks for).
 */
export function passedStep(photosCount: number): WizardStep {
  return photosCount > 0 ? 3 : 2;
}

// Spec §4 'Wizard': the furthest step reached and the ad being built, kept per wizard in sessionStorage so that a
// reload of the tab does not lose them (and a new tab starts afresh).
import { type EstateType, type WizardStep, wizardSteps } from '@portal/domain';

/** The add flow of one type, or the edit flow of one ad. */
export type WizardKey = { flow: 'add'; type: EstateType } | { flow: 'edit'; estateId: number };
export type WizardProgress = { reached: WizardStep; estateId: number | null };

const prefix = 'wizard:';

function storageKey(key: WizardKey): string {
  return key.flow === 'add' ? `${prefix}add:${key.type}` : `${prefix}edit:${key.estateId}`;
}

function isStep(value: unknown): value is WizardStep {
  return (wizardSteps as readonly unknown[]).includes(value);
}

export function readProgress(key: WizardKey): WizardProgress {
  const initial: WizardProgress = { reached: 1, estateId: key.flow === 'edit' ? key.estateId : null };
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(key)) ?? 'null');
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

/** Records that `step` was reached (never lowers the furthest step) and the ad's id once it exists. */
export function advanceProgress(key: WizardKey, step: WizardStep, estateId?: number): WizardProgress {
  const current = readProgress(key);
  const next: WizardProgress = {
    reached: step > current.reached ? step : current.reached,
    estateId: estateId ?? current.estateId,
  };
  sessionStorage.setItem(storageKey(key), JSON.stringify(next));
  return next;
}

/** Forgets the wizard after the ad was saved, so the next visit starts a new one. */
export function resetProgress(key: WizardKey): void {
  sessionStorage.removeItem(storageKey(key));
}

// What other features may use of the imports: an import run as the API shows it, an integration's health.
export { toImportRun } from './import-run-view.ts';
export { integrationHealth } from './integration-health.ts';

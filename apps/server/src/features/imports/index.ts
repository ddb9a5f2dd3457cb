// What other features may use of the imports: an import run as the API shows it.
export { toImportRun } from './import-run-view.ts';

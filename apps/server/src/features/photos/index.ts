// What other features may use of the photos: where their files are stored and how to remove them.
export { estateFilePrefixes, removeFiles, uploadContainer } from './stored-files.ts';

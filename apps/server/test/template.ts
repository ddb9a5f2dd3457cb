export const templateDatabase = 'portal_test_template';
// Uncompressed: a test file's database loads from it in well under half the time a gzipped dump takes.
export const templateDumpPath = new URL('../../../.tmp/test-template/pglite.tar', import.meta.url);

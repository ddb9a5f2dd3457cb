export const templateDatabase = 'portal_test_template';
export const templateDumpPath = new URL('../../../.tmp/test-template/pglite.tar.gz', import.meta.url);

export { siteName } from '@portal/domain';

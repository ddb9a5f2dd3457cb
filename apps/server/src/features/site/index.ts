// What other features may use of the site: the deployment settings the web app reads.
export { ConfigResponse, publicConfig } from './public-config.ts';

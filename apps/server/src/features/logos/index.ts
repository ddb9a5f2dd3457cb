// What other features may use of the logos: where a company's logo file is kept (an account removed takes it along).
export { logoKey } from './logo-key.ts';

// What other features may use of the ad statistics: counting a message written to the seller.
export { countMessage } from './count-message.ts';

// What other features may use of the ad detail: the wizard's last step previews an ad as its page will show it.
export { EstateView } from './estate-view.tsx';

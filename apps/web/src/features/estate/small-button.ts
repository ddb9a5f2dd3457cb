// Mantine's default Button at size xs as the classes of a plain <button>: the ad page's small buttons are rendered
// on the server for every visitor, where a Mantine Button costs its props' resolution and a style attribute.
import buttons from '../../ui/plain-button.module.css';

export const smallButton = `${buttons.button} ${buttons.default} ${buttons.small}`;

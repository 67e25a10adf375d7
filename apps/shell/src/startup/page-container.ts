import { appContainer } from './painted-landing';

/**
 * Where the app renders (painted-landing.ts), taken as soon as main.js's entry runs: from here on
 * the painted landing's form takes input and its clicks are handed to the app, while the rest of
 * the boot still runs in tasks of its own (index.ts).
 */
export const pageContainer = appContainer(document.getElementById('root')!);

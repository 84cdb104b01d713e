import { holdInteractions } from './boot/held-interactions';
import { wakeOnInteraction } from './boot/wake';
import { readAccessToken } from './lib/access-token';
import { pageStateId } from './ssr/page-state-id';
import './styles.css';

/**
 * The first load: the stylesheet and this bootstrap, nothing else (ADR 0015). A server-rendered page is
 * complete and its links and search form work as plain HTML, so React, the router and the page's code
 * load only when the visitor starts using the page; what they did meanwhile is replayed once the app has
 * hydrated. A signed-in visitor (their navbar differs from the server's) and a page the server did not
 * render (the browser must draw it) get the app at once.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

let app: Promise<void> | undefined;
const start = (byInteraction: boolean) => {
  app ??= import('./app/start-app').then(({ startApp }) => startApp(root, { held, byInteraction }));
};
const held = holdInteractions(() => start(true));

const serverRendered = document.getElementById(pageStateId) !== null;
if (serverRendered && readAccessToken() === null) wakeOnInteraction(() => start(true));
else start(false);

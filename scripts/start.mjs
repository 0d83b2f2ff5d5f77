// `npm start`: build the web app when missing or stale, then run the server (migrations, the demo seed in development, listen).
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
register();
await import('../apps/server/src/main.ts');

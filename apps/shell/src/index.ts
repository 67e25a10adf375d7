import { nextTask } from '@bs/mf/next-task';
// First: the painted landing's form takes input from here on, not after the boot's tasks.
import './startup/page-container';

// No async boundary chunk: the build's asyncStartup (tools/rspack/create-app-config.mjs) runs this
// entry once the federation runtime has negotiated the shared singletons, so the shell's code
// is part of main.js and the page starts with one script (ADR 0032, formerly ADR 0001's bootstrap).
// Its evaluation is cut into tasks (the runtime's set-up, React DOM, the app's modules, then the
// start), so none holds the page for long: the imports are "eager" (the same chunk, no request),
// only their evaluation waits for the next task.
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));

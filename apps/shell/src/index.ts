// No async boundary chunk: the build's asyncStartup (tools/rspack/create-app-config.mjs) runs this
// entry once the federation runtime has negotiated the shared singletons, so the shell's code
// is part of main.js and the page starts with one script (ADR 0032, formerly ADR 0001's bootstrap).
import './bootstrap';

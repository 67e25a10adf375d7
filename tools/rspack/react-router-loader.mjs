// Trims what react-router's production build ships but the store can never run (ADR 0032).
//
// Pure components. The package creates its components and contexts at top level without a pure
// annotation (`var Form = React10.forwardRef(...)`) and then names them (`Form.displayName =
// "Form"`), so each one was kept whether anything used it or not, with all it references: `Form`
// alone kept useSubmit, useFormAction and the form-submission helpers in main.js although no app
// renders a react-router <Form>. Creating a component or a context has no side effect;
// `displayName` is read by React's developer tools and development warnings only. Only
// statements at the start of a line (top level) are touched.
//
// No prefetching <Link>. `<Link prefetch>` prefetches a route's modules in framework mode only:
// without a framework context (the store renders a declarative <BrowserRouter>, and the facade
// shares no data or framework router) react-router's usePrefetchBehavior always answers "do not
// prefetch", yet Link's call to it kept the whole prefetch machinery (route module links,
// single-fetch URLs, RSC variants: about 5 kB raw) in main.js. Link now takes that answer directly.
const TOP_LEVEL_REACT_CALL =
  /^((?:var|let|const) [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const LINK_PREFETCH =
  /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/;
const NO_PREFETCH = 'const shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};';

export default function reactRouterLoader(source) {
  return source
    .replace(TOP_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2')
    .replace(TOP_LEVEL_DISPLAY_NAME, '')
    .replace(LINK_PREFETCH, NO_PREFETCH);
}

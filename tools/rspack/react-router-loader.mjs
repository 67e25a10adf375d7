// Lets the minifier drop react-router's components and contexts that nothing uses (ADR 0032).
// The package's production build creates them at top level without a pure annotation
// (`var Form = React10.forwardRef(...)`) and then names them (`Form.displayName = "Form"`), so
// each one was kept whether anything used it or not, with all it references: `Form` alone kept
// useSubmit, useFormAction and the form-submission helpers in main.js although no app renders a
// react-router <Form>. Creating a component or a context has no side effect; `displayName` is
// read by React's developer tools and development warnings only, never by a production build.
// Only statements at the start of a line (top level) are touched.
const TOP_LEVEL_REACT_CALL =
  /^((?:var|let|const) [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

export default function pureReactCalls(source) {
  return source.replace(TOP_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '');
}

// CSS modules (rspack `css/auto`): class names are scoped per file, so remotes never emit globals (DESIGN §2).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

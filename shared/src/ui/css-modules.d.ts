// CSS Modules: class names are scoped per bundle, so no area's styles leak into another's.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

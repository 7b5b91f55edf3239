// CSS Modules (tooling/webpack-config.mjs, css-loader with `namedExport: false`): the default export
// maps each local class name to its hashed name, scoped per bundle so no area's styles leak into another's.
declare module '*.module.css' {
  const classNames: Readonly<Record<string, string>>;
  export default classNames;
}

// Global CSS (design tokens), imported only by the shell for its side effect.
declare module '*.css';

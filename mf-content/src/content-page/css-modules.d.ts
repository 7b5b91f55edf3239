// CSS Modules of this area (css-loader with `namedExport: false`): a map of local → hashed class names.
declare module '*.module.css' {
  const classes: { readonly [localName: string]: string };
  export default classes;
}

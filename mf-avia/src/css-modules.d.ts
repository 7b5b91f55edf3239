// CSS Modules (tooling/webpack-config.mjs): `import styles from './x.module.css'`.
declare module '*.module.css' {
  const classNames: Record<string, string>;
  export default classNames;
}
declare module '*.css';

// Types of static-frame-css.mjs for the TypeScript packages that check against it (the shell's tests).
export declare function staticFrameCss(): string;
export declare function withStaticFrameCss(
  compilation: import('webpack').Compilation,
  files: unknown,
  tags: unknown,
  options: unknown,
): Record<string, unknown>;
export declare const designTokensFile: string;
export declare function themeColor(): string;

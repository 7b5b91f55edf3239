// Types of static-frame-css.mjs for the TypeScript packages that check against it (the shell's tests).
export declare function staticFrameCss(): string;

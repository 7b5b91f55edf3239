// Types of fast-check-seed.mjs for the TypeScript test configs that call it.
export declare function announceFastCheckSeed(): void;

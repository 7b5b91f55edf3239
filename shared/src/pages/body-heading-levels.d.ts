/** The new level of each heading level in `root`: from h2 in order, capped at h6 (body-heading-levels.js). */
export declare function bodyHeadingLevels(root: ParentNode): (level: number) => number;

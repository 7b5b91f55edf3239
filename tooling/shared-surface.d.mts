// Types of shared-surface.mjs for the TypeScript packages that check against it (e2e, and the tooling's own checked JavaScript).
import type { Compilation } from 'webpack';

export declare const SHARED_SURFACE_FIELD: 'sharedSurface';
export interface SharedSurface {
  side: 'offers' | 'uses';
  names: string[];
}
export declare function sharedSurfaceOf(compilation: Compilation, side: SharedSurface['side']): SharedSurface;
export declare function manifestWithSharedSurface<M extends object | boolean | undefined>(manifest: M, side: SharedSurface['side']): object;

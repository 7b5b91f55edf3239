import { renderStandaloneArea } from 'shared/standalone-area';
import { pages } from './pages';

// Standalone development only (`pnpm --filter mf-avia dev`); inside the platform this never runs.
renderStandaloneArea({ area: 'avia', pages, apiBase: process.env.API_BASE });

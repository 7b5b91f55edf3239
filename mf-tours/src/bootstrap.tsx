import { renderStandaloneArea } from 'shared';
import { pages } from './pages';

// Standalone development only (`pnpm --filter mf-tours dev`); inside the platform this never runs.
renderStandaloneArea({ area: 'tours', pages, apiBase: process.env.API_BASE });

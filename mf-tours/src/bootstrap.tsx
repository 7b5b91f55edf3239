import { renderStandaloneArea } from 'shared/standalone-area';
import { pages } from './pages';

// Standalone development only (`pnpm --filter mf-tours dev`); inside the platform this never runs.
renderStandaloneArea({ area: 'tours', pages, apiBase: process.env.API_BASE });

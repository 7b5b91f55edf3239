import { renderStandaloneArea } from 'shared/standalone-area';
import { pages } from './pages';

// Standalone development only (`pnpm --filter mf-content dev`); inside the platform this never runs.
renderStandaloneArea({ area: 'content', pages, apiBase: process.env.API_BASE });

import { renderStandaloneArea } from 'shared/standalone-area';
import { pages } from './pages';

// Standalone development only (`pnpm --filter mf-profile dev`); inside the platform this never runs.
renderStandaloneArea({ area: 'profile', pages, apiBase: process.env.API_BASE });

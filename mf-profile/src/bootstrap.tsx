import { renderStandaloneArea } from 'shared';
import { pages } from './pages';

// Standalone development only (`pnpm --filter mf-profile dev`); inside the platform this never runs.
renderStandaloneArea({ area: 'profile', pages, apiBase: process.env.API_BASE });

import { renderStandaloneArea } from 'shared/standalone-area';
import declared from './routes.json' with { type: 'json' };
import { pages } from './pages';

// Standalone development only (`pnpm --filter mf-tours dev`); inside the platform this never runs.
renderStandaloneArea({ routes: declared.routes, pages, apiBase: process.env.API_BASE });

// Federation settings of the content area: the same for every remote (tooling/federation-config.mjs).
import { remoteFederation } from 'tooling/federation-config.mjs';

export default remoteFederation(import.meta.dirname, 'mf-content');

// Federation settings of the host (tooling/federation-config.mjs): no remotes at build time.
import { hostFederation } from 'tooling/federation-config.mjs';

export default hostFederation(import.meta.dirname);

import { MODAL_ROOT_ID } from 'shared';

/** The container for modals of every area (product rules §2); ModalDialog portals into it. */
export function ModalHost() {
  return <div id={MODAL_ROOT_ID} />;
}

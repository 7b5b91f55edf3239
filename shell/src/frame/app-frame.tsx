import type { ReactNode } from 'react';

// Placeholder until the shell-frame issue lands: header, footer, auth modal, cookie notice
// and the modal host wrap every routed page here.
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header data-frame="header">Авиабилеты</header>
      <main id="main">{children}</main>
      <footer data-frame="footer" />
    </>
  );
}

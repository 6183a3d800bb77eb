import { AppLayout } from "./app-layout.js";
import { AppProviders } from "./providers.js";

/**
 * `knownVisitor`: the page came pre-rendered for a browser without a session cookie, so the user is signed out
 * without asking the server (whose answer would be a 401).
 */
export function App({ knownVisitor = false }: { knownVisitor?: boolean }) {
  return (
    <AppProviders knownVisitor={knownVisitor}>
      <AppLayout />
    </AppProviders>
  );
}

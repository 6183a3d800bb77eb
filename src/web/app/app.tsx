import { AppLayout } from "./app-layout.js";
import { AppProviders } from "./providers.js";

export function App() {
  return (
    <AppProviders>
      <AppLayout />
    </AppProviders>
  );
}

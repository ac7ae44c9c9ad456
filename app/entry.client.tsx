import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reportBrowserError, reportUncaughtErrors } from "./errors/browser-reporter.ts";

reportUncaughtErrors(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter onError={(error, { pattern }) => reportBrowserError(error, pattern)} />
    </StrictMode>,
  );
});

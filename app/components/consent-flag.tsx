import { useContext } from "react";
import { consentFlagScript } from "../analytics/consent.ts";
import { useStoreView } from "../i18n/use-shell.ts";
import { ScriptNonceContext } from "../script-nonce.ts";

/** Decides before the first paint whether the cookie banner in the page shows (consentFlagScript). */
export function ConsentFlag() {
  const store = useStoreView();
  const nonce = useContext(ScriptNonceContext);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: consentFlagScript(store.storeCode) }} />;
}

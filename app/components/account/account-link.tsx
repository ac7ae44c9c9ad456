import { Link } from "react-router";
import { useStoreView, useT } from "../../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";
import { useUiStore } from "../../state/ui.ts";
import { useUserStore } from "../../state/user.ts";

/**
 * The header's account icon: the account for a signed-in customer, the sign-in dialog for anyone
 * else; without JavaScript, the account page (which offers the sign-in form).
 */
export function AccountLink() {
  const t = useT();
  const store = useStoreView();
  const status = useUserStore((s) => s.status);
  const firstname = useUserStore((s) => s.current?.firstname);
  const openModal = useUiStore((s) => s.openModal);
  const signedIn = status === "signed-in";
  return (
    <Link
      to={storePath(store, "/my-account")}
      className="header__icon-button header__account"
      data-signed-in={signedIn || undefined}
      aria-haspopup={signedIn ? undefined : "dialog"}
      onClick={(event) => {
        if (status !== "anonymous") return;
        event.preventDefault();
        openModal("authentication", { view: "login" });
      }}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <circle cx="12" cy="8" r="4" fill={signedIn ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" />
        <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">{signedIn && firstname ? `${t("header.account")} (${firstname})` : t("header.account")}</span>
    </Link>
  );
}

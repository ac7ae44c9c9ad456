import { data } from "react-router";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The form a page's action was posted: anything else is the sender's mistake, answered with
 * 415 (not a form) or 400 (a broken one) and a message, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) {
    throw data({ message: `Content-Type: this page takes a form (${FORM_TYPES.join(" or ")}), not ${type || "a body without a type"}` }, { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data({ message: "body: the form could not be read" }, { status: 400 });
  }
}

/**
 * What a browser without JavaScript sends for a form of a rendered page: its action, its method, and its
 * fields in document order (text and hidden inputs, the ticked checkboxes and radios, each select's
 * chosen option, textareas), as the no-script checks of the worker tests submit them. A field outside the
 * form element that joins it through a form= attribute is not read.
 */
export interface HtmlForm {
  action: string;
  method: "get" | "post";
  fields: [string, string][];
}

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

function attributes(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!.toLowerCase(), decode(m[2] ?? "")]));
}

/** The form whose tag or content holds `marker` (e.g. 'id="add-to-cart"'). */
export function readForm(html: string, marker: string): HtmlForm {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`no ${marker} in the page`);
  const start = html.lastIndexOf("<form", at);
  const end = html.indexOf("</form>", at);
  if (start < 0 || end < 0) throw new Error(`${marker} is not in a form`);
  const source = html.slice(start, end);
  const form = attributes(/^<form[^>]*>/.exec(source)![0]);
  const fields: [string, string][] = [];
  for (const [tag, kind, inner = ""] of source.matchAll(/<(input|select|textarea)\b[^>]*>(?:([\s\S]*?)<\/\1>)?/g)) {
    const attrs = attributes(tag.slice(0, tag.indexOf(">") + 1));
    const name = attrs.get("name");
    if (!name || attrs.has("disabled")) continue;
    if (kind === "input") {
      const type = attrs.get("type") ?? "text";
      if (["submit", "button", "image", "reset", "file"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !attrs.has("checked")) continue;
      fields.push([name, attrs.get("value") ?? (type === "checkbox" || type === "radio" ? "on" : "")]);
    } else if (kind === "select") {
      const options = [...inner.matchAll(/<option\b[^>]*>/g)].map((m) => attributes(m[0]));
      const chosen = options.find((option) => option.has("selected")) ?? options[0];
      if (chosen) fields.push([name, chosen.get("value") ?? ""]);
    } else {
      fields.push([name, decode(inner)]);
    }
  }
  return { action: form.get("action") ?? "", method: form.get("method")?.toLowerCase() === "post" ? "post" : "get", fields };
}

/** The form's fields with some set as a shopper would (typed, chosen, ticked), a field set that the form lacks added. */
export function filledIn(form: HtmlForm, values: Record<string, string>): URLSearchParams {
  const fields = new URLSearchParams(form.fields);
  for (const [name, value] of Object.entries(values)) fields.set(name, value);
  return fields;
}

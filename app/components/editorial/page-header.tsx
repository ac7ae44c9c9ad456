import { Breadcrumbs, type Crumb } from "../breadcrumbs.tsx";

/** The top of an editorial page: where it is, its title and what it is about. */
export function EditorialHeader({ trail, title, intro }: { trail: Crumb[]; title: string; intro: string }) {
  return (
    <>
      <Breadcrumbs trail={trail} current={title} />
      <header className="magazine__header">
        <h1>{title}</h1>
        <p className="magazine__intro">{intro}</p>
      </header>
    </>
  );
}

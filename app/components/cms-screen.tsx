import type { CmsPageData } from "../routes/cms-page.server.ts";

export function CmsScreen({ data }: { data: CmsPageData }) {
  return (
    <article className={`cms-page cms-page--${data.page.pageLayout}`}>
      <h1>{data.page.title}</h1>
      {/* Authored HTML from the shop's own content store. */}
      <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: data.page.content }} />
    </article>
  );
}

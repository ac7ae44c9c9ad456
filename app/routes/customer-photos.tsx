import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/customer-photos";
import { EditorialHeader } from "../components/editorial/page-header.tsx";
import { ListPager } from "../components/editorial/list-pager.tsx";
import { PhotoSteps } from "../components/photo-steps.tsx";
import { Price } from "../components/price.tsx";
import { formatDate } from "#core/domain/money.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { seoMeta } from "../seo/seo-meta.ts";
import type { CustomerPhotosData } from "./customer-photos.server.ts";

export { loader } from "./customer-photos.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

type Photo = CustomerPhotosData["photos"][number];

/** Customer photos: a gallery; a photo opens in a dialog with who took it and the product it shows. */
export default function CustomerPhotosPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const photos = data.photos;
  return (
    <div className="customer-photos">
      <EditorialHeader trail={data.trail} title={data.title} intro={t("customerPhotos.intro")} />
      <ol id="customer-photos" className="photo-grid">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            {/* Without JavaScript the photo's product page is the way on. */}
            <a
              ref={(element) => {
                links.current[i] = element;
              }}
              href={photo.product.href}
              className="photo-grid__photo"
              aria-haspopup="dialog"
              onClick={(event) => {
                // A click with a modifier opens the product in another tab, as a link does.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                setOpen(i);
              }}
            >
              <img src={photo.image.src} srcSet={photo.image.srcSet} sizes="(min-width: 1100px) 270px, (min-width: 640px) 31vw, 48vw" width={photo.image.width} height={photo.image.height} alt={t("customerPhotos.photoBy", { name: photo.displayName, product: photo.product.name })} loading={i < 4 ? "eager" : "lazy"} decoding="async" />
            </a>
            <p className="photo-grid__who">
              {photo.displayName}, {photo.town}
            </p>
          </li>
        ))}
      </ol>
      <ListPager pager={data.pager} loadMoreLabel={t("customerPhotos.loadMore")} listId="customer-photos" />
      {open !== null && photos[open] && (
        <PhotoDialog
          photo={photos[open]}
          position={open}
          count={photos.length}
          onStep={(by) => setOpen((open + by + photos.length) % photos.length)}
          onClose={() => {
            // Back to the photo last shown, which the arrows may have moved on from the one clicked.
            links.current[open]?.focus();
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}

/** One photo over the page: "photo x of y", arrows and arrow keys, Escape closes and the focus goes back. */
function PhotoDialog({ photo, position, count, onStep, onClose }: { photo: Photo; position: number; count: number; onStep: (by: number) => void; onClose: () => void }) {
  const t = useT();
  const { i18n } = useStoreView();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const label = t("customerPhotos.photoBy", { name: photo.displayName, product: photo.product.name });
  return (
    <dialog
      ref={dialog}
      className="lightbox photo-dialog"
      aria-label={label}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") onStep(1);
        if (event.key === "ArrowLeft") onStep(-1);
      }}
    >
      <div className="photo-dialog__layout">
        <div className="lightbox__stage">
          <img src={photo.image.src} srcSet={photo.image.srcSet} sizes="(min-width: 900px) 560px, 100vw" width={photo.image.width} height={photo.image.height} alt={label} />
          {count > 1 && <PhotoSteps onStep={onStep} />}
        </div>
        <div className="photo-dialog__text">
          <blockquote className="photo-dialog__caption">{photo.caption}</blockquote>
          <p className="photo-dialog__who">
            {photo.displayName}, {photo.town} · <time dateTime={photo.createdAt}>{formatDate(photo.createdAt, i18n.dateFormat)}</time>
          </p>
          <Link to={photo.product.href} className="photo-dialog__product">
            <img src={photo.product.image.src} width={80} height={78} alt="" />
            <span>
              <strong>{photo.product.name}</strong>
              <Price price={photo.product.price} />
            </span>
          </Link>
          <p className="lightbox__counter" aria-live="polite">
            {t("reviews.photo", { n: position + 1, count })}
          </p>
        </div>
      </div>
      <form method="dialog">
        <button className="lightbox__close" aria-label={t("reviews.close")}>
          ×
        </button>
      </form>
    </dialog>
  );
}

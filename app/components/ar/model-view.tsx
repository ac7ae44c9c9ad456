import { useEffect, useRef, useState, type DetailedHTMLProps, type HTMLAttributes } from "react";

/** The attributes of Google's <model-viewer> the AR view sets (its module is loaded on the AR page only). */
interface ModelViewerAttributes extends HTMLAttributes<HTMLElement> {
  src: string;
  alt: string;
  ar?: boolean;
  "ar-modes"?: string;
  "ar-placement"?: "floor" | "wall";
  "ar-scale"?: "auto" | "fixed";
  "camera-controls"?: boolean;
  "touch-action"?: string;
  "shadow-intensity"?: string;
  reveal?: "auto" | "manual";
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "model-viewer": DetailedHTMLProps<ModelViewerAttributes, HTMLElement>;
    }
  }
}

/** Google's <model-viewer> with three.js: loaded on the AR page only, after it has rendered, and never by the server. */
const loadModelViewer = () => (import.meta.env.SSR ? Promise.resolve() : import("@google/model-viewer").then(() => undefined));

type State = "loading" | "loaded" | "failed";

/**
 * A product's 3D model the shopper turns with a finger or the mouse, and places in the room where the phone
 * can (SPEC §1: iOS 11 or Android 8): WebXR or Scene Viewer on Android, Quick Look on iOS (model-viewer makes
 * the USDZ itself from the GLB). At true size: furniture is placed to see whether it fits. Until the viewer's
 * code is there (or without JavaScript) the product's picture stands in.
 */
export function ModelView({ model, poster, words }: { model: string; poster: string; words: { alt: string; enter: string; loading: string; failed: string } }) {
  const viewer = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>("loading");
  useEffect(() => {
    const element = viewer.current;
    if (!element) return;
    const loaded = () => setState("loaded");
    const failed = () => setState("failed");
    element.addEventListener("load", loaded);
    element.addEventListener("error", failed);
    loadModelViewer().catch(failed);
    return () => {
      element.removeEventListener("load", loaded);
      element.removeEventListener("error", failed);
    };
  }, []);
  return (
    <div className="ar-view__stage" data-state={state}>
      <model-viewer
        ref={viewer}
        className="ar-view__viewer"
        src={model}
        alt={words.alt}
        ar
        ar-modes="webxr scene-viewer quick-look"
        ar-placement="floor"
        ar-scale="fixed"
        camera-controls
        touch-action="pan-y"
        shadow-intensity="1"
      >
        {/* The poster slot: the product's picture until the model is shown, and all a browser without JavaScript shows. */}
        <img slot="poster" className="ar-view__poster" src={poster} alt="" width={852} height={517} />
        <button slot="ar-button" type="button" className="button button--primary ar-view__enter">
          {words.enter}
        </button>
      </model-viewer>
      <p className="ar-view__status" role="status">
        {state === "loading" ? words.loading : state === "failed" ? words.failed : ""}
      </p>
    </div>
  );
}

import { Form, Link } from "react-router";
import { useLocalizePath } from "~/components/use-locale";
import type { ImageValue } from "~/model/types";
import { ListPicture, type PictureKind } from "./list-picture";

/**
 * One row of /bookmark, a saved item or a follow: its picture, kind, title (a link while its page exists), the
 * lines below the title, and a plain form that removes it (`fields` are the form's hidden inputs).
 */
export function SavedRow({
  picture,
  pictureKind,
  kindLabel,
  title,
  path,
  unavailable,
  fields,
  actionLabel,
  children,
}: {
  picture: ImageValue;
  pictureKind: PictureKind;
  kindLabel: string;
  title: string;
  path: string | null;
  /** What a title says when its page is gone. */
  unavailable: string;
  fields: Record<string, string>;
  actionLabel: string;
  children: React.ReactNode;
}) {
  const to = useLocalizePath();
  return (
    <li className="saved-item">
      <ListPicture image={picture} kind={pictureKind} />
      <div className="saved-item__text">
        <span className="saved-item__kind">{kindLabel}</span>
        {path ? (
          <Link className="saved-item__title" to={to(path)}>
            {title}
          </Link>
        ) : (
          <span className="saved-item__title">
            {title} ({unavailable})
          </span>
        )}
        {children}
      </div>
      <Form method="post" className="saved-item__action">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button button--small" aria-label={`${actionLabel}: ${title}`}>
          {actionLabel}
        </button>
      </Form>
    </li>
  );
}

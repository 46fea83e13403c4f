import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and returns focus to the opener.
 * Pop-up layers start at z-index 2000, above the page chrome, for anything that is not in the top layer.
 */
export function Dialog({ open, onClose, labelledBy, className, children }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ""}`}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="dialog__panel">
        <button type="button" className="dialog__close" onClick={onClose} aria-label={t("common.close")}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}

import { useTranslation } from "~/i18n/react";
import type { PackageView } from "./packages.server";

/** The package a form is about, with its price: the inquiry and the contract form show it alike. */
export function ChosenPackage({ chosen }: { chosen: PackageView | null }) {
  const { t } = useTranslation();
  if (!chosen) return null;
  return (
    <p className="inquiry__chosen">
      <span className="inquiry__chosen-name">{chosen.name}</span>
      <span>
        {chosen.priceLabel} {chosen.price > 0 ? t(`packages.period.${chosen.period}`) : null}
      </span>
    </p>
  );
}

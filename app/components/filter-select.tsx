interface FilterSelectProps {
  id: string;
  name: string;
  label: string;
  /** The blank first choice: no filter on this field. */
  anyLabel: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select of a GET filter form, whose blank first choice leaves the field unfiltered. */
export function FilterSelect({ id, name, label, anyLabel, defaultValue, options }: FilterSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
